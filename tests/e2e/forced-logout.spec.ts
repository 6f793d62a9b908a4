import { expect, freshEmail, signedIn, signIn, test } from './fixtures';

test('a user the administrator disables is forced out at once, by the live channel', async ({
  page,
  browser,
  t,
}, testInfo) => {
  const email = freshEmail('disabled', testInfo.project.name);

  // The administrator creates the user; the generated password is shown once.
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/usermanagement/users');
  await page.getByRole('button', { name: t.ra.action.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.resources.users.fields.email).fill(email);
  await dialog.getByLabel(t.resources.users.fields.displayName).fill('Disabled Soon');
  await dialog.getByRole('button', { name: t.resources.users.create.submit }).click();
  await expect(page.getByText(t.resources.users.generatedPassword.onlyOnce)).toBeVisible();
  const password = await page.getByTestId('generated-password').inputValue();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: t.resources.users.generatedPassword.close }).click();

  // The new user signs in elsewhere.
  const userContext = await browser.newContext({ locale: testInfo.project.use.locale });
  const userPage = await userContext.newPage();
  await signIn(userPage, t, email, password);
  await expect(userPage).toHaveURL(/\/apps\/requests\/all$/);
  // The requests list loads its data once there; the access is revoked after that.
  await expect(userPage.getByTestId('queue-count-all')).toBeVisible();
  await userPage.waitForLoadState('networkidle');

  // The administrator disables them.
  await page.getByPlaceholder(t.ra.action.search).fill(email);
  const toggle = page.getByRole('switch', { name: `${t.resources.users.actions.disable} ${email}` });
  await toggle.click();
  await expect(page.getByText(t.messages.USER_DISABLED)).toBeVisible();

  // Without a click of theirs, their live socket signs them out: /forcelogout with the access-revoked message
  // (their next call would be refused too: providers/httpClient.test.ts).
  await expect(userPage).toHaveURL(/\/forcelogout$/);
  await expect(userPage.getByTestId('forcelogout-message')).toHaveText(t.errors.ACCESS_REVOKED);
  await userContext.close();
});
