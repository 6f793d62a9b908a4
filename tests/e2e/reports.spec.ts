import { readFile } from 'node:fs/promises';
import { expect, signedIn, test } from './fixtures';
import { dayField, typeDay } from './dayFields';

test('the reports: each tab opens on the real data, a payments report shows its totals, and exports its CSV', async ({
  page,
  t,
}, { project }) => {
  const words = t.resources.reports;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/reports');
  await expect(page).toHaveURL(/\/apps\/reports\/renew$/);
  // At 1,280 px every tab is in sight, none behind a scroll arrow.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
  for (const name of ['renew', 'stopped', 'yearEnd', 'upcoming', 'past', 'rejections', 'monthly'] as const) {
    await page.getByRole('tab', { name: words.tabs[name] }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/reports/${name}$`));
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    // Every column in sight at 1,280 px, the menu open: none scrolls off the report's frame.
    const widerBy = await page
      .locator('table')
      .first()
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(widerBy, name).toBeLessThanOrEqual(0);
  }

  // A renewal offered to a loan near its end: sent from its template, the day shown on its row (the
  // other language's run may have sent it first: then it is sent again, the same day kept).
  await page.getByRole('tab', { name: words.tabs.renew }).click();
  const either = new RegExp(`^(${words.actions.sendOffer}|${words.actions.resendOffer})$`);
  const offered = page.getByRole('row').filter({ has: page.getByRole('button', { name: either }) });
  const loanNumber = (await offered.first().getByRole('cell').nth(2).textContent())!;
  await offered.first().getByRole('button', { name: either }).click();
  await expect(page.getByText(words.offerSent)).toBeVisible();
  const sentRow = page.getByRole('row').filter({ hasText: loanNumber });
  await expect(sentRow.getByRole('button', { name: words.actions.resendOffer })).toBeVisible();
  await expect(sentRow).toContainText('2026-11-24');

  // The year-end: each part charged and collected, and their total; one month narrows it.
  await page.getByRole('tab', { name: words.tabs.yearEnd }).click();
  await expect(page.getByRole('row').filter({ hasText: words.yearEndParts.membershipFees })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: words.yearEndParts.total })).toHaveCount(1);

  // The payments to come: the demo loans' schedules, with their totals over the 31 days read.
  await page.getByRole('tab', { name: words.tabs.upcoming }).click();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('report-totals')).toContainText('2026-11-24 → 2026-12-24');
  await page.getByRole('combobox', { name: words.filters.provider }).click();
  await page.getByRole('option', { name: t.resources.loans.provider.INTERAC }).click();
  await expect(page.getByTestId('report-totals')).toContainText(t.resources.loans.provider.INTERAC);
  await expect(page.getByTestId('report-totals')).not.toContainText(t.resources.loans.provider.CARD);

  // Exported whole, for this language's Excel.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: words.actions.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, first] = csv.replace('\uFEFF', '').split('\r\n');
  const separator = project.name === 'fr' ? ';' : ',';
  expect(header.split(separator).slice(0, 2)).toEqual([words.columns.date, words.columns.loanNumber]);
  expect(first.split(separator)).toContain(t.resources.loans.provider.INTERAC);
  expect(first).toMatch(project.name === 'fr' ? /;\d+,\d{2};/ : /,\d+\.\d{2},/);

  // The days in the screen's language, whatever the browser's: "AAAA-MM-JJ" and "novembre 2026" in
  // French (the browser's own field said "mm/dd/yyyy"); a day typed narrows the totals.
  await page.getByRole('tab', { name: words.tabs.past }).click();
  const from = dayField(page, words.filters.from);
  await expect(from).toContainText(project.name === 'fr' ? 'AAAA' : 'YYYY');
  await from.locator('xpath=..').getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText(project.name === 'fr' ? 'novembre 2026' : 'November 2026');
  await page.keyboard.press('Escape');
  await typeDay(from, '2026-11-15');
  await expect(page.getByTestId('report-totals')).toContainText('2026-11-15 → 2026-11-24');

  // The year's amounts, month by month.
  await page.getByRole('tab', { name: words.tabs.monthly }).click();
  await expect(page.getByRole('row').filter({ hasText: '2026-11' })).toHaveCount(1);
});

test('a user without a report permission does not see the reports', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/reports/monthly');
  await expect(page.getByRole('tab', { name: t.resources.reports.tabs.monthly })).toHaveCount(0);
});
