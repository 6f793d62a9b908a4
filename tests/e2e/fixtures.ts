import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type englishMessages from 'ra-language-english';
import { catalogues } from '../../i18n/catalogues';
import type { fr } from '../../i18n/fr';
import type { DeepStringShape } from '../../i18n/types';

/** Our whole catalogue (every part the app loads as it goes) plus react-admin's own messages (`ra.*`). */
export type Texts = DeepStringShape<typeof fr> & { ra: typeof englishMessages.ra };

const CATALOGUES: Record<string, Texts> = catalogues;

export const DEMO_PASSWORD = 'Guichet-demo-2026';

/** `t`: the catalogue of the language this project's browser gets (fr-CA → French, en-CA → English). */
export const test = base.extend<{ t: Texts }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  t: async ({}, provide, testInfo) => {
    await provide(CATALOGUES[testInfo.project.name] ?? CATALOGUES.fr);
  },
});

export { expect };

export async function signIn(page: Page, t: Texts, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(t.pages.login.username).fill(email);
  await page.getByLabel(t.pages.login.password).fill(password);
  await page.getByRole('button', { name: t.pages.login.submit }).click();
}

/** Signs in and waits for the landing page (spec §2: /apps/requests/all, or the remembered page). */
export async function signedIn(page: Page, t: Texts, email: string, password = DEMO_PASSWORD) {
  await signIn(page, t, email, password);
  await expect(page).toHaveURL(/\/apps\//);
}

/** The labels of the sidebar's menu, in order. */
export const menuLabels = (page: Page, t: Texts) => page.getByRole('menu', { name: t.menu.MENU }).getByRole('menuitem');

export async function openUserMenu(page: Page, t: Texts) {
  // Named by the user's name first, then what it is ("Amélie Tremblay — menu du compte").
  await page.getByRole('button', { name: t.shell.userMenuOf.replace('%{name}', '') }).click();
}

/** A unique address per test and language, so journeys never share an account. */
export const freshEmail = (label: string, project: string) => `e2e-${label}-${project}-${Date.now()}@demo.ca`;

/** Creates a user through the API as the demo administrator; answers the generated password. */
export async function createUserThroughApi(
  request: APIRequestContext,
  email: string,
  roles: string[] = ['user'],
  displayName = 'E2E User',
): Promise<string> {
  const auth = await request.post('/api/Identity/Authenticate', {
    data: { UserName: 'admin@demo.ca', Password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
  const { model } = await auth.json();
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${model.token}` },
    data: { email, displayName, roles },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).generatedPassword;
}
