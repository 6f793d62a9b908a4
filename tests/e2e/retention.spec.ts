import { axeViolations } from './axe';
import { expect, signedIn, test } from './fixtures';

/**
 * Issue 35's retention: the demo keeps three people from 2016–2018, past the seven years. An
 * administrator opens the month's review, chooses the oldest line, confirms what cannot be undone,
 * and the file is nameless a moment later (the books' side is API-tested: tests/api/retention.test.ts).
 */
test('an administrator anonymizes a former customer from the retention review', async ({ page, t }) => {
  test.setTimeout(120_000);
  const words = t.resources.retention;
  await signedIn(page, t, 'admin@demo.ca');
  await page.getByRole('menu', { name: t.menu.MENU }).getByRole('menuitem', { name: t.menu.RETENTION }).click();
  await expect(page).toHaveURL(/\/apps\/retention/);
  await expect(page.getByLabel(words.period)).toHaveValue('7');
  const table = page.getByRole('table', { name: words.title });
  const line = table.getByRole('row').filter({ hasText: words.statuses.DUE }).first();
  await expect(line).toBeVisible();
  expect(await axeViolations(page), 'the retention review').toEqual([]);

  const customerNumber = (await line.getByRole('link').textContent())!.trim();
  await line.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.anonymize }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(words.confirmBody);
  expect(await axeViolations(page), 'the confirmation').toEqual([]);
  await dialog.getByRole('button', { name: words.anonymize }).click();
  await expect(dialog).toBeHidden();

  // The job carries it out at once: the line is anonymized, the file keeps only its number.
  const done = table.getByRole('row').filter({ hasText: customerNumber });
  await expect(async () => {
    await page.goto(`/apps/retention?filter=${encodeURIComponent(JSON.stringify({ status: 'ANONYMIZED' }))}`);
    // The page's own load first (slow browsers take seconds), then the line.
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(done).toContainText(`#${customerNumber}`, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await done.getByRole('link', { name: customerNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${customerNumber}`);
});
