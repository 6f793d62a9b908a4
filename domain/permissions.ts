import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action, Permission, Subject } from './permissionCatalogue';

// The catalogue has no CASL in it, so a page that only reads a token (the login page) stays light.
export * from './permissionCatalogue';

export type AppAbility = MongoAbility<[Action | 'manage', Subject | 'all']>;

/**
 * The same CASL ability on both sides. A check asks whether a rule with that action and subject
 * exists (spec §6); `manage` on a subject covers every action on it, as CASL defines.
 */
export function buildAbility(permissions: readonly Permission[]): AppAbility {
  return createMongoAbility<AppAbility>(permissions.map((p) => ({ action: p.Action, subject: p.Subject })));
}
