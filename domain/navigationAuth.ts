/**
 * Role groups of spec §6: each names the roles allowed. `onlyGuest` (empty) is for visitors
 * who are not signed in, and for signed-in users whose role list is empty.
 */
export const AUTH_ROLES = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [] as string[],
} as const;

/**
 * The navigation item auth rule of spec §6: no requirement means allowed; an empty list means
 * allowed only for users with no roles; otherwise allowed when any role is shared.
 */
export function hasNavigationAccess(
  required: readonly string[] | null | undefined,
  userRoles: readonly string[] | string | null | undefined,
): boolean {
  if (required === null || required === undefined) return true;
  const roles = toRoleList(userRoles);
  if (required.length === 0) return roles.length === 0;
  return roles.some((role) => required.includes(role));
}

/** The session's role may be a list or a single string (spec §3). */
export function toRoleList(userRoles: readonly string[] | string | null | undefined): string[] {
  if (!userRoles) return [];
  return typeof userRoles === 'string' ? [userRoles] : [...userRoles];
}
