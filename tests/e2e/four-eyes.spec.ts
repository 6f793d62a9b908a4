import { apiToken } from './apiData';
import { axeViolations } from './axe';
import { expect, openUserMenu, signedIn, test } from './fixtures';
import { getLoan, startedLoan } from './loanDialogData';
import { openLoanAction } from './loanSchedule';

test('an agent’s rebate above the threshold waits, and a supervisor approves it', async ({ page, request, t }) => {
  const token = await apiToken(request);
  const loan = await startedLoan(request, token);
  const words = t.resources.approvals;
  const controls = async () =>
    (await request.get('/api/controls', { headers: { Authorization: `Bearer ${token}` } })).json();
  const before = await controls();
  try {
    // The administrator keeps rebates above $100 for a second person (the demo's is $1,000).
    await signedIn(page, t, 'admin@demo.ca');
    await page.goto('/apps/configuration/controls');
    const threshold = page.getByLabel(`${t.resources.controls.threshold} (${words.actions.REBATE})`);
    await threshold.fill('100');
    expect(await axeViolations(page), 'the controls').toEqual([]);
    await page.getByRole('button', { name: t.resources.controls.save }).click();
    await expect(page.getByText(t.messages.CONTROLS_SAVED)).toBeVisible();
    await page.goto('/apps/requests/all');
    await openUserMenu(page, t);
    await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();

    // The agent's rebate of $150: the dialog says it waits; the loan has not moved.
    await signedIn(page, t, 'agent@demo.ca');
    await page.goto(`/apps/loans/${loan.id}`);
    const dialog = await openLoanAction(page, 'rebate');
    await dialog.getByLabel(t.resources.loanDialogs.fields.amount).fill('150');
    await dialog.getByRole('button', { name: t.resources.loanDialogs.rebate.submit }).click();
    await expect(page.getByText(t.messages.AWAITING_APPROVAL)).toBeVisible();
    expect((await getLoan(request, token, loan.id)).totalOwing).toBe(loan.totalOwing);
    await page.goto('/apps/requests/all');
    await openUserMenu(page, t);
    await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();

    // The supervisor finds it in Approvals (its count in the menu), beside the loan as it stands, and approves.
    await signedIn(page, t, 'staff@demo.ca');
    const menuItem = page.getByRole('menuitem', { name: new RegExp(`^${t.menu.APPROVALS}`) });
    await expect(menuItem).toContainText(/\d/);
    await menuItem.click();
    await expect(page).toHaveURL(/\/apps\/approvals/);
    expect(await axeViolations(page), 'the approvals queue').toEqual([]);
    await page.getByRole('cell', { name: words.actions.REBATE }).first().click();
    await expect(page.getByRole('table', { name: words.show.changes })).toBeVisible();
    expect(await axeViolations(page), 'a request opened').toEqual([]);
    await page.getByRole('button', { name: words.show.approve }).click();
    await expect(page.getByText(t.messages.APPROVED)).toBeVisible();
    await expect(page.getByText(words.statuses.APPROVED, { exact: true })).toBeVisible();
    expect((await getLoan(request, token, loan.id)).totalOwing).toBe(loan.totalOwing - 15_000);
  } finally {
    const current = await controls();
    const reset = await request.put('/api/controls', {
      headers: { Authorization: `Bearer ${token}` },
      data: { controls: before.controls, version: current.version },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});
