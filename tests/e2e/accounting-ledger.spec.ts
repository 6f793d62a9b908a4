import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dayField, heldDay, typeDay } from './dayFields';
import { expect, signedIn, test, type Texts } from './fixtures';

/** The business day of the end-to-end server (tests/e2e/start-server.mjs). */
const BUSINESS_DAY = '2026-11-24';

/** Chooses a format in an export button's menu and answers the file saved. */
async function exportAs(page: Page, t: Texts, button: string, format: string) {
  await page.getByRole('button', { name: button }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test("an accountant opens an account's general ledger from the trial balance and takes its files", async ({ page, t }, {
  project,
}) => {
  const words = t.resources.accounting;
  const ledger = words.ledger;
  const formats = words.exports.formats;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/accounting/trial-balance');
  const balance = page.getByRole('table', {
    name: new RegExp(words.trialBalance.tableLabel.replace(/%\{date\}.*/, '')),
  });
  const loansRow = balance.getByRole('row').filter({ hasText: '1200' });
  const loansDebit = (await loansRow.getByRole('cell').nth(2).textContent())!.trim();
  expect(loansDebit).not.toBe('');

  // The trial balance's file for QuickBooks Online: one opening entry at the business day.
  const quickBooks = await exportAs(page, t, words.exports.button, formats.quickbooks);
  expect(quickBooks.name).toMatch(/-2026-11-24-quickbooks\.csv$/);
  expect(quickBooks.text.split('\r\n')[0]).toBe(
    '\uFEFFJournal No.,Journal Date,Account Name,Debits,Credits,Description,Name',
  );
  expect(quickBooks.text).toContain('TB-2026-11-24,11/24/2026,');

  // The receivables' row opens their ledger for the month that ends on the trial balance's day.
  await loansRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/accounting\/ledger\?account=\d+&from=2026-11-01&to=2026-11-24$/);
  await expect(page.getByRole('tab', { name: words.tabs.ledger })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: ledger.account })).toHaveValue(/^1200 — /);
  await expect(heldDay(dayField(page, ledger.from))).toHaveValue('2026-11-01');
  await expect(heldDay(dayField(page, ledger.to))).toHaveValue(BUSINESS_DAY);
  const summary = page.getByRole('region', { name: ledger.summaryLabel });
  // Its closing balance is the trial balance's, on the debit side.
  await expect(summary).toContainText(ledger.debitBalance.replace('%{amount}', loansDebit));

  const table = page.getByRole('table', {
    name: new RegExp(`^${ledger.tableLabel.replace(/%\{account\}.*/, '')}1200`),
  });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every line of the receivables comes from a loan, and opens it.
  await expect(rows.first().getByRole('link')).toBeVisible();
  const lineCount = await rows.count();
  if (lineCount < 50) {
    // The whole period on one page: its last line's balance is the closing balance.
    await expect(rows.last().locator('td').last()).toHaveText(ledger.debitBalance.replace('%{amount}', loansDebit));
  }

  // The ledger's CSV in the page's language: French Excel's semicolons and decimal comma.
  const csv = await exportAs(page, t, words.exports.button, formats.csv);
  expect(csv.name).toMatch(
    project.name === 'fr' ? /^grand-livre-1200-2026-11-01-2026-11-24\.csv$/ : /^general-ledger-1200-/,
  );
  const [heading, opening] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(heading.split(project.name === 'fr' ? ';' : ',')).toHaveLength(9);
  expect(opening).toContain(words.exports.opening);
  expect(csv.text).toMatch(project.name === 'fr' ? /;\d+,\d\d\r\n$/ : /,\d+\.\d\d\r\n$/);

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/loans\/\d+$/);
  await page.goBack();

  // Another account, chosen by its number: its ledger and its period's balances.
  const account = page.getByRole('combobox', { name: ledger.account });
  await account.fill('4100');
  await page.getByRole('option', { name: /^4100 — / }).click();
  await expect(page).toHaveURL(/account=\d+/);
  await expect(page.getByRole('table', { name: new RegExp(`4100`) })).toBeVisible();
  await expect(summary).toContainText(ledger.opening);

  // A period ending before it starts is said, not read.
  await typeDay(dayField(page, ledger.from), '2026-11-30');
  await expect(page.getByText(t.validation.dateRange)).toBeVisible();
  await expect(page).not.toHaveURL(/from=2026-11-30/);
});

test("an accountant takes the period's journal for Sage 50 from the journal", async ({ page, t }) => {
  const words = t.resources.accounting;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/accounting/journal');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const sage = await exportAs(page, t, words.exports.journalButton, words.exports.formats.sage50);
  // The month to the business day by default.
  expect(sage.name).toMatch(/-2026-11-01-2026-11-24-sage50\.txt$/);
  const lines = sage.text.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^11-\d\d-26,"\d+","[^"]*"$/);
  expect(lines.slice(1).find((line) => !/^\d\d-/.test(line))).toMatch(/^\d{4},-?\d+\.\d\d$/);
});
