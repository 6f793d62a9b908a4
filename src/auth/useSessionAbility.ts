import { useMemo } from 'react';
import { buildAbility } from '../../domain/permissions';
import { readTokenRights } from '../../providers/abilities';
import { session } from '../../providers/session';

/**
 * The signed-in user's roles and CASL ability, read from the stored token. A changed permission
 * set ends the session (203), so the token's rights hold for the life of the page.
 */
export function useSessionAbility() {
  const token = session.getAccessToken();
  return useMemo(() => {
    const rights = readTokenRights(token);
    return { rights, roles: rights?.roles ?? [], ability: buildAbility(rights?.permissions ?? []) };
  }, [token]);
}
