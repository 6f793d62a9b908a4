import type { Page } from '@playwright/test';
import { apiToken, createCustomer, createRequest, moneyPattern, uniqueTag } from './apiData';
import { expect, signedIn, test, type Texts } from './fixtures';
import { startedLoan } from './loanDialogData';
import { dayField, typeDay } from './dayFields';

/** A customer of this test alone, with one NEW request of $2,500. */
async function newRequest(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Bouchard-${uniqueTag()}` });
  const loanRequest = await createRequest(request, token, customer.id, 250_000);
  return { customer, loanRequest };
}

async function chooseStatus(page: Page, t: Texts, status: string) {
  await page.getByRole('button', { name: t.resources.requests.actions.changeStatus }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
  return page.getByRole('dialog');
}

test('an agent lands on the requests, filters them by route and searches them', async ({ page, request, t }) => {
  const { customer } = await newRequest(request);
  await signedIn(page, t, 'agent@demo.ca');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(t.pages.requests.title) })).toBeVisible();
  await expect(page.getByTestId('queue-count-all')).toHaveText(/\d/);

  await page.getByRole('link', { name: new RegExp(`^${t.resources.requests.queues.new}`) }).click();
  await expect(page).toHaveURL(/\/apps\/requests\/new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(t.resources.requests.queues.new) }),
  ).toBeVisible();

  // A day that is not one says so when the field is left, and searches nothing until fixed or emptied.
  const createdFrom = dayField(page, t.resources.requests.fields.createdFrom);
  await typeDay(createdFrom, '2026-02-31');
  await page.keyboard.press('Tab');
  await expect(page.getByText(t.validation.invalidDate)).toBeVisible();
  await typeDay(createdFrom, '');
  await expect(page.getByText(t.validation.invalidDate)).toHaveCount(0);
  await page
    .getByRole('textbox', { name: t.resources.requests.fields.lastName, exact: true })
    .fill(customer.lastName.slice(-10));
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: customer.lastName })).toHaveCount(1);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(moneyPattern(250_000, test.info().project.name));
});

test('an agent pre-approves a request with an amount typed in dollars', async ({ page, request, t }, testInfo) => {
  const { loanRequest } = await newRequest(request);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/requests/${loanRequest.id}`);

  const dialog = await chooseStatus(page, t, t.resources.requests.status.PREAPPROVED);
  const amount = dialog.getByLabel(t.resources.requests.statusDialog.amount);
  await expect(amount).toHaveValue(testInfo.project.name === 'en' ? '2500.00' : '2500,00');
  await amount.fill('deux mille');
  await dialog.getByRole('button', { name: t.resources.requests.statusDialog.submit }).click();
  await expect(dialog.getByText(t.validation.invalidAmount)).toBeVisible();
  await amount.fill(testInfo.project.name === 'en' ? '1,850.50' : '1 850,50');
  await dialog.getByRole('button', { name: t.resources.requests.statusDialog.submit }).click();

  await expect(page.getByText(t.messages.REQUEST_SAVED)).toBeVisible();
  const approved = page.locator('[data-field="resources.requests.fields.approvedAmountCents"]');
  await expect(approved).toHaveText(moneyPattern(185_050, testInfo.project.name));
  await expect(page.locator('[data-field="resources.requests.fields.status"]')).toHaveText(
    t.resources.requests.status.PREAPPROVED,
  );
  await expect(page.getByRole('row').filter({ hasText: t.audit.actions.request['status-changed'] })).toContainText(
    moneyPattern(185_050, testInfo.project.name),
  );
});

test('an agent denies a request with one of the denial reasons', async ({ page, request, t }) => {
  const { loanRequest } = await newRequest(request);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/requests/${loanRequest.id}`);

  const dialog = await chooseStatus(page, t, t.resources.requests.status.DENIED);
  await expect(dialog.getByLabel(t.resources.requests.statusDialog.amount)).toHaveCount(0);
  await dialog.getByRole('button', { name: t.resources.requests.statusDialog.submit }).click();
  await expect(dialog.getByText(t.validation.required)).toBeVisible();
  await dialog.getByLabel(t.resources.requests.statusDialog.reason).click();
  await page.getByRole('option', { name: t.resources.requests.denialReason.NO_CAPACITY }).click();
  await dialog.getByRole('button', { name: t.resources.requests.statusDialog.submit }).click();

  await expect(page.getByText(t.messages.REQUEST_SAVED)).toBeVisible();
  await expect(page.locator('[data-field="resources.requests.fields.status"]')).toHaveText(
    t.resources.requests.status.DENIED,
  );
  await expect(page.locator('[data-field="resources.requests.fields.denialReason"]')).toHaveText(
    t.resources.requests.denialReason.NO_CAPACITY,
  );
  // A denied request can only be reopened.
  await page.getByRole('button', { name: t.resources.requests.actions.changeStatus }).click();
  await expect(page.getByRole('menuitem')).toHaveText([t.resources.requests.status.NEW]);
});

test('an agent creates a request from the customer file', async ({ page, request, t }, testInfo) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Lavoie-${uniqueTag()}` });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}?tab=requests`);
  await expect(page.getByText(t.resources.requests.empty)).toBeVisible();

  await page.getByRole('button', { name: t.resources.requests.create.title }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(t.resources.requests.fields.requestedAmountCents)
    .fill(testInfo.project.name === 'en' ? '1,200' : '1 200');
  await dialog.getByRole('button', { name: t.resources.requests.create.submit }).click();
  await expect(page.getByText(t.messages.REQUEST_CREATED)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: t.resources.requests.status.NEW });
  await expect(row).toContainText(moneyPattern(120_000, testInfo.project.name));
  await expect(row).toContainText(t.resources.requests.origin.INTERNAL);
});

test('an accepted request leads to its loan, and the accepted queue says which have one', async ({
  page,
  request,
  t,
}) => {
  const loan = await startedLoan(request, await apiToken(request));
  const { requestId } = loan as unknown as { requestId: number };
  const loanLabel = t.resources.requests.actions.openLoan.replace('%{number}', String(loan.loanNumber));
  await signedIn(page, t, 'agent@demo.ca');

  await page.goto('/apps/requests/accepted');
  const row = page.getByRole('row').filter({ hasText: String(loan.loanNumber) });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/apps/requests/${requestId}$`));

  await page.getByRole('link', { name: loanLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/loans/${loan.id}$`));
});
