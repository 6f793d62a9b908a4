import { dayField, typeDay } from './dayFields';
import { expect, menuLabels, signedIn, test } from './fixtures';

test("an accountant reads the books: the trial balance balances at the business day and before, and the journal lists a loan's lines by account", async ({
  page,
  t,
}) => {
  const words = t.resources.accounting;
  const journal = t.resources['accounting/journal'];
  await signedIn(page, t, 'admin@demo.ca');
  await menuLabels(page, t).filter({ hasText: t.menu.ACCOUNTING }).click();
  await expect(page).toHaveURL(/\/apps\/accounting\/trial-balance$/);

  const table = page.getByRole('table', { name: new RegExp(words.trialBalance.tableLabel.replace(/%\{date\}.*/, '')) });
  await expect(table).toBeVisible();
  // The receivables and the income of the demo loans, debits equal to credits.
  await expect(table.getByRole('row').filter({ hasText: '1200' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '4100' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: words.trialBalance.balanced })).toBeVisible();
  const totals = table.locator('tfoot tr').first();
  const [debit, credit] = await Promise.all([
    totals.locator('td').nth(0).textContent(),
    totals.locator('td').nth(1).textContent(),
  ]);
  expect(debit).toBe(credit);

  // Before the first loan, nothing.
  await typeDay(dayField(page, words.trialBalance.date), '2000-01-01');
  await expect(page.getByRole('status').filter({ hasText: words.trialBalance.empty })).toBeVisible();

  // The journal: the receivables' lines, each from its loan.
  await page.getByRole('tab', { name: words.tabs.journal }).click();
  await expect(page).toHaveURL(/\/apps\/accounting\/journal$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await page.getByRole('combobox', { name: journal.fields.accountId }).click();
  await page.getByRole('option', { name: /^1200 — / }).click();
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toContainText('1200');
  for (const row of await rows.all()) await expect(row).toContainText('1200 — ');
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/loans\/\d+/);
});

test('an administrator adds an account to the chart and has balance increases credit it', async ({ page, t }, {
  project,
}) => {
  const words = t.resources.accounting;
  const number = project.name === 'fr' ? '4301' : '4302';
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/configuration/accounting');
  await expect(page.getByRole('table', { name: words.chart.tableLabel })).toBeVisible();
  await page.getByRole('button', { name: words.chart.add }).click();
  const dialog = page.getByRole('dialog', { name: words.chart.addTitle });
  await dialog.getByLabel(words.chart.fields.number).fill(number);
  await dialog.getByLabel(words.chart.fields.nameFr).fill(`Frais de dossier ${number}`);
  await dialog.getByLabel(words.chart.fields.nameEn).fill(`File fees ${number}`);
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: words.chart.tableLabel }).getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(words.accountTypes.INCOME);

  // Its mapping: a balance increase's capital now moves the new account.
  const counter = page.getByRole('combobox', {
    name: words.mappings.counterOf
      .replace('%{kind}', t.resources.loans.ledgerKind.BALANCE_INCREASE)
      .replace('%{part}', words.mappings.parts.capital),
  });
  await counter.click();
  await page.getByRole('option', { name: new RegExp(`^${number} — `) }).click();
  await page.getByRole('button', { name: words.mappings.save }).click();
  await expect(page.getByText(words.mappings.saved)).toBeVisible();
  await page.reload();
  await expect(counter).toContainText(number);
});

test('an agent opening Configuration → Accounting reads why, not the chart', async ({ page, t }) => {
  const words = t.resources.accounting;
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/configuration/accounting');
  await expect(page.getByText(words.chart.noAccess)).toBeVisible();
  await expect(page.getByRole('table', { name: words.chart.tableLabel })).toHaveCount(0);
});
