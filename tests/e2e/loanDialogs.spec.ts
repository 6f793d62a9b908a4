import { apiToken } from './apiData';
import { expect, signedIn, test } from './fixtures';
import { collectedPayments, demoLoanWithCollectedPayment, getLoan, startedLoan } from './loanDialogData';
import { escapeRegExp, openLoanAction as openAction, scheduleRow, showScheduleHistory } from './loanSchedule';
import { dayField, typeDay, heldDay } from './dayFields';

/** Opens one of the loan screen's actions; its dialog is the page's only one. */
test('an agent records a manual payment, told first about a weekend date', async ({ page, request, t }) => {
  const loan = await startedLoan(request, await apiToken(request));
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);

  const dialog = await openAction(page, 'manualPayment');
  const words = t.resources.loanDialogs;
  // The loan started on the business day, 2026-11-24: the payment is dated that day to begin with.
  const date = dayField(dialog, words.fields.date);
  await expect(heldDay(date)).toHaveValue('2026-11-24');
  await typeDay(date, '2026-11-21');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText(t.validation.paymentDateWeekend)).toBeVisible();
  await typeDay(date, '2026-11-24');
  await dialog.getByLabel(words.fields.amount).fill('75');
  await dialog.getByRole('button', { name: words.manualPayment.submit }).click();

  await expect(page.getByText(t.messages.PAYMENT_CREATED)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = scheduleRow(page, '2026-11-24');
  await expect(row).toContainText(t.resources.loans.lineStatus.PAID);
  const after = await getLoan(request, await apiToken(request), loan.id);
  expect(after.totalOwing).toBe(loan.totalOwing - 7_500);
});

test('an agent defers the next payment, the fee charged by default', async ({ page, request, t }) => {
  const loan = await startedLoan(request, await apiToken(request));
  const next = loan.payments.find((line) => line.status === 'SCHEDULED' && !line.sent)!;
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);

  const dialog = await openAction(page, 'defer');
  const words = t.resources.loanDialogs;
  await expect(dialog.getByRole('radio', { name: words.feeOption.CHARGE })).toBeChecked();
  await expect(dialog.getByRole('combobox')).toContainText(next.date);
  await dialog.getByRole('button', { name: words.defer.submit }).click();

  await expect(page.getByText(t.messages.PAYMENT_DEFERRED)).toBeVisible();
  // The schedule shows what is owed now: the deferred line is folded away with the history.
  await expect(scheduleRow(page, next.date)).toHaveCount(0);
  const after = await getLoan(request, await apiToken(request), loan.id);
  const count = after.payments.filter((line) => !line.history && line.kind === 'SCHEDULED').length;
  await expect(page.locator('[data-field="resources.loans.fields.numberOfPayments"]')).toHaveText(String(count));
  // Every line reads "Payment k of n" with k ≤ n (it read "Payment 14 of 13" after a deferral).
  const places = (await page.getByTestId('loan-schedule').locator('tbody').innerText())
    .match(/(?:Paiement|Payment) \d+ (?:de|of) \d+/g)!
    .map((text) => text.match(/\d+/g)!.map(Number));
  expect(places.map(([place]) => place)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  expect(places.every(([, of]) => of === count)).toBe(true);
  await showScheduleHistory(page, t);
  await expect(scheduleRow(page, next.date)).toContainText(t.resources.loans.lineStatus.DEFERRED);
  // The deferral fee (the configuration's $25) is owed on top.
  expect(after.ledger.filter((entry) => entry.kind === 'DEFERRAL_FEE').map((entry) => entry.total)).toEqual([2_500]);
});

test('an agent stops a loan, then restarts its payments from a new date', async ({ page, request, t }) => {
  const loan = await startedLoan(request, await apiToken(request));
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  const words = t.resources.loanDialogs;

  let dialog = await openAction(page, 'stop');
  const today = `${words.stopChoice.TODAY} (2026-11-24)`;
  await expect(dialog.getByRole('radio', { name: today })).toBeChecked();
  await dialog.getByRole('button', { name: words.stop.submit }).click();
  await expect(
    dialog.getByText(words.stop.confirm.replace('%{number}', String(loan.loanNumber)).replace('%{date}', '2026-11-24')),
  ).toBeVisible();
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByText(t.messages.LOAN_STOPPED)).toBeVisible();
  await showScheduleHistory(page, t);
  await expect(scheduleRow(page, '2026-12-04')).toContainText(t.resources.loans.lineStatus.CANCELLED);

  dialog = await openAction(page, 'restart');
  await dialog.getByLabel(words.fields.numberOfPayments).fill('4');
  await typeDay(dayField(dialog, words.fields.firstPaymentDate), '2026-12-10');
  const preview = dialog.getByRole('table', { name: words.restart.preview });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(1)).toContainText('2026-12-10');
  await dialog.getByRole('button', { name: words.restart.submit }).click();

  await expect(page.getByText(t.messages.LOAN_RESTARTED)).toBeVisible();
  await expect(scheduleRow(page, '2026-12-10')).toContainText(t.resources.loans.lineStatus.SCHEDULED);
  const after = await getLoan(request, await apiToken(request), loan.id);
  expect(after.status).toBe('ACTIVE');
  expect(after.payments.filter((line) => line.status === 'SCHEDULED').map((line) => line.date)).toEqual([
    '2026-12-10',
    '2026-12-24',
    '2027-01-07',
    '2027-01-21',
  ]);
});

test('an agent adds an NSF on a collected payment, then removes it', async ({ page, request, t }, testInfo) => {
  const token = await apiToken(request);
  const loan = await demoLoanWithCollectedPayment(request, token, testInfo.project.name === 'en' ? 1 : 0);
  const returned = collectedPayments(loan).at(-1)!;
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  const words = t.resources.loanDialogs;

  let dialog = await openAction(page, 'nsf');
  // The latest collected payment is the one offered first.
  await expect(dialog.getByRole('combobox')).toContainText(returned.date);
  await dialog.getByRole('button', { name: words.nsf.submit }).click();
  await expect(page.getByText(t.messages.NSF_CREATED)).toBeVisible();
  await expect(scheduleRow(page, returned.date)).toContainText(t.resources.loans.lineStatus.NSF);

  dialog = await openAction(page, 'remove');
  const nsfEntry = dialog.getByRole('radio', {
    name: new RegExp(`^${escapeRegExp(t.resources.loans.ledgerKind.NSF)}\\b.*${returned.date}`),
  });
  await nsfEntry.check();
  await dialog.getByRole('button', { name: words.remove.submit }).click();
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByText(t.messages.NSF_DELETED)).toBeVisible();
  await expect(scheduleRow(page, returned.date)).toContainText(t.resources.loans.lineStatus.PAID);
  const after = await getLoan(request, token, loan.id);
  expect(after.payments.find((line) => line.id === returned.id)?.status).toBe('PAID');
});
