import type { Page } from '@playwright/test';
import { apiToken, moneyPattern } from './apiData';
import { expect, signedIn, test, type Texts } from './fixtures';
import { createLoan, customerWithAcceptedRequest, startLoan } from './loanData';
import { depositOfLoan } from './loanDialogData';

/** A loan of $500 started through the API, its deposit waiting: the deposit's id and the loan's. */
async function waitingDeposit(request: Parameters<typeof apiToken>[0], provider: 'CARD' | 'INTERAC') {
  const token = await apiToken(request);
  const { customer, requestId } = await customerWithAcceptedRequest(request, token, 50_000);
  const loan = await startLoan(request, token, await createLoan(request, token, requestId, provider));
  return { customer, loan, deposit: await depositOfLoan(request, token, loan.id) };
}

const sendNow = async (page: Page, t: Texts) => {
  await page.goto('/apps/deposits/all');
  await page.getByRole('button', { name: t.resources.deposits.actions.runBatches }).click();
  await expect(page.getByText(/\d+ (fichier|file)/)).toBeVisible();
};

test('staff send a deposit by Interac, see it go out and arrive, and the loan lend it', async ({ page, request, t }, {
  project,
}) => {
  const { customer, loan, deposit } = await waitingDeposit(request, 'INTERAC');
  await signedIn(page, t, 'staff@demo.ca');

  // From the deposits list, found by the borrower's name.
  await page.goto('/apps/deposits/all');
  await page.getByRole('textbox', { name: t.resources.deposits.fields.q, exact: true }).fill(customer.lastName);
  const row = page.getByRole('row').filter({ hasText: customer.lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t.resources.deposits.status.WAITING);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/apps/deposits/${deposit.id}$`));

  await page.getByRole('button', { name: t.resources.deposits.actions.send }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t.resources.deposits.transactionType.INTERAC_EMAIL)).toBeChecked();
  await dialog.getByLabel(t.resources.deposits.fields.interacEmail).fill('remi.bouchard@example.ca');
  await dialog.getByLabel(t.resources.deposits.fields.question).fill('Qui?');
  await dialog.getByLabel(t.resources.deposits.fields.answer).fill('Moi');
  await dialog.getByRole('button', { name: t.resources.deposits.actions.send }).click();
  // Bounds of the Interac network, said on the field.
  await expect(dialog.getByText(t.validation.interacQuestion)).toBeVisible();
  await dialog.getByLabel(t.resources.deposits.fields.question).fill('Nom de votre premier chien?');
  await dialog.getByRole('button', { name: t.resources.deposits.actions.send }).click();
  await expect(page.getByText(t.resources.deposits.messages.sent)).toBeVisible();
  await expect(page.getByTestId('deposit-payment-status')).toHaveText(t.resources.deposits.paymentStatus.IN_PROGRESS);
  // With the provider, it cannot be sent again: the button stays, disabled, and says why.
  const send = page.getByRole('button', { name: t.resources.deposits.actions.send });
  await expect(send).toBeDisabled();
  await expect(page.getByTestId('action-reason')).toContainText(t.resources.deposits.unavailable.AT_PROVIDER);

  // The provider's hours pass (a blink in the test server's sandbox); its news comes in.
  await sendNow(page, t);
  await page.goto(`/apps/deposits/${deposit.id}`);
  await expect(page.getByTestId('deposit-status')).toHaveText(t.resources.deposits.status.DEPOSITED);
  await expect(send).toBeDisabled();
  await expect(page.getByRole('button', { name: t.resources.deposits.actions.cancel })).toBeDisabled();
  await expect(page.getByTestId('action-reason')).toContainText(t.resources.deposits.unavailable.DEPOSITED);
  await page.getByRole('tab', { name: t.resources.deposits.tabs.history }).click();
  // In the history once (the shrunk sandbox's hours can fall before the send's own record: no order asserted).
  await expect(page.locator('[data-testid="deposit-event"][data-kind="PROVIDER_DEPOSITED"]')).toHaveCount(1);

  // The transaction list has it, by its provider's transaction; a row opens the transaction.
  await page.goto('/apps/deposits/all');
  await page.getByRole('tab', { name: t.resources.deposits.list.views.transactions }).click();
  await page.getByRole('textbox', { name: t.resources.deposits.fields.q, exact: true }).fill(customer.lastName);
  const transaction = page.getByRole('row').filter({ hasText: customer.lastName });
  await expect(transaction).toContainText(/ETR-/);
  await transaction.click();
  await expect(page).toHaveURL(new RegExp(`/apps/deposits/details/${deposit.id}$`));
  await page.goto(`/apps/deposits/${deposit.id}`);

  // The loan now owes what was lent; its deposit chip leads back here.
  await page.getByRole('link', { name: t.resources.deposits.actions.openLoan }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/loans/${loan.id}$`));
  await expect(page.locator('[data-field="resources.loans.fields.balance"]')).toHaveText(
    moneyPattern(50_000, project.name),
  );
  await page.getByTestId('loan-deposit-link').click();
  await expect(page).toHaveURL(new RegExp(`/apps/deposits/${deposit.id}$`));
});

test('staff cancel an EFT before its cut-off, and are told when it is too late', async ({ page, request, t }) => {
  const early = await waitingDeposit(request, 'CARD');
  const late = await waitingDeposit(request, 'CARD');
  await signedIn(page, t, 'staff@demo.ca');

  // The success names the file by the lender's day and time: the business date's (a Tuesday) or
  // the next business day's, in Toronto's time whatever the browser's.
  const days = ['2026-11-24T12:00:00-05:00', '2026-11-25T12:00:00-05:00'].map((day) =>
    new Intl.DateTimeFormat(test.info().project.name === 'en' ? 'en-CA' : 'fr-CA', {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      timeZone: 'America/Toronto',
    }).format(new Date(day)),
  );
  const said = new RegExp(
    t.resources.deposits.eftCutoff
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('%\\{day\\}', `(${days.join('|')})`)
      .replace('%\\{time\\}', '\\d{1,2}(:| h )\\d{2}( a\\.m\\.| p\\.m\\.)?'),
  );
  for (const { deposit } of [early, late]) {
    await page.goto(`/apps/deposits/${deposit.id}`);
    await page.getByRole('button', { name: t.resources.deposits.actions.send }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.resources.deposits.transactionType.EFT).check();
    await expect(dialog.getByTestId('deposit-bank-on-file')).toContainText('30101');
    await dialog.getByRole('button', { name: t.resources.deposits.actions.send }).click();
    await expect(page.getByText(said)).toBeVisible();
    await expect(page.getByTestId('deposit-payment-status')).toHaveText(t.resources.deposits.paymentStatus.IN_PROGRESS);
  }

  // In time: still waiting for its cut-off, it is simply taken out.
  await page.goto(`/apps/deposits/${early.deposit.id}`);
  await page.getByRole('button', { name: t.resources.deposits.actions.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.resources.deposits.actions.cancel }).click();
  await expect(page.getByTestId('deposit-payment-status')).toHaveText(t.resources.deposits.paymentStatus.CANCELED);
  await expect(page.getByRole('button', { name: t.resources.deposits.actions.send })).toBeVisible();

  // Too late: the screen still offers to cancel, but meanwhile the provider paid the borrower.
  await sendNow(page, t);
  await page.goto(`/apps/deposits/${late.deposit.id}`);
  await page.getByRole('tab', { name: t.resources.deposits.tabs.transaction }).click();
  await expect(page.getByTestId('deposit-eft-file')).toBeVisible();
  const cancel = page.getByRole('button', { name: t.resources.deposits.actions.cancel });
  await expect(cancel).toBeVisible();
  const token = await apiToken(request);
  await expect
    .poll(async () => {
      await request.post('/api/deposits/batches/run', { headers: { Authorization: `Bearer ${token}` } });
      return (await depositOfLoan(request, token, late.loan.id)).status;
    })
    .toBe('DEPOSITED');
  await cancel.click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: t.resources.deposits.actions.cancel }).click();
  await expect(confirm.getByRole('alert')).toHaveText(t.errors.DEPOSIT_CANNOT_CANCEL);
  await confirm.getByRole('button', { name: t.ra.action.close }).click();
  await expect(page.getByTestId('deposit-status')).toHaveText(t.resources.deposits.status.DEPOSITED);
});

test('agents without the deposit ability see no deposits menu and cannot open the screen', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await expect(page.getByRole('menuitem', { name: t.menu.DEPOSITS })).toHaveCount(0);
  await page.goto('/apps/deposits/all');
  await expect(page).not.toHaveURL(/\/apps\/deposits\/all$/);
});

test('a debit the bank returned is an NSF on the loan, told by its notification', async ({ page, t }) => {
  // The demo's last weeks of debits went through the sandbox; a few borrowers' banks sent them back.
  await signedIn(page, t, 'staff@demo.ca');
  await page.goto('/apps/notifications/CANCELLED_PAYMENT');
  const list = page.getByTestId('notification-page-list');
  await list.getByTestId('notification-item').first().click();
  await expect(page).toHaveURL(/\/apps\/loans\/\d+$/);
  await expect(page.getByTestId('loan-collection-reason')).toBeVisible();
  const returned = page.getByTestId('payment-debit-status').and(page.locator('[data-status="RETURNED"]'));
  await expect(returned.first()).toContainText(t.resources.loans.debitStatus.RETURNED);
  const row = page.getByRole('row').filter({ has: returned.first() });
  await expect(row).toContainText(t.resources.loans.lineStatus.NSF);
  // The bank's reason in words beside its code, from the return reasons' list.
  const reason = row.getByTestId('payment-return-reason');
  const code = (await reason.textContent())!.slice(0, 3);
  await expect(reason).toHaveText(
    `${code} — ${t.resources.deposits.returnCodes[code as keyof typeof t.resources.deposits.returnCodes]}`,
  );
  await page.getByRole('tab', { name: t.resources.loans.tabs.ledger }).click();
  await expect(page.getByRole('row').filter({ hasText: t.resources.loans.ledgerKind.NSF_FEE }).first()).toBeVisible();
});
