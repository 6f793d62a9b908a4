import { expect as expectApi, type APIRequestContext } from '@playwright/test';
import { apiToken, createCustomer, createRequest, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';
import { createLoan } from './loanData';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A PENDING loan of a Quebec customer with banking information and an email, speaking the project's language. */
async function loanToSign(request: APIRequestContext, language: string) {
  const token = await apiToken(request);
  const tag = uniqueTag();
  const email = `contract-${tag}-${language}@example.ca`;
  const customer = await createCustomer(request, token, {
    firstName: 'Camille',
    lastName: `Bouchard-${tag}`,
    language,
    email,
    bankTransit: '30101',
    bankInstitution: '815',
    bankAccount: '1234567',
  });
  const created = await createRequest(request, token, customer.id, 100_000);
  const accepted = await request.post(`/api/requests/${created.id}/status`, {
    headers: auth(token),
    data: { version: created.version, status: 'ACCEPTED', amount: 100_000 },
  });
  expectApi(accepted.status(), await accepted.text()).toBe(200);
  const loan = await createLoan(request, token, created.id);
  return { loan, email, name: `Camille Bouchard-${tag}` };
}

/** The signing link the customer was emailed, read in the outbox as an administrator would. */
async function signingLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request);
  const response = await request.get(`/api/outbox?filter=${encodeURIComponent(JSON.stringify({ to: email }))}`, {
    headers: auth(token),
  });
  expectApi(response.ok()).toBe(true);
  const [mail] = (await response.json()) as { text: string }[];
  const link = /https?:\/\/\S+\/contracts\/sign\/[\w-]{43}/.exec(mail.text);
  expectApi(link).not.toBeNull();
  return link![0];
}

test('an agent sends the contract for e-signature, the customer signs it, the loan shows the date', async ({
  page,
  request,
  t,
}, testInfo) => {
  const { loan, email, name } = await loanToSign(request, testInfo.project.name);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  const signedOn = page.locator(`[data-field="resources.loans.fields.contractSignedAt"]`);
  await expect(signedOn).toHaveText('—');

  await page.getByTestId('loan-actions').click();
  await page.getByTestId('loan-action-sendContract').click();
  const dialog = page.getByRole('dialog');
  const words = t.resources.contracts;
  await dialog.getByRole('radio', { name: new RegExp(words.channels.ESIGN) }).check();
  await expect(dialog.getByText(email).first()).toBeVisible();
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(t.messages.CONTRACT_SENT)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The customer opens the emailed link: a page of the server, in their language, no sign-in.
  const customer = await page.context().browser()!.newPage();
  await customer.goto(await signingLink(request, email));
  await expect(customer.getByRole('heading', { name: words.signing.title })).toBeVisible();
  await expect(customer.getByText(name).first()).toBeVisible();
  await customer.getByLabel(words.signing.fullName).fill(name);
  await customer.getByLabel(words.signing.agree).check();
  await customer.getByRole('button', { name: words.signing.submit }).click();
  await expect(customer.getByRole('heading', { name: words.signing.signedTitle })).toBeVisible();
  await customer.close();

  // Back on the loan: Update (a reload) shows the contract signed date, and the payment info tab the signed contract.
  await page.reload();
  await expect(signedOn).not.toHaveText('—');
  await expect(signedOn).toHaveText(/\d{4}|\d{1,2}:\d{2}/);
  await page.getByRole('tab', { name: t.resources.loans.tabs.paymentInfo }).click();
  const contracts = page.getByTestId('loan-contracts');
  await expect(contracts.getByRole('row').nth(1)).toContainText(words.statuses.SIGNED);
  await expect(contracts.getByRole('row').nth(1)).toContainText(words.channels.ESIGN);
  await page.getByRole('tab', { name: t.resources.loans.tabs.logs }).click();
  await expect(page.getByTestId('loan-logs')).toContainText(t.audit.actions.contract.signed);
  await expect(page.getByTestId('loan-logs')).toContainText(t.audit.actions.contract['sent-esign']);
});
