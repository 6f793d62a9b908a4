import { createUserThroughApi, expect, freshEmail, menuLabels, openUserMenu, signIn, test } from './fixtures';

test('a user changes their password and signs in with the new one', async ({ page, request, t }, testInfo) => {
  const email = freshEmail('password', testInfo.project.name);
  const generated = await createUserThroughApi(request, email);
  const newPassword = `Nouveau-${Date.now()}`;

  await signIn(page, t, email, generated);
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.menu.CHANGE_PASSWORD }).click();

  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: t.changePassword.submit });
  await dialog.getByLabel(t.changePassword.password).fill('short');
  await expect(dialog.getByText(t.validation.passwordMinLength)).toBeVisible();
  await dialog.getByLabel(t.changePassword.password).fill(newPassword);
  await dialog.getByLabel(t.changePassword.passwordConfirm).fill(`${newPassword}-typo`);
  await expect(dialog.getByText(t.validation.passwordsDoNotMatch)).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(t.changePassword.passwordConfirm).fill(newPassword);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(t.messages.CHANGE_PASSWORD_SUCCESS)).toBeVisible();

  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, t, email, newPassword);
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(menuLabels(page, t).first()).toBeVisible();
});
