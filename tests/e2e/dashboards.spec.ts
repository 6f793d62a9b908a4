import { expect, signedIn, test } from './fixtures';
import { dayField, typeDay } from './dayFields';

test('the dashboards show the portfolio and click through to the lists behind their figures', async ({ page, t }) => {
  const words = t.resources.dashboards;
  await signedIn(page, t, 'admin@demo.ca');
  await page.getByRole('menuitem', { name: t.menu.DASHBOARDS }).click();
  await expect(page).toHaveURL(/\/apps\/dashboards\/analytics$/);
  await expect(page.getByText(words.outstanding)).toBeVisible();
  await expect(page.getByTestId('lent-collected-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

  // Twelve months: the period is kept in the address.
  await page.getByRole('button', { name: /^12\s/ }).click();
  await expect(page).toHaveURL(/from=2025-12&to=2026-11/);
  // The months by their names in the screen's language, whatever the browser's.
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(test.info().project.name === 'en' ? 'en-CA' : 'fr-CA', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  await expect(page.getByRole('combobox', { name: words.period.from })).toHaveText(monthName('2025-12'));
  await page.getByRole('combobox', { name: words.period.to }).click();
  await page.getByRole('option', { name: monthName('2026-10') }).click();
  await expect(page).toHaveURL(/from=2025-12&to=2026-10/);

  // The active loans figure opens the loans list on its filter.
  await page.getByText(words.activeLoans).click();
  await expect(page).toHaveURL(/\/apps\/loans\?filter=/);
  await page.goBack();

  // The operations: the requests by status, each bar opens the requests of that status.
  await page.getByRole('tab', { name: words.tabs.project }).click();
  await expect(page).toHaveURL(/\/apps\/dashboards\/project\?from=2025-12&to=2026-10/);
  await expect(page.getByTestId('requests-funnel').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByText(words.depositsWaiting).click();
  await expect(page).toHaveURL(/\/apps\/deposits\/all\?filter=/);
});

test('the calendar shows the days of the month and opens a follow-up', async ({ page, t }) => {
  const words = t.resources.calendar;
  await signedIn(page, t, 'admin@demo.ca');
  await page.getByRole('menuitem', { name: t.menu.CALENDAR }).click();
  await expect(page).toHaveURL(/\/apps\/calendar$/);
  await expect(page.locator('.calendar-payments').first()).toBeVisible();

  // Only the collection follow-ups and promises, then one opens its file (the other journeys may have
  // moved some: the month shown or the next one has one).
  for (const kind of ['PAYMENTS', 'DEPOSIT', 'AGREEMENT', 'HOLIDAY', 'CLOSURE'] as const)
    await page.getByRole('button', { name: words.kinds[kind] }).click();
  await expect(page.locator('.calendar-payments')).toHaveCount(0);
  const files = page.locator('.calendar-follow_up, .calendar-promise');
  if ((await files.count()) === 0) await page.locator('.fc-next-button').click();
  await expect(files.first()).toBeVisible();
  await files.first().click();
  await expect(page).toHaveURL(/\/apps\/collections\/\d+$/);

  // The agenda view lists the month's days.
  await page.goBack();
  await page.getByRole('button', { name: words.views.list }).click();
  await expect(page.locator('.fc-list')).toBeVisible();
});

test('an administrator closes a day on the calendar and opens it again', async ({ page, t }) => {
  const words = t.resources.calendar;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/calendar');
  await page.getByRole('button', { name: words.addClosure }).click();
  const dialog = page.getByRole('dialog');
  await typeDay(dayField(dialog, words.closureDay), '2026-12-28');
  await dialog.getByLabel(words.closureNote).fill('Inventaire');
  await dialog.getByRole('button', { name: words.addClosure }).click();
  await expect(page.getByText(words.closureAdded)).toBeVisible();
  // December: the closure is on its day; clicked, it opens again.
  await page.locator('.fc-next-button').click();
  const closure = page.locator('.calendar-closure');
  await expect(closure).toContainText('Inventaire');
  await closure.click();
  await page.getByRole('dialog').getByRole('button', { name: words.removeClosure }).click();
  await expect(page.getByText(words.closureRemoved)).toBeVisible();
  await expect(page.locator('.calendar-closure')).toHaveCount(0);
});
