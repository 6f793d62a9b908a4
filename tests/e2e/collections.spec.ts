import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken } from './apiData';
import { withE2eDatabase } from './database';
import { expect, signedIn, test, type Texts } from './fixtures';
import { collectedPayments, demoLoanWithCollectedPayment, getLoan } from './loanDialogData';
import { dayField, typeDay } from './dayFields';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A demo loan whose latest collected payment the bank returns (entered as the NSF it is): its
 * collection file opens, in today's rejections. Each language takes its own loan.
 */
const DEMO_LOAN_OF: Record<string, number> = { fr: 2, en: 3, 'agreement-fr': 4, 'agreement-en': 5 };

async function returnedDemoLoan(request: APIRequestContext, use: string) {
  const token = await apiToken(request);
  const loan = await demoLoanWithCollectedPayment(request, token, DEMO_LOAN_OF[use]);
  const returned = collectedPayments(loan).at(-1)!;
  const nsf = await request.post(`/api/loans/${loan.id}/nsf`, {
    headers: auth(token),
    data: { version: loan.version, paymentId: returned.id },
  });
  expect(nsf.status(), await nsf.text()).toBe(200);
  const files = await request.get(
    `/api/collection-files?filter=${encodeURIComponent(JSON.stringify({ queue: 'open', loanId: loan.id }))}`,
    { headers: auth(token) },
  );
  const [file] = await files.json();
  expect(file, 'the NSF opened a file').toBeDefined();
  return { loan: await getLoan(request, token, loan.id), file: file as { id: number; lastName: string } };
}

/** A list of the collections screen, chosen with its count (at 1,280 px the lists are a row above the table). */
const openList = async (page: Page, t: Texts, queue: keyof Texts['resources']['collection-files']['queues']) => {
  await page.goto('/apps/collections/all');
  const label = t.resources['collection-files'].queues[queue];
  const lists = page.getByRole('navigation', { name: t.resources['collection-files'].queues.title });
  await lists.getByRole('link', { name: new RegExp(`^${label}[\\s\\d\\u00a0\\u202f,+]*$`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
};

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/**
 * A borrower searched in a list, once the list has read the search (its filter in the address):
 * before, the row may be the unfiltered list's, which the search's answer replaces under the click.
 */
async function search(page: Page, label: string, name: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(name);
  await expect(page).toHaveURL(new RegExp(`filter=[^&]*${encodeURIComponent(name)}`));
  await expect(rowOf(page, name).first()).toBeVisible();
}

test('a returned payment opens a file; the agent notes, logs a call, takes a promise that breaks, then the transfer settles it', async ({
  page,
  request,
  t,
}, { project }) => {
  const words = t.resources['collection-files'];
  const { loan, file } = await returnedDemoLoan(request, project.name);
  await signedIn(page, t, 'agent@demo.ca');

  // Today's rejections list it (the list chosen with its count).
  await openList(page, t, 'today');
  await search(page, words.fields.q, file.lastName);
  await expect(rowOf(page, file.lastName)).toHaveCount(1);
  await rowOf(page, file.lastName).click();
  await expect(page).toHaveURL(new RegExp(`/apps/collections/${file.id}$`));
  // Newest first: what the agent just did is the first event of its kind (a demo file may hold earlier ones).
  const history = page.getByTestId('file-history');
  await expect(history).toContainText(words.events.OPENED.replace('%{reason}', words.reason.MANUAL_NSF));

  // The note dialog: refused empty, then in the history and as the latest note.
  await page.getByRole('button', { name: words.actions.note }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(dialog.getByText(t.validation.required)).toBeVisible();
  await dialog.getByLabel(words.dialogs.noteText).fill('Perte d’emploi temporaire · lost hours at work');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.COLLECTION_NOTE_SAVED)).toBeVisible();
  await expect(history.locator('[data-kind="NOTE"]').first()).toContainText('lost hours at work');

  // A call, and how it went.
  await page.getByRole('button', { name: words.actions.contact }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.fields.outcome).click();
  await page.getByRole('option', { name: words.outcome.PROMISED_PAYMENT }).click();
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(history.locator('[data-kind="CONTACT"]').first()).toContainText(words.outcome.PROMISED_PAYMENT);

  // The promise: a past day is refused on its field, Thursday is taken.
  await page.getByRole('button', { name: words.actions.promise }).click();
  dialog = page.getByRole('dialog');
  await typeDay(dayField(dialog, words.dialogs.expectedOn), '2026-11-20');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(dialog.getByText(t.validation.dateNotPast)).toBeVisible();
  await typeDay(dayField(dialog, words.dialogs.expectedOn), '2026-11-26');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.COLLECTION_PROMISE_SAVED)).toBeVisible();
  await openList(page, t, 'interac');
  await search(page, words.fields.q, file.lastName);
  await expect(rowOf(page, file.lastName)).toContainText(words.promiseState.PENDING);

  // Days pass without the money (written into the file: the test server's day is pinned), the sweep runs.
  await withE2eDatabase(
    (sql) => sql`update collection_files set expected_transfer_on = '2026-11-20' where id = ${file.id}`,
  );
  await page.getByRole('button', { name: words.actions.sweep }).click();
  await openList(page, t, 'followup');
  await search(page, words.fields.q, file.lastName);
  await expect(rowOf(page, file.lastName)).toContainText(words.status.FOLLOW_UP);
  await rowOf(page, file.lastName).click();
  await expect(history.locator('[data-kind="PROMISE_BROKEN"]').first()).toBeVisible();

  // The transfer arrives: a payment on the loan, the file settled by itself.
  await page.getByRole('button', { name: words.actions.transfer }).click();
  dialog = page.getByRole('dialog');
  await typeDay(dayField(dialog, words.dialogs.receivedOn), '2026-11-24');
  // The payment past due and the NSF fee it brought.
  await dialog.getByLabel(words.dialogs.amount).fill('150');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.COLLECTION_TRANSFER_SAVED)).toBeVisible();
  await expect(history.locator('[data-kind="SETTLED"]')).toBeVisible();
  await expect(page.getByText(words.status.SETTLED, { exact: true }).first()).toBeVisible();
  // What a settled file no longer takes stays in sight, disabled, with why; a note still goes in.
  for (const name of [words.actions.contact, words.actions.promise, words.actions.transfer])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  await expect(page.getByTestId('action-reason')).toContainText(words.unavailable.SETTLED);
  await expect(page.getByRole('button', { name: words.actions.note })).toBeEnabled();
  await page.getByRole('link', { name: words.actions.openLoan }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/loans/${loan.id}$`));
});

test('a file opened by a returns file shows its reason and who opened it: the system', async ({ page, request, t }) => {
  const words = t.resources['collection-files'];
  const token = await apiToken(request);
  const listed = await request.get(
    `/api/collection-files?filter=${encodeURIComponent(JSON.stringify({ queue: 'all', reason: 'FIRST_NSF' }))}`,
    { headers: auth(token) },
  );
  const [file] = await listed.json();
  expect(file, 'the demo seed returned a first NSF').toBeDefined();
  await signedIn(page, t, 'staff@demo.ca');
  await page.goto(`/apps/collections/${file.id}`);
  await expect(page.getByTestId('file-history').locator('[data-kind="OPENED"]')).toContainText(words.events.system);
  await expect(page.getByTestId('file-history')).toContainText(words.reason.FIRST_NSF);
});

test('a payment agreement on the arrears is made, changed and paid by Interac, and the loan is active again', async ({
  page,
  request,
  t,
}, { project }) => {
  const agreements = t.resources.agreements;
  const { loan, file } = await returnedDemoLoan(request, project.name === 'en' ? 'agreement-en' : 'agreement-fr');
  await signedIn(page, t, 'staff@demo.ca');
  await page.goto(`/apps/collections/${file.id}`);

  // By Interac, on what is past due, in one payment: proposed, then saved.
  await page.getByRole('button', { name: agreements.actions.create }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('agreement-owed')).toBeVisible();
  await dialog.getByRole('radio', { name: agreements.method.INTERAC }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${agreements.scope.ARREARS}`) }).check();
  await expect(dialog.getByText(agreements.scopeHelp.ARREARS)).toBeVisible();
  await dialog.getByLabel(agreements.dialog.count).fill('1');
  await dialog.getByRole('button', { name: agreements.actions.propose }).click();
  await expect(dialog.getByTestId('agreement-sum')).toHaveCSS('color', 'rgb(46, 125, 50)');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.AGREEMENT_SAVED)).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/agreement\/\d+$/);
  await expect(page.getByTestId('agreement-status')).toHaveText(agreements.status.ACTIVE);
  await expect(page.getByText(agreements.scope.ARREARS)).toBeVisible();

  // Changed into two payments of the same money.
  await page.getByRole('button', { name: agreements.actions.change }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel(agreements.dialog.count).fill('2');
  await change.getByRole('button', { name: agreements.actions.propose }).click();
  await expect(change.getByTestId('agreement-sum')).toHaveCSS('color', 'rgb(46, 125, 50)');
  await change.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.AGREEMENT_CHANGED)).toBeVisible();
  await expect(page.getByTestId('agreement-payment')).toHaveCount(2);

  // Each payment's money arrived today (a day still to come is refused on the field).
  await page.getByRole('button', { name: agreements.actions.confirmDeposit }).first().click();
  const deposit = page.getByRole('dialog');
  await deposit.getByRole('button', { name: agreements.actions.confirmDeposit }).click();
  await expect(deposit.getByText(t.validation.dateTooLate)).toBeVisible();
  for (let left = 2; left > 0; left--) {
    if (left === 1) await page.getByRole('button', { name: agreements.actions.confirmDeposit }).first().click();
    await typeDay(dayField(deposit, agreements.dialog.depositedOn), '2026-11-24');
    await deposit.getByRole('button', { name: agreements.actions.confirmDeposit }).click();
    await expect(deposit).toBeHidden();
  }
  await expect(page.getByTestId('agreement-status')).toHaveText(agreements.status.COMPLETED);
  // A completed agreement changes no more: the button says so rather than vanish.
  await expect(page.getByRole('button', { name: agreements.actions.change })).toBeDisabled();
  await expect(page.getByTestId('action-reason')).toContainText(agreements.unavailable.COMPLETED);

  // The file is settled; the loan's regular payments resume: it is active again.
  await page.getByRole('link', { name: agreements.actions.openFile }).click();
  await expect(page.getByTestId('file-history').locator('[data-kind="SETTLED"]')).toBeVisible();
  await page.goto('/apps/agreement/all');
  await search(page, agreements.fields.q, file.lastName);
  await expect(rowOf(page, file.lastName).first()).toContainText(agreements.paymentStatus.DEPOSITED);
  await page.goto(`/apps/loans/${loan.id}`);
  await expect(page.getByText(t.resources.loans.status.ACTIVE).first()).toBeVisible();
  const active = await getLoan(request, await apiToken(request), loan.id);
  expect(active.status).toBe('ACTIVE');
  expect(active.payments.filter((line) => line.status === 'SCHEDULED').length).toBeGreaterThan(0);
});
