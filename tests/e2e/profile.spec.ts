import { writeFile } from 'node:fs/promises';
import { catalogues } from '../../i18n/catalogues';
import { createUserThroughApi, expect, freshEmail, openUserMenu, signIn, test } from './fixtures';

/** A camera-like photo, wider than tall (800 × 600), drawn and saved as JPEG by the browser itself. */
async function cameraPhoto(page: import('@playwright/test').Page, path: string) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2d5d7b';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#f1c27d';
    context.beginPath();
    context.arc(400, 260, 120, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  await writeFile(path, Buffer.from(dataUrl.split(',')[1], 'base64'));
}

test('a user gives themself a photo, seen in the app, removes it, and changes their language', async ({
  page,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('profile', testInfo.project.name);
  await signIn(page, t, email, await createUserThroughApi(request, email, ['user'], 'Élise Profil'));
  await expect(page).toHaveURL(/\/apps\//);
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.shell.profile }).click();
  await expect(page).toHaveURL(/\/pages\/profile$/);
  await expect(page.getByRole('heading', { name: t.pages.profile.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // Not an image: refused in the browser, nothing sent.
  await page.getByLabel(t.pages.profile.addPhoto).setInputFiles({
    name: 'notes.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('pas une image'),
  });
  await expect(page.getByRole('alert').filter({ hasText: t.validation.photoNotImage })).toBeVisible();

  const photo = testInfo.outputPath('camera.jpg');
  await cameraPhoto(page, photo);
  await page.getByLabel(t.pages.profile.addPhoto).setInputFiles(photo);
  await expect(page.getByText(t.pages.profile.photoSaved)).toBeVisible();
  const avatar = page.getByRole('region', { name: t.pages.profile.photo }).getByRole('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/Identity\/photos\/[0-9a-f-]{36}$/);
  // Cropped to its centre and resized in the browser: a 256-pixel square.
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([256, 256]);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The app shows it: the sidebar's header and the user menu.
  await page.getByRole('button', { name: t.pages.profile.back }).click();
  await expect(page).toHaveURL(/\/apps\//);
  await expect(page.getByTestId('sidebar-user').getByRole('img')).toHaveAttribute('src', /\/api\/Identity\/photos\//);

  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.shell.profile }).click();
  await page.getByRole('button', { name: t.pages.profile.removePhoto }).click();
  await expect(page.getByText(t.pages.profile.photoRemoved)).toBeVisible();
  await expect(page.getByRole('region', { name: t.pages.profile.photo }).getByRole('img')).toHaveCount(0);

  // The other language, chosen here: kept on file, and the page speaks it at once.
  const other = testInfo.project.name === 'en' ? 'fr' : 'en';
  const words = catalogues[other];
  await page.getByRole('combobox', { name: new RegExp(`^${t.pages.profile.language}`) }).click();
  await page.getByRole('option', { name: words.languages[other] }).click();
  await expect(page.getByRole('heading', { name: words.pages.profile.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: new RegExp(`^${words.pages.profile.language}`) })).toHaveText(
    words.languages[other],
  );
});
