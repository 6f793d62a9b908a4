import { buildAbility, type AppAbility } from '../domain/permissions';
import { readTokenRights } from './abilities';

/** The CASL ability of the stored token (empty without one), built by the rules shared with the server. */
export function abilityFromToken(token: string | null | undefined): AppAbility {
  return buildAbility(readTokenRights(token)?.permissions ?? []);
}
