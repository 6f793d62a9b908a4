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
    m.DASHBOARDS,
    m.SETTINGS,
    m.NOTIFICATIONS,
    m.LOANS,
    m.CALENDAR,
    m.ACCOUNTING,
    m.USER_MANAGEMENT,
    m.GLOBAL_NOTICES,
    m.OUTBOX,
    // Its count of waiting requests follows when there are any.
    new RegExp(`^${m.APPROVALS}`),
    m.AUDIT,
    m.RETENTION,
  ]);
  await expect(page.getByTestId('sidebar-role')).toHaveText(t.roles.admin);
});

test('an agent sees no deposits, reports or user management, and is sent away from it', async ({ page, t }) => {
  await signIn(page, t, 'agent@demo.ca');
  const m = t.menu;
  await expect(menuLabels(page, t)).toHaveText([
    m.CUSTOMERS,
    m.REQUESTS,
    m.COLLECTIONS,
    m.SETTINGS,
    m.NOTIFICATIONS,
    m.LOANS,
    m.CALENDAR,
  ]);
  await expect(page.getByTestId('sidebar-role')).toHaveText(t.roles.user);

  await page.goto('/apps/usermanagement/users');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(page.getByText(t.pages.accessDenied)).toBeVisible();

  // Deposits are not built yet, and not the agent's either.
  await page.goto('/apps/deposits/all');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: t.pages.comingSoon.title })).toHaveCount(0);
});

test('a user without a role lands on a welcome page, sees only change password and log out, and reaches no placeholder', async ({
  page,
  t,
}) => {
  await signIn(page, t, 'norole@demo.ca');
  // Welcomed, not refused (issue 18): no screen is asked for that they may not open.
  await expect(page).toHaveURL(/\/apps\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: t.pages.welcome.title })).toBeVisible();
  await expect(page.getByText(t.pages.welcome.noRole)).toBeVisible();
  await expect(page.getByText(t.pages.accessDenied)).toHaveCount(0);
  await expect(menuLabels(page, t)).toHaveText([t.menu.CHANGE_PASSWORD, t.menu.LOGOUT]);
  await expect(page.getByTestId('sidebar-role')).toHaveText(t.roles.none);

  // The screens still to come are guarded like the others.
  await page.goto('/apps/deposits/all');
  await expect(page).toHaveURL(/\/apps\/welcome$/);
  await expect(page.getByText(t.pages.accessDenied)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.pages.comingSoon.title })).toHaveCount(0);
});

test('a menu entry opens its screen', async ({ page, t }) => {
  await signIn(page, t, 'admin@demo.ca');
  // /apps/customers opens the list (spec §2: /apps/customers → /apps/customers/all).
  await menuLabels(page, t).filter({ hasText: t.menu.CUSTOMERS }).click();
  await expect(page).toHaveURL(/\/apps\/customers\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();
  await menuLabels(page, t).filter({ hasText: t.menu.COLLECTIONS }).click();
  await expect(page).toHaveURL(/\/apps\/collections\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.resources['collection-files'].queues.all);
  // The global notices screen, in no menu before (issue 18).
  await menuLabels(page, t).filter({ hasText: t.menu.GLOBAL_NOTICES }).click();
  await expect(page).toHaveURL(/\/apps\/globalNotifications$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t.resources.globalNotificationsScreen.title }),
  ).toBeVisible();
  // The outbox, only in the user menu before (issue 32).
  await menuLabels(page, t).filter({ hasText: t.menu.OUTBOX }).click();
  await expect(page).toHaveURL(/\/apps\/outbox$/);
});
