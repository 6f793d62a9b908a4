import { apiToken, moneyPattern } from './apiData';
import { expect, signedIn, test } from './fixtures';
import { customerWithAcceptedRequest } from './loanData';
import { dayField, typeDay } from './dayFields';

/**
 * The amount matrix is shared by every spec of the run: each language adds its own amount, above
 * what the other journeys approve (at most $1,000), and removes nothing.
 */
const NEW_AMOUNT: Record<string, { cents: number; typed: string }> = {
  fr: { cents: 160_000, typed: '1600' },
  en: { cents: 170_000, typed: '1700' },
};
/** Each language adds its own fee value (one value per kind and date). */
const FEE_DATE: Record<string, string> = { fr: '2027-02-01', en: '2027-03-01' };

test('an administrator adds an amount to the matrix and the new-loan dialog offers it', async ({
  page,
  request,
  t,
}, testInfo) => {
  const project = testInfo.project.name;
  const amount = NEW_AMOUNT[project] ?? NEW_AMOUNT.fr;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/configuration');
  await expect(page).toHaveURL(/\/apps\/configuration\/loan$/);
  const section = t.resources.configuration.loan;
  await expect(page.getByRole('tab', { name: t.resources.configuration.tabs.loan })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The rate in the reader's number format, like the amounts beside it.
  await expect(page.getByLabel(section.fields.annualInterestRate)).toHaveValue(project === 'fr' ? '18,9' : '18.9');

  await page.getByRole('button', { name: section.matrix.addAmount }).click();
  await page.getByLabel(section.fields.amount, { exact: true }).last().fill(amount.typed);
  await page.getByLabel(section.fields.numberOfPayments, { exact: true }).last().fill('20, 26');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CONFIGURATION_SAVED)).toBeVisible();

  // A customer approved for $2,000 is offered the new amount, over the numbers of payments given.
  const token = await apiToken(request);
  const { customer } = await customerWithAcceptedRequest(request, token, 200_000);
  await page.goto(`/apps/customers/${customer.id}?tab=loans`);
  await page.getByRole('button', { name: t.resources.loans.customerTab.newLoan }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.resources.loans.terms.newTitle })).toBeVisible();
  await dialog.getByRole('combobox', { name: t.resources.loans.terms.amount }).click();
  await page.getByRole('option', { name: moneyPattern(amount.cents, project) }).click();
  await dialog.getByRole('combobox', { name: t.resources.loans.terms.numberOfPayments }).click();
  await expect(page.getByRole('option')).toHaveText(['20', '26']);
});

test('an administrator changes the collection degrees; a range that leaves days out is refused on its field', async ({
  page,
  t,
}, testInfo) => {
  const section = t.resources.configuration.loan;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/configuration/loan');
  await expect(page.getByRole('heading', { name: section.degrees.title })).toBeVisible();
  const from = page.getByLabel(section.fields.fromDays, { exact: true });
  await expect(from).toHaveCount(4);
  await from.nth(1).fill('45');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.validation.degreeGap)).toBeVisible();

  await from.nth(1).fill('31');
  const name = `Plus de 90 jours (${testInfo.project.name})`;
  await page.getByLabel(section.fields.nameFr, { exact: true }).last().fill(name);
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CONFIGURATION_SAVED)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(section.fields.nameFr, { exact: true }).last()).toHaveValue(name);
});

test('an administrator adds a future fee value; a past date is refused', async ({ page, t }, testInfo) => {
  const date = FEE_DATE[testInfo.project.name] ?? FEE_DATE.fr;
  const fees = t.resources.configuration.fees;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/configuration/loan');
  const history = page.getByRole('table', { name: fees.title });
  const original = history.getByRole('row').filter({ hasText: '2000-01-01' }).filter({ hasText: fees.kind.NSF });
  await expect(original).toContainText(fees.status.inForce);
  await expect(history.getByRole('row').filter({ hasText: date })).toHaveCount(0);

  await page.getByRole('button', { name: fees.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fees.columns.amount).fill('55');
  await typeDay(dayField(dialog, fees.columns.effectiveDate), '2026-11-01');
  await dialog.getByRole('button', { name: fees.dialog.submit }).click();
  await expect(dialog.getByText(t.validation.effectiveDateFuture)).toBeVisible();

  await typeDay(dayField(dialog, fees.columns.effectiveDate), date);
  await dialog.getByRole('button', { name: fees.dialog.submit }).click();
  await expect(page.getByText(t.messages.FEE_ADDED)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const added = history.getByRole('row').filter({ hasText: date });
  await expect(added).toContainText(fees.kind.NSF);
  await expect(added).toContainText(moneyPattern(5_500, testInfo.project.name));
  await expect(added).toContainText(fees.status.upcoming);
  // The earlier value stays in force until then.
  await expect(original).toContainText(fees.status.inForce);
});

test('an agent reads the loan configuration without changing it, and the other tabs have their own URLs', async ({
  page,
  t,
}) => {
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/configuration');
  await expect(page).toHaveURL(/\/apps\/configuration\/loan$/);
  await expect(page.getByText(t.resources.configuration.loan.readOnly)).toBeVisible();
  await expect(page.getByLabel(t.resources.configuration.loan.fields.annualInterestRate)).toBeDisabled();
  await expect(page.getByRole('button', { name: t.ra.action.save })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.resources.configuration.fees.add })).toHaveCount(0);

  await page.getByRole('tab', { name: t.resources.configuration.tabs.portal }).click();
  await expect(page).toHaveURL(/\/apps\/configuration\/portal$/);
  await expect(page.getByText(t.resources.portalConfiguration.readOnly)).toBeVisible();
  await page.goto('/apps/configuration/messages/all');
  await expect(page.getByRole('tab', { name: t.resources.configuration.tabs.messages })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
