import { apiToken } from './apiData';
import { expect, menuLabels, signedIn, test } from './fixtures';
import { startedLoan } from './loanDialogData';

test('an agent finds a loan in the loans list by its status and opens it', async ({ page, request, t }) => {
  const loan = await startedLoan(request, await apiToken(request));
  await signedIn(page, t, 'agent@demo.ca');
  await menuLabels(page, t).filter({ hasText: t.menu.LOANS }).click();
  await expect(page).toHaveURL(/\/apps\/loans$/);
  await expect(page.getByRole('heading', { level: 1, name: t.resources.loans.list.title })).toBeVisible();

  // Newest first: the loan just started heads the list, with its status.
  const row = page.getByRole('row').filter({ hasText: String(loan.loanNumber) });
  await expect(row).toContainText(t.resources.loans.status.ACTIVE);

  // Only the stopped loans: this one is not among them.
  await page.getByRole('combobox', { name: t.resources.loans.fields.status }).click();
  await page.getByRole('option', { name: t.resources.loans.status.STOPPED }).click();
  await expect(page).toHaveURL(/STOPPED/);
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: t.resources.loans.fields.status }).click();
  await page.getByRole('option', { name: t.resources.loans.status.ACTIVE }).click();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/apps/loans/${loan.id}$`));
});
