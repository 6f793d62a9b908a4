/* The borrower portal's constants, apart from its schemas: the portal's page imports them without zod. */

/**
 * The borrower portal's sign-in: a one-time code of six digits, sent to the email or cellphone on
 * file, good for ten minutes and five tries. Code requests are counted per address typed (on file or
 * not: the answers never tell which) and per network address, so that neither a borrower's inbox
 * nor the SMS gateway can be flooded.
 */
export const PORTAL_CODE = {
  digits: 6,
  validMinutes: 10,
  maxTries: 5,
  windowMinutes: 15,
  /** Codes one address (email or cellphone, folded) may be asked for in the window, whoever it belongs to. */
  perAddress: 3,
  /** Code requests one network address may make in the window (a whole office shares one). */
  perNetworkAddress: 20,
  /** Wrong codes one network address may type in the window, across borrowers. */
  wrongPerNetworkAddress: 25,
} as const;

/** A portal session ends after 30 idle minutes, and after 8 hours whatever happens. */
export const PORTAL_SESSION = { idleMinutes: 30, maxHours: 8 } as const;

/** The cookie the portal's session rides in, sent to the portal's API only (never to /api/). */
export const PORTAL_SESSION_COOKIE = 'guichet_portal';
export const PORTAL_API = '/portal/api';
