import { expect, menuLabels, signIn, test } from './fixtures';

test('an administrator sees the whole menu, in order', async ({ page, t }) => {
  await signIn(page, t, 'admin@demo.ca');
  const m = t.menu;
  await expect(menuLabels(page, t)).toHaveText([
    m.CUSTOMERS,
    m.REQUESTS,
    m.COLLECTIONS,
    m.DEPOSITS,
    m.REPORTS,
    m.SETTINGS,
    m.NOTIFICATIONS,
    m.USER_MANAGEMENT,
    m.GLOBAL_NOTICES,
  ]);
  await expect(page.getByTestId('sidebar-role')).toHaveText(t.roles.admin);
});

test('an agent sees no deposits, reports or user management, and is sent away from it', async ({ page, t }) => {
  await signIn(page, t, 'agent@demo.ca');
  const m = t.menu;
  await expect(menuLabels(page, t)).toHaveText([m.CUSTOMERS, m.REQUESTS, m.COLLECTIONS, m.SETTINGS, m.NOTIFICATIONS]);
  await expect(page.getByTestId('sidebar-role')).toHaveText(t.roles.user);

  await page.goto('/apps/usermanagement/users');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(page.getByText(t.pages.accessDenied)).toBeVisible();
});

test('a user without a role sees only change password and log out', async ({ page, t }) => {
  await signIn(page, t, 'norole@demo.ca');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(menuLabels(page, t)).toHaveText([t.menu.CHANGE_PASSWORD, t.menu.LOGOUT]);
  await expect(page.getByTestId('sidebar-role')).toHaveText(t.roles.none);
});

test('a menu entry opens its screen', async ({ page, t }) => {
  await signIn(page, t, 'admin@demo.ca');
  // /apps/customers opens the list (spec §2: /apps/customers → /apps/customers/all).
  await menuLabels(page, t).filter({ hasText: t.menu.CUSTOMERS }).click();
  await expect(page).toHaveURL(/\/apps\/customers\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();
  await menuLabels(page, t).filter({ hasText: t.menu.COLLECTIONS }).click();
  await expect(page).toHaveURL(/\/apps\/collections\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: t.pages.comingSoon.title })).toBeVisible();
  // The global notices screen, in no menu before (issue 18).
  await menuLabels(page, t).filter({ hasText: t.menu.GLOBAL_NOTICES }).click();
  await expect(page).toHaveURL(/\/apps\/globalNotifications$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t.resources.globalNotificationsScreen.title }),
  ).toBeVisible();
});
