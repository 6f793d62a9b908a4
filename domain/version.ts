/** Spec §9: the app asks the server for its version every 30 seconds. */
export const VERSION_POLL_MS = 30_000;
export const VERSION_CHANNEL = 'guichet-version';

export function isNewerVersion(running: string | undefined, served: string | undefined): boolean {
  return Boolean(running && served && running !== served);
}
