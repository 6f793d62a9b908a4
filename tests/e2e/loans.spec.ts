import type { Page } from '@playwright/test';
import { apiToken, moneyPattern } from './apiData';
import { expect, signedIn, test, type Texts } from './fixtures';
import { createLoan, customerWithAcceptedRequest, startLoan } from './loanData';
import { dayField, typeDay, heldDay } from './dayFields';

/** The loan screen's payment lines (the table body: its head holds the column filters). */
const scheduleLines = (page: Page) => page.getByTestId('loan-schedule').locator('tbody tr');

async function chooseAction(page: Page, key: string) {
  await page.getByTestId('loan-actions').click();
  await page.getByTestId(`loan-action-${key}`).click();
  return page.getByRole('dialog');
}

async function expectStatus(page: Page, t: Texts, status: keyof Texts['resources']['loans']['status']) {
  await expect(page.getByTestId('loan-status')).toHaveText(t.resources.loans.status[status]);
}

test('an agent makes a loan from an accepted request, previews it, saves it and starts it', async ({
  page,
  request,
  t,
}, testInfo) => {
  const project = testInfo.project.name;
  const token = await apiToken(request);
  const { customer } = await customerWithAcceptedRequest(request, token, 100_000);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}?tab=loans`);
  await expect(page.getByText(t.resources.customers.loans.empty)).toBeVisible();

  await page.getByRole('button', { name: t.resources.loans.customerTab.newLoan }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.resources.loans.terms.newTitle })).toBeVisible();
  // The largest amount the approval covers, the offer's frequency and its suggested first payment date.
  await expect(dialog.getByRole('combobox', { name: t.resources.loans.terms.amount })).toHaveText(
    moneyPattern(100_000, project),
  );
  await expect(dialog.getByRole('combobox', { name: t.resources.loans.terms.frequency })).toHaveText(
    t.resources.loans.frequency.BIWEEKLY,
  );
  const firstDate = dayField(dialog, t.resources.loans.terms.firstPaymentDate);
  await expect(heldDay(firstDate)).toHaveValue(/^2026-1[12]-\d\d$/);

  const preview = dialog.getByTestId('loan-preview');
  await expect(preview.getByText(t.resources.loans.preview.apr)).toBeVisible();
  await expect(preview.getByText(t.resources.loans.preview.totalCost)).toBeVisible();
  await expect(preview.locator('tbody tr')).toHaveCount(10);

  // Spec §5: a weekend is refused as it is typed, and nothing can be saved until it is fixed.
  const create = dialog.getByRole('button', { name: t.resources.loans.terms.create });
  await typeDay(firstDate, '2026-12-05');
  await expect(dialog.getByText(t.validation.paymentDateWeekend)).toBeVisible();
  await expect(create).toBeDisabled();
  await typeDay(firstDate, '2026-12-04');
  await expect(dialog.getByText(t.validation.paymentDateWeekend)).toHaveCount(0);

  // The preview follows the terms.
  await dialog.getByRole('combobox', { name: t.resources.loans.terms.numberOfPayments }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await expect(preview.locator('tbody tr')).toHaveCount(12);
  await expect(preview.locator('tbody tr').first()).toContainText('2026-12-04');

  await create.click();
  await expect(page.getByText(t.messages.LOAN_CREATED)).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/loans\/\d+$/);
  await expectStatus(page, t, 'PENDING');
  await expect(page.getByTestId('loan-customer')).toHaveText(customer.fullName);
  await expect(scheduleLines(page)).toHaveCount(12);

  const dialogToStart = await chooseAction(page, 'start');
  await dialogToStart.getByRole('button', { name: t.resources.loans.start.submit, exact: true }).click();
  await expect(page.getByText(t.messages.LOAN_STARTED)).toBeVisible();
  await expectStatus(page, t, 'ACTIVE');
  await expect(page.getByTestId('loan-deposit-status')).toHaveText(t.resources.loans.depositStatus.WAITING);
  await expect(scheduleLines(page)).toHaveCount(12);
  await expect(scheduleLines(page).first()).toContainText('2026-12-04');
  await expect(scheduleLines(page).first()).toContainText(t.resources.loans.lineStatus.SCHEDULED);
  // Nothing is lent before its deposit is out: the screen says so, and the money actions say why they wait.
  await expect(page.locator('[data-field="resources.loans.fields.balance"]')).toHaveText(moneyPattern(0, project));
  const notice = page.getByTestId('loan-awaiting-deposit');
  await expect(notice).toContainText(t.resources.loans.awaitingDeposit.title);
  await expect(notice).toContainText(t.resources.loans.depositStatus.WAITING);
  await page.getByTestId('loan-actions').click();
  // A started loan cannot be started again; a payment waits for the deposit.
  await expect(page.getByTestId('loan-action-start')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('loan-action-start')).toContainText(t.resources.loans.unavailable.STARTED);
  await expect(page.getByTestId('loan-action-manualPayment')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('loan-action-manualPayment')).toContainText(
    t.resources.loans.unavailable.AWAITING_DEPOSIT,
  );
  await page.keyboard.press('Escape');
  // An agent does not see deposits: the notice offers no way to one.
  await expect(notice.getByRole('link')).toHaveCount(0);

  // Spec §2's PDF account statement, details chosen.
  const statement = await chooseAction(page, 'statement');
  await statement.getByLabel(t.resources.loans.statement.DETAILS).check();
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: t.resources.loans.statement.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-details\.pdf$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: t.resources.loans.tabs.logs }).click();
  await expect(page.getByRole('row').filter({ hasText: t.audit.actions.loan.started })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: t.audit.actions.loan.created })).toHaveCount(1);

  // The customer's Loans tab lists it; a row opens it again.
  await page.getByTestId('loan-customer').click();
  await page.getByRole('tab', { name: t.resources.customers.tabs.loans }).click();
  const row = page.getByRole('row').filter({ hasText: t.resources.loans.status.ACTIVE });
  await expect(row).toContainText(moneyPattern(100_000, project));
  await row.click();
  await expect(page).toHaveURL(/\/apps\/loans\/\d+$/);
  await expectStatus(page, t, 'ACTIVE');
});

test('an agent modifies a pending loan, then deletes it and is back on the customer', async ({ page, request, t }) => {
  const token = await apiToken(request);
  const { customer, requestId } = await customerWithAcceptedRequest(request, token, 50_000);
  const loan = await createLoan(request, token, requestId);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  await expect(scheduleLines(page)).toHaveCount(6);

  const modify = await chooseAction(page, 'modify');
  await modify.getByRole('combobox', { name: t.resources.loans.terms.numberOfPayments }).click();
  await page.getByRole('option', { name: '8', exact: true }).click();
  await expect(modify.getByTestId('loan-preview').locator('tbody tr')).toHaveCount(8);
  await modify.getByRole('button', { name: t.resources.loans.terms.save, exact: true }).click();
  await expect(page.getByText(t.messages.LOAN_UPDATED)).toBeVisible();
  await expect(scheduleLines(page)).toHaveCount(8);
  await expect(page.locator('[data-field="resources.loans.fields.numberOfPayments"]')).toHaveText('8');

  const remove = await chooseAction(page, 'delete');
  await remove.getByRole('button', { name: t.resources.loans.delete.submit, exact: true }).click();
  await expect(page.getByText(t.messages.LOAN_DELETED)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/apps/customers/${customer.id}\\?tab=loans$`));
  await expect(page.getByText(t.resources.customers.loans.empty)).toBeVisible();
});

test('a loan changed by someone else meanwhile asks for Update, which shows it as it now stands', async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request);
  const { requestId } = await customerWithAcceptedRequest(request, token, 50_000);
  const loan = await createLoan(request, token, requestId);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  await expectStatus(page, t, 'PENDING');

  // Started elsewhere while the dialog is open (the live channel does not reload the loan under an open dialog).
  const dialog = await chooseAction(page, 'start');
  await startLoan(request, token, loan);
  await dialog.getByRole('button', { name: t.resources.loans.start.submit, exact: true }).click();
  await expect(dialog.getByText(t.errors.STALE_VERSION)).toBeVisible();
  await dialog.getByRole('button', { name: t.concurrency.update }).click();
  // Started meanwhile: there is nothing left to confirm.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectStatus(page, t, 'ACTIVE');
});

test('from an accepted request the agent creates its loan, and starts it from the button the new loan shows', async ({
  page,
  request,
  t,
}, testInfo) => {
  const token = await apiToken(request);
  const { customer, requestId } = await customerWithAcceptedRequest(request, token, 100_000);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/requests/${requestId}`);

  await page.getByRole('button', { name: t.resources.requests.actions.createLoan }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.resources.loans.terms.newTitle })).toBeVisible();
  // This request, on the amount it was approved for.
  await expect(dialog.getByRole('combobox', { name: t.resources.loans.terms.request })).toContainText(
    String(requestId),
  );
  await expect(dialog.getByRole('combobox', { name: t.resources.loans.terms.amount })).toHaveText(
    moneyPattern(100_000, testInfo.project.name),
  );
  await dialog.getByRole('button', { name: t.resources.loans.terms.create }).click();
  await expect(page).toHaveURL(/\/apps\/loans\/\d+$/);
  await expect(page.getByTestId('loan-customer')).toHaveText(customer.fullName);
  await expectStatus(page, t, 'PENDING');

  // The next step is a button of its own; once started, it is gone.
  await page.getByRole('button', { name: t.resources.loans.actions.start, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.resources.loans.start.submit, exact: true }).click();
  await expectStatus(page, t, 'ACTIVE');
  await expect(page.getByRole('button', { name: t.resources.loans.actions.start, exact: true })).toHaveCount(0);

  // The request now leads to its loan instead.
  await page.goto(`/apps/requests/${requestId}`);
  await expect(page.getByRole('button', { name: t.resources.requests.actions.createLoan })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: new RegExp(t.resources.requests.actions.openLoan.split('%')[0]) }),
  ).toBeVisible();
});
