import type { APIRequestContext } from '@playwright/test';
import { apiToken } from './apiData';
import { axeViolations } from './axe';
import { expect, signedIn, test } from './fixtures';
import { collectedPayments, demoLoanWithCollectedPayment, getLoan } from './loanDialogData';
import { openLoanAction } from './loanSchedule';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Policy {
  currentRateBp: number;
  degreeRatesBp: number[];
  writeOffAfterDays: number;
}
const policyRecord = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/accounting/policy', { headers: auth(token) })).json();
const readPolicy = async (request: APIRequestContext, token: string): Promise<Policy> => {
  const { currentRateBp, degreeRatesBp, writeOffAfterDays } = await policyRecord(request, token);
  return { currentRateBp, degreeRatesBp, writeOffAfterDays };
};
/** Saves the policy over the version stored now. */
const savePolicy = async (request: APIRequestContext, token: string, policy: Policy) => {
  const { version } = await policyRecord(request, token);
  const saved = await request.put('/api/accounting/policy', { headers: auth(token), data: { ...policy, version } });
  expect(saved.status(), await saved.text()).toBe(200);
};

/**
 * A demo loan whose latest collected payment the bank returned (its collection file opens): the
 * newest active one, so that the journeys taking the oldest keep theirs. The first language's
 * journey leaves its loan stopped, so the second takes the next.
 */
async function loanInCollections(request: APIRequestContext, token: string) {
  const loan = await demoLoanWithCollectedPayment(request, token, 0, 'DESC');
  // The loan journeys and the collections take the six oldest (loanDialogs.spec, collections.spec).
  const lastTakenByOthers = await demoLoanWithCollectedPayment(request, token, 5, 'ASC');
  expect(loan.id, 'the demo seed should make more active loans').toBeGreaterThan(lastTakenByOthers.id);
  const returned = collectedPayments(loan).at(-1)!;
  const nsf = await request.post(`/api/loans/${loan.id}/nsf`, {
    headers: auth(token),
    data: { version: loan.version, paymentId: returned.id },
  });
  expect(nsf.status(), await nsf.text()).toBe(200);
  return getLoan(request, token, loan.id);
}

test('an administrator writes off a loan in collections, finds it in the written-off loans, then undoes it', async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request);
  const loan = await loanInCollections(request, token);
  // The demo's files are days old, not the policy's 120: the policy says a day for this journey.
  const policy = await readPolicy(request, token);
  await savePolicy(request, token, { ...policy, writeOffAfterDays: 1 });
  try {
    await signedIn(page, t, 'admin@demo.ca');
    await page.goto(`/apps/loans/${loan.id}`);
    const words = t.resources.loanDialogs;

    let dialog = await openLoanAction(page, 'writeOff');
    await expect(dialog.getByRole('heading')).toContainText(String(loan.loanNumber));
    // The reason is required: nothing is sent without it.
    await dialog.getByRole('button', { name: words.writeOff.submit }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(words.fields.reason).fill('Emprunteur introuvable depuis quatre mois');
    await dialog.getByRole('button', { name: words.writeOff.submit }).click();
    await expect(page.getByText(t.messages.LOAN_WRITTEN_OFF)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.resources.loans.status.WRITTEN_OFF).first()).toBeVisible();
    const writtenOff = await getLoan(request, token, loan.id);
    expect(writtenOff).toMatchObject({ status: 'WRITTEN_OFF', totalOwing: 0 });

    // Its recovery and its undoing, each a dialog of its own: nothing for axe in either.
    for (const action of ['recovery', 'reverseWriteOff']) {
      await openLoanAction(page, action);
      expect(await axeViolations(page), action).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // The written-off loans report has it, with what was written off.
    await page.goto('/apps/reports/writtenOff');
    await expect(page.getByRole('tab', { name: t.resources.reports.tabs.writtenOff })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('table tbody tr').filter({ hasText: String(loan.loanNumber) })).toHaveCount(1);

    // Undone by the administrator: the loan owes again, stopped, and leaves the report.
    await page.goto(`/apps/loans/${loan.id}`);
    dialog = await openLoanAction(page, 'reverseWriteOff');
    await dialog.getByLabel(words.fields.reason).fill('Emprunteur retrouvé, entente en vue');
    await dialog.getByRole('button', { name: words.reverseWriteOff.submit }).click();
    await expect(page.getByText(t.messages.WRITE_OFF_REVERSED)).toBeVisible();
    const reversed = await getLoan(request, token, loan.id);
    expect(reversed.status).toBe('STOPPED');
    expect(reversed.totalOwing).toBe(loan.totalOwing);
  } finally {
    await savePolicy(request, token, policy);
  }
});
