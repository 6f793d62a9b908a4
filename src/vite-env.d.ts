/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Where the API lives: unset for the page's own origin, `auto` for the rule of spec §7, or an origin. */
  readonly VITE_API_ORIGIN?: string;
}
