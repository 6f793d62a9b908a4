/*
 * A user's shell settings (spec §2 "Shell and layout", §3 settings, §6 guests; issue 15): the
 * layout, its parts and their colours, kept on the server for a user and in the browser for a
 * guest. What is stored is read leniently — a setting renamed or removed since falls back to the
 * default — and a change is merged into it, never replacing the rest.
 */
import { z } from 'zod';

export const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
export const TOOLBAR_POSITIONS = ['above', 'below'] as const;
export const FOOTER_STYLES = ['fixed', 'static', 'hidden'] as const;
export const SCROLL_MODES = ['body', 'content'] as const;
export const COLOUR_MODES = ['light', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

const layoutSettings = z.object({
  style: z.enum(LAYOUTS),
  toolbar: z.enum(TOOLBAR_POSITIONS),
  footer: z.enum(FOOTER_STYLES),
  boxed: z.boolean(),
  scroll: z.enum(SCROLL_MODES),
  navbarFolded: z.boolean(),
});
const themeSettings = z.object({
  main: z.enum(COLOUR_MODES),
  navbar: z.enum(COLOUR_MODES),
  toolbar: z.enum(COLOUR_MODES),
  footer: z.enum(COLOUR_MODES),
});
export const userSettings = z.object({
  layout: layoutSettings,
  theme: themeSettings,
  direction: z.enum(DIRECTIONS),
  /** Quick settings: live notifications make a sound and a toast (spec §2: on by default). */
  notifications: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** Spec §2: vertical layout, navbar left, toolbar fixed above, footer hidden; main light, navbar dark, toolbar light, footer dark; ltr. */
export const DEFAULT_SETTINGS: UserSettings = {
  layout: {
    style: 'layout1',
    toolbar: 'above',
    footer: 'hidden',
    boxed: false,
    scroll: 'body',
    navbarFolded: false,
  },
  theme: { main: 'light', navbar: 'dark', toolbar: 'light', footer: 'dark' },
  direction: 'ltr',
  notifications: true,
};

/** PUT /api/Identity/Me/settings: any part of the settings; nothing unknown. */
export const userSettingsPatch = z.strictObject({
  layout: layoutSettings.partial().strict().optional(),
  theme: themeSettings.partial().strict().optional(),
  direction: z.enum(DIRECTIONS).optional(),
  notifications: z.boolean().optional(),
});
export type UserSettingsPatch = z.infer<typeof userSettingsPatch>;

const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Each known setting taken from `stored` when it is valid, else its default. */
function pick<T extends Record<string, unknown>>(shape: z.ZodObject, stored: unknown, defaults: T): T {
  const source = objectOr(stored);
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, schema] of Object.entries(shape.shape)) {
    const parsed = (schema as z.ZodType).safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as T;
}

/** What is stored, read leniently: valid settings kept, anything else the default. */
export function readSettings(stored: unknown): UserSettings {
  const source = objectOr(stored);
  const top = pick(userSettings.pick({ direction: true, notifications: true }), source, {
    direction: DEFAULT_SETTINGS.direction,
    notifications: DEFAULT_SETTINGS.notifications,
  });
  return {
    layout: pick(layoutSettings, source.layout, DEFAULT_SETTINGS.layout),
    theme: pick(themeSettings, source.theme, DEFAULT_SETTINGS.theme),
    ...top,
  };
}

/** A change merged into what is stored: only the settings it names change. */
export function mergeSettings(stored: unknown, patch: UserSettingsPatch): UserSettings {
  const current = readSettings(stored);
  return {
    layout: { ...current.layout, ...patch.layout },
    theme: { ...current.theme, ...patch.theme },
    direction: patch.direction ?? current.direction,
    notifications: patch.notifications ?? current.notifications,
  };
}
