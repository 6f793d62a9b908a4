import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { expect, test } from './fixtures';

test('the browser language is the default, and a chosen language survives a reload', async ({ page, t }) => {
  const isFrench = t.app.tagline === fr.app.tagline;
  const other = isFrench ? en : fr;
  const otherCode = isFrench ? 'en' : 'fr';
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t.pages.login.title })).toBeVisible();

  await page.getByRole('button', { name: t.shell.language }).click();
  await page.getByRole('menuitem', { name: other.languages[otherCode] }).click();
  await expect(page.getByRole('heading', { name: other.pages.login.title })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: other.pages.login.title })).toBeVisible();
  await expect(page.getByRole('button', { name: other.pages.login.submit })).toBeVisible();
});
