import type { APIRequestContext } from '@playwright/test';
import { uniquePhone, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';

/** What a lender's website sends for an applicant (spec §3's customer and loan request). */
function sendLoanRequest(request: APIRequestContext, key: string, lastName: string) {
  return request.post('/api/public/loan-requests', {
    headers: { 'X-Api-Key': key },
    data: {
      applicant: {
        firstName: 'Web',
        lastName,
        email: `${lastName}@exemple.ca`,
        cellPhone: uniquePhone(),
        dateOfBirth: '1988-06-30',
        language: 'fr',
        street: '45, rue King Ouest',
        city: 'Sherbrooke',
        province: 'QC',
        postalCode: 'J1H 1P4',
      },
      requestedAmountCents: 75_000,
    },
  });
}

test('an administrator creates an API key, sees it once, the website uses it, then it is deactivated for good', async ({
  page,
  request,
  t,
}, testInfo) => {
  const words = t.resources['api-keys'];
  const name = `Site ${testInfo.project.name} ${uniqueTag()}`;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/configuration/api-keys');
  await expect(page.getByRole('tab', { name: t.resources.configuration.tabs.apiKeys })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: words.create.button }).click();
  const createDialog = page.getByRole('dialog', { name: words.create.title });
  await createDialog.getByLabel(words.fields.name).fill(name);
  await createDialog.getByRole('button', { name: words.create.submit }).click();

  const valueDialog = page.getByRole('dialog', { name: words.created.title.replace('%{name}', name) });
  await expect(valueDialog.getByText(words.created.onlyOnce)).toBeVisible();
  await expect(valueDialog.getByRole('button', { name: words.created.copy })).toBeVisible();
  const value = await valueDialog.getByTestId('api-key-value').inputValue();
  expect(value).toMatch(/^gk_live_[0-9A-Za-z]{32}$/);
  await valueDialog.getByRole('button', { name: words.created.close }).click();
  await expect(valueDialog).toHaveCount(0);

  // From now on only the start of the value is shown.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${value.slice(0, 14)}…`);
  await expect(row).toContainText(words.status.ACTIVE);
  await expect(row).toContainText(words.neverUsed);
  await expect(page.getByText(value)).toHaveCount(0);

  // The same name again, in other capitals: the spec's message on the field.
  await page.getByRole('button', { name: words.create.button }).click();
  await createDialog.getByLabel(words.fields.name).fill(name.toUpperCase());
  await createDialog.getByRole('button', { name: words.create.submit }).click();
  await expect(createDialog.getByText(t.errors.API_KEY_NAME_TAKEN)).toBeVisible();
  await createDialog.getByRole('button', { name: t.ra.action.cancel }).click();
  await expect(createDialog).toHaveCount(0);

  // The website sends a loan request with the key: agents find it among the new requests.
  const lastName = `Web${uniqueTag()}`;
  const accepted = await sendLoanRequest(request, value, lastName);
  expect(accepted.status()).toBe(201);
  expect(await accepted.json()).toMatchObject({ requestId: expect.any(Number), status: 'NEW' });
  await page.goto('/apps/requests/new');
  const requestRow = page.getByRole('row').filter({ hasText: lastName });
  await expect(requestRow).toContainText(t.resources.requests.origin.EXTERNAL);

  await page.goto('/apps/configuration/api-keys');
  await expect(row).not.toContainText(words.neverUsed);
  await row.getByRole('button', { name: words.deactivate.buttonFor.replace('%{name}', name) }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(words.deactivate.title.replace('%{name}', name));
  await expect(confirm).toContainText(words.deactivate.body);
  await confirm.getByRole('button', { name: words.deactivate.confirm }).click();
  await expect(page.getByText(t.messages.API_KEY_DEACTIVATED)).toBeVisible();
  await expect(row).toContainText(words.status.INACTIVE);
  await expect(row.getByRole('button', { name: words.deactivate.buttonFor.replace('%{name}', name) })).toHaveCount(0);

  const refused = await sendLoanRequest(request, value, `${lastName}x`);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('errors.API_KEY_INACTIVE');
});

test('an agent opening the API keys tab is told it is for administrators', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/configuration/api-keys');
  await expect(page.getByText(t.resources['api-keys'].noAccess)).toBeVisible();
  await expect(page.getByRole('button', { name: t.resources['api-keys'].create.button })).toHaveCount(0);
});
