import type { Permission, Subject } from '../../domain/permissionCatalogue';
import { readTokenRights } from '../../providers/abilities';
import { session } from '../../providers/session';

/** Every "home" leads here; the dashboard route sends each user on to their own landing screen. */
export const HOME_PATH = '/apps';
/** Where a user lands who may open no screen yet (a new account without a role). */
export const WELCOME_PATH = '/apps/welcome';

/** The screens a day starts on, in order of preference, with what it takes to open each. */
const STARTING_SCREENS: { subject: Subject; path: string }[] = [
  { subject: 'request', path: '/apps/requests/all' },
  { subject: 'customer', path: '/apps/customers/all' },
  { subject: 'notification', path: '/apps/notifications/all' },
];

const mayView = (permissions: readonly Permission[], subject: Subject) =>
  permissions.some((p) => p.Subject === subject && (p.Action === 'view' || p.Action === 'manage'));

/** The first starting screen the permissions open; the welcome page when they open none. */
export function landingPath(permissions: readonly Permission[]): string {
  return STARTING_SCREENS.find(({ subject }) => mayView(permissions, subject))?.path ?? WELCOME_PATH;
}

/** The landing screen of whoever is signed in now (read from the access token, as the menu is). */
export const currentLandingPath = () => landingPath(readTokenRights(session.getAccessToken())?.permissions ?? []);
