/*
 * Issue 35's sessions: what a user (and an administrator) sees of each signed-in session, and the
 * browser and system named from the browser's own description. No I/O.
 */
import { z } from 'zod';

/** One open session as listed: where it was opened, last used, and whether it is the caller's own. */
export const sessionRecord = z.object({
  id: z.string().uuid(),
  /** "Chrome 131", "Firefox 133"… or null when the browser said nothing recognizable. */
  browser: z.string().nullable(),
  /** "Windows", "macOS", "iPhone"… */
  system: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session this list was asked from. */
  current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

export const sessionsAnswer = z.object({ sessions: z.array(sessionRecord) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;

export const sessionParams = z.object({ sessionId: z.string().uuid('validation.invalid') });

export const endedSessionsAnswer = z.object({ ended: z.number().int() });

/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [string, RegExp][] = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Macintosh|Mac OS X/],
  ['Linux', /Linux/],
];

/** The browser and system a User-Agent header names, as a person would say them; null when unknown. */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser: browser ?? null, system };
}
