import { apiToken, createCustomer, createRequest, uniquePhone, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';

test('an agent finds a customer by part of the last name, edits the job and sees the change in the history', async ({
  page,
  request,
  t,
}) => {
  const tag = uniqueTag();
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, {
    lastName: `Thériault-${tag}`,
    homePhone: uniquePhone(),
    job: { employerName: 'Hydro-Québec', positionTitle: 'Technicienne' },
  });

  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/customers/all');
  await expect(page.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();
  await expect(page.getByText(t.search.hint)).toBeVisible();

  // Two characters are not a search; the form says so.
  const lastName = page.getByRole('textbox', { name: t.resources.customers.fields.lastName, exact: true });
  await lastName.fill('th');
  await expect(page.getByText(t.validation.minSearchLength)).toBeVisible();
  // Part of the name, without its accent and in capitals.
  await lastName.fill(`ERIAULT-${tag.toUpperCase()}`);
  const row = page.getByRole('row').filter({ hasText: String(customer.customerNumber) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/apps/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();

  const employer = page.getByLabel(t.resources.customers.fields.job.employerName);
  await expect(employer).toHaveValue('Hydro-Québec');
  await employer.fill('Desjardins');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CUSTOMER_SAVED)).toBeVisible();

  await page.getByRole('tab', { name: t.resources.customers.tabs.history }).click();
  const entry = page.getByRole('row').filter({ hasText: t.audit.actions.customer.updated });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`${t.resources.customers.fields.job.employerName} : Hydro-Québec → Desjardins`);
  await expect(entry).toContainText('Olivia Roy');
});

test('the customers screens answer on their spec routes, contacts included', async ({ page, request, t }) => {
  const token = await apiToken(request);
  const phone = uniquePhone();
  const customer = await createCustomer(request, token, { lastName: `Gagnon-${uniqueTag()}`, cellPhone: phone });
  await signedIn(page, t, 'agent@demo.ca');

  await page.goto('/apps/customers');
  await expect(page).toHaveURL(/\/apps\/customers\/all$/);
  await page.goto('/apps/contacts');
  await expect(page).toHaveURL(/\/apps\/contacts\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();

  // A cellphone found whatever the punctuation typed.
  await page
    .getByRole('textbox', { name: t.resources.customers.fields.cellphone, exact: true })
    .fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}.${phone.slice(6)}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').filter({ hasText: customer.lastName }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/contacts/${customer.id}$`));
  await page.goto(`/apps/contacts/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();
  await page.goto(`/apps/customers/${customer.id}?tab=loans`);
  await expect(page.getByText(t.resources.customers.loans.empty)).toBeVisible();
  await page.getByRole('tab', { name: t.resources.customers.tabs.comments }).click();
  await expect(page.getByText(t.resources.customers.comments.empty)).toBeVisible();
});

test('an agent keeps a reference, a comment and the credit-check tracker, and opens a request in view', async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Morin-${uniqueTag()}` });
  const loanRequest = await createRequest(request, token, customer.id, 90_000);
  await signedIn(page, t, 'agent@demo.ca');

  // …/detail/{customerId}/{requestId}/{handle}: the customer, with that request in view.
  await page.goto(`/apps/customers/detail/${customer.id}/${loanRequest.id}/camille-morin`);
  await expect(page.getByRole('tab', { name: t.resources.customers.tabs.requests, selected: true })).toBeVisible();
  await expect(page.getByTestId('request-in-view')).toContainText(t.resources.requests.status.NEW);

  await page.getByRole('tab', { name: t.resources.customers.tabs.references }).click();
  await expect(page.getByText(t.resources.customers.references.empty)).toBeVisible();
  await page.getByRole('button', { name: t.resources.customers.references.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: t.resources.customers.references.fields.firstName, exact: true })
    .fill('Lucie');
  await dialog
    .getByRole('textbox', { name: t.resources.customers.references.fields.lastName, exact: true })
    .fill('Morin');
  await dialog.getByLabel(t.resources.customers.references.fields.phone).fill('514 555 0123');
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.REFERENCE_SAVED)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Lucie' })).toContainText('514-555-0123');

  await page.getByRole('tab', { name: t.resources.customers.tabs.comments }).click();
  await page.getByLabel(t.resources.customers.comments.new).fill('Rappeler après 17 h.');
  await page.getByRole('button', { name: t.resources.customers.comments.add, exact: true }).click();
  await expect(page.getByText(t.messages.COMMENT_ADDED)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Rappeler après 17 h.' })).toContainText('Olivia Roy');

  await page.getByRole('tab', { name: t.resources.customers.tabs.creditCheck }).click();
  await page.getByLabel(t.resources.customers.creditCheck.fields.enabled).click();
  await expect(page.getByText(t.messages.CREDIT_CHECK_SAVED)).toBeVisible();
  await expect(page.locator('[data-field="resources.customers.creditCheck.fields.status"]')).toHaveText(
    t.resources.customers.creditCheck.on,
  );
});

test('an agent creates a customer, the institution number must exist, then deletes the profile', async ({
  page,
  t,
}) => {
  const lastName = `Paquette-${uniqueTag()}`;
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/customers/all');
  await page.getByRole('link', { name: t.resources.customers.create.title }).click();
  await expect(page).toHaveURL(/\/apps\/customers\/create$/);

  await page.getByRole('textbox', { name: t.resources.customers.fields.firstName, exact: true }).fill('Rosalie');
  await page.getByRole('textbox', { name: t.resources.customers.fields.lastName, exact: true }).fill(lastName);
  const institution = page.getByLabel(t.resources.customers.fields.bankInstitution);
  await institution.fill('999');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.validation.institutionNumber)).toBeVisible();
  await institution.fill('815');
  await expect(page.getByText('Desjardins (Fédération des caisses Desjardins du Québec)')).toBeVisible();
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CUSTOMER_CREATED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Rosalie ${lastName}` })).toBeVisible();

  await page.getByRole('button', { name: t.ra.action.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.ra.action.confirm }).click();
  await expect(page.getByText(t.messages.CUSTOMER_DELETED)).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/customers\/all$/);
});
