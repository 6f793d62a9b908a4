import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { collectionScreensEn } from '../../i18n/areas/collectionScreens.en';
import { collectionScreensFr } from '../../i18n/areas/collectionScreens.fr';
import { reportScreensEn } from '../../i18n/areas/reportScreens.en';
import { reportScreensFr } from '../../i18n/areas/reportScreens.fr';
import { shellPanelsEn } from '../../i18n/areas/shellPanels.en';
import { shellToolbarEn } from '../../i18n/areas/shellToolbar.en';
import { shellToolbarFr } from '../../i18n/areas/shellToolbar.fr';
import { shellPanelsFr } from '../../i18n/areas/shellPanels.fr';
import type { DeepStringShape } from '../../i18n/types';

/** Our catalogue plus react-admin's own messages (`ra.*`), as the app merges them. */
export type Texts = DeepStringShape<typeof fr> & { ra: typeof englishMessages.ra };

/** With the words screens load with themselves (providers/screenWords.ts). */
const CATALOGUES: Record<string, Texts> = {
  fr: {
    ...frenchMessages,
    ...fr,
    resources: {
      ...fr.resources,
      ...collectionScreensFr.resources,
      ...reportScreensFr.resources,
      ...shellPanelsFr.resources,
      ...shellToolbarFr.resources,
    },
    validation: { ...fr.validation, ...reportScreensFr.validation },
  },
  en: {
    ...englishMessages,
    ...en,
    resources: {
      ...en.resources,
      ...collectionScreensEn.resources,
      ...reportScreensEn.resources,
      ...shellPanelsEn.resources,
      ...shellToolbarEn.resources,
    },
    validation: { ...en.validation, ...reportScreensEn.validation },
  },
};

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
  await page.getByRole('button', { name: t.shell.userMenu }).click();
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
