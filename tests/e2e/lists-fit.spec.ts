import type { Page } from '@playwright/test';
import { expect, signedIn, test } from './fixtures';
import { apiToken } from './apiData';
import { startedLoan } from './loanDialogData';

/** How far the page reaches past the window, and the search fields that end outside it. */
function overflow(page: Page) {
  return page.evaluate(() => ({
    pageWiderBy: document.documentElement.scrollWidth - window.innerWidth,
    filtersOffScreen: [...document.querySelectorAll('form[class*="RaFilterForm"] input:not([type="hidden"])')]
      .filter((input) => input.getBoundingClientRect().right > window.innerWidth)
      .map((input) => input.getAttribute('name') ?? input.id),
  }));
}

/** How far a list's table reaches past its frame. */
const tableWiderBy = (page: Page) =>
  page
    .locator('table')
    .first()
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));

for (const width of [1280, 800]) {
  test(`the requests and customers lists fit ${width} px, with every search field in sight`, async ({ page, t }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, t, 'agent@demo.ca');
    for (const [path, heading] of [
      ['/apps/requests/all', `${t.pages.requests.title} — ${t.resources.requests.queues.all}`],
      ['/apps/requests/accepted', `${t.pages.requests.title} — ${t.resources.requests.queues.accepted}`],
      ['/apps/customers/all', t.resources.customers.title],
      ['/apps/loans', t.resources.loans.list.title],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      // A wide table scrolls in its own frame; the page, the app bar and the search stay in the window.
      expect(await overflow(page), path).toEqual({ pageWiderBy: 0, filtersOffScreen: [] });
      // At 1,280 px every default column is in sight, the last one too (the loans' creation was cut).
      if (width === 1280) expect(await tableWiderBy(page), path).toBeLessThanOrEqual(0);
    }

    // A customer's tabs are all in sight: none hides behind a scroll arrow.
    await page.goto('/apps/customers/all');
    await page.locator('table tbody tr').first().click();
    const tabs = page.getByRole('tablist', { name: t.resources.customers.tabs.label });
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    const hidden = await tabs.evaluate((list) => {
      const frame = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => tab.getBoundingClientRect().right > Math.min(frame.right, window.innerWidth) + 1)
        .map((tab) => tab.textContent);
    });
    expect(hidden).toEqual([]);
    expect((await overflow(page)).pageWiderBy).toBe(0);
  });
}

test('the columns button shows a column the list hides at first, and remembers it', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/requests/all');
  const emailHeader = page.getByRole('columnheader', { name: t.resources.requests.fields.email });
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect(emailHeader).toHaveCount(0);

  await page.getByRole('button', { name: t.ra.action.select_columns }).click();
  await page.getByRole('switch', { name: t.resources.requests.fields.email }).check();
  await page.keyboard.press('Escape');
  await expect(emailHeader).toBeVisible();

  // Another queue of the same list, and a reload, keep the choice.
  await page.goto('/apps/requests/new');
  await expect(page.locator('table')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: t.resources.requests.fields.email })).toBeVisible();
});

test('below 900 px the request queues are a row above the list, each in sight with its count', async ({ page, t }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/requests/all');
  const queues = page.getByRole('navigation', { name: t.resources.requests.queues.title });
  for (const link of await queues.getByRole('link').all()) await expect(link).toBeInViewport();
  await queues.getByRole('link', { name: new RegExp(`^${t.resources.requests.queues.denied}`) }).click();
  await expect(page).toHaveURL(/\/apps\/requests\/denied$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${t.pages.requests.title} — ${t.resources.requests.queues.denied}` }),
  ).toBeVisible();
});

test('the collection files show their default columns without scrolling sideways at 1280 px', async ({ page, t }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/collections/all');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await tableWiderBy(page)).toBeLessThanOrEqual(0);
  expect((await overflow(page)).pageWiderBy).toBe(0);
});

test("a loan's schedule and ledger fit 1280 px, the status first, each column's filter behind its header button", async ({
  page,
  request,
  t,
}) => {
  const loan = await startedLoan(request, await apiToken(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  const labels = t.resources.loans;
  const widerThanItsCard = (testId: string) =>
    page.getByTestId(testId).evaluate((card) => card.scrollWidth - card.clientWidth);

  const schedule = page.getByTestId('loan-schedule');
  await expect(schedule.locator('tbody tr').first()).toBeVisible();
  await expect(schedule.getByRole('columnheader').first()).toHaveText(labels.schedule.status);
  expect(await widerThanItsCard('loan-schedule')).toBe(0);
  // Every header's filter in reach, the status and the description in sight.
  for (const name of [labels.schedule.status, labels.schedule.description])
    await expect(schedule.getByRole('columnheader', { name })).toBeInViewport();

  // A filter by its mode's full name: the description of the first payment, and back.
  const lines = schedule.locator('tbody tr');
  const count = await lines.count();
  await schedule
    .getByRole('button', { name: t.dataTable.filterOn.replace('%{column}', labels.schedule.number) })
    .click();
  const panel = page.getByRole('dialog', { name: t.dataTable.filterOn.replace('%{column}', labels.schedule.number) });
  await panel.getByRole('combobox', { name: t.dataTable.mode }).click();
  await page.getByRole('option', { name: t.dataTable.modes.equals }).click();
  await panel.getByRole('textbox', { name: t.dataTable.value }).fill('1');
  await panel.getByRole('button', { name: t.dataTable.done }).click();
  await expect(lines).toHaveCount(1);
  const inUse = page.getByRole('group', { name: t.dataTable.activeFilters });
  await expect(inUse).toContainText(labels.schedule.number);
  // A chip in use is removed as MUI's chips are: focused, then Delete.
  await inUse.getByRole('button').first().press('Delete');
  await expect(lines).toHaveCount(count);

  await page.getByRole('tab', { name: labels.tabs.ledger }).click();
  await expect(page.getByTestId('loan-ledger').locator('tbody tr').first()).toBeVisible();
  expect(await widerThanItsCard('loan-ledger')).toBe(0);
});

test('below 1000 px the menu folds to its icons, leaving the list the room; its button opens it', async ({
  page,
  t,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/customers/all');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const menu = page.getByRole('menu', { name: t.menu.MENU });
  const menuWidth = async () => Math.round((await menu.boundingBox())!.width);
  await expect.poll(menuWidth).toBeLessThanOrEqual(64);
  // Every item still reachable by its name.
  await expect(menu.getByRole('menuitem', { name: t.menu.CUSTOMERS })).toBeVisible();
  await page.getByRole('button', { name: t.ra.action.open_menu }).click();
  await expect.poll(menuWidth).toBeGreaterThan(200);

  // A wide window shows it open again, as the user keeps it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(menuWidth).toBeGreaterThan(200);
});

test('the deposits list shows its loan numbers and its last column at 1280 px', async ({ page, t }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, t, 'staff@demo.ca');
  await page.goto('/apps/deposits/all');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const fields = t.resources.deposits.fields;
  await expect(page.getByRole('columnheader').first()).toHaveText(fields.loanNumber);
  await expect(page.getByRole('columnheader', { name: fields.createdAt })).toBeInViewport({ ratio: 1 });
  expect((await overflow(page)).pageWiderBy).toBe(0);
});
