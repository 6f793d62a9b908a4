import type { APIRequestContext } from '@playwright/test';
import { makePng } from '../support/png';
import { apiToken } from './apiData';
import { expect, signedIn, test } from './fixtures';

/**
 * The general settings are one row for the whole run: each language uploads a logo of its own size
 * and a company name of its own, asserts on those, and puts the defaults back afterwards.
 */
const LOGO: Record<string, { side: number; rgb: [number, number, number] }> = {
  fr: { side: 40, rgb: [0x1f, 0x4e, 0x79] },
  en: { side: 48, rgb: [0xb0, 0x3a, 0x2e] },
};

async function restoreDefaults(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const current = await (await request.get('/api/configuration/general', { headers })).json();
  if (current.logo) expect((await request.delete('/api/configuration/general/logo', { headers })).ok()).toBe(true);
  if (current.companyName !== 'Guichet') {
    const saved = await request.put('/api/configuration/general', {
      headers,
      data: { version: current.version, adminEmail: current.adminEmail, companyName: 'Guichet' },
    });
    expect(saved.ok()).toBe(true);
  }
}

test.afterEach(async ({ request }) => restoreDefaults(request));

test('an administrator uploads the company logo (one too big is refused) and renames the company; the app bar shows both', async ({
  page,
  t,
}, testInfo) => {
  const { side, rgb } = LOGO[testInfo.project.name] ?? LOGO.fr;
  const words = t.resources.generalSettings;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/configuration/general');
  await expect(page.getByRole('tab', { name: t.resources.configuration.tabs.general })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const picker = page.getByLabel(words.logo.file);
  const upload = page.getByRole('button', { name: words.logo.upload });
  await picker.setInputFiles({ name: 'trop-grand.png', mimeType: 'image/png', buffer: makePng(250, 120) });
  await expect(page.getByText(t.validation.logoTooLarge)).toBeVisible();
  await expect(upload).toBeDisabled();

  await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(side, side, rgb) });
  await expect(page.getByText(t.validation.logoTooLarge)).toHaveCount(0);
  await upload.click();
  await expect(page.getByText(t.messages.LOGO_UPLOADED)).toBeVisible();
  await expect(
    page.getByText(words.logo.size.replace('%{width}', String(side)).replace('%{height}', String(side))),
  ).toBeVisible();
  const brand = page.getByTestId('company-brand').getByRole('img');
  await expect(brand).toBeVisible();
  // The very image this run uploaded, loaded by the browser (not a broken image, not the other run's).
  await expect.poll(() => brand.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(side);

  const name = `${testInfo.project.name === 'fr' ? 'Prêts Boréal' : 'Northern Loans'} ${Date.now()}`;
  await page.getByLabel(words.fields.companyName).fill(name);
  await page.getByLabel(words.fields.adminEmail).fill('direction@demo.ca');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.GENERAL_SETTINGS_SAVED)).toBeVisible();
  await expect(page.getByTestId('company-brand').getByRole('img', { name })).toBeVisible();
});

test('an agent reads the general settings without changing them', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/configuration/general');
  await expect(page.getByText(t.resources.generalSettings.readOnly)).toBeVisible();
  await expect(page.getByLabel(t.resources.generalSettings.fields.companyName)).toBeDisabled();
  await expect(page.getByRole('button', { name: t.resources.generalSettings.logo.upload })).toHaveCount(0);
});
