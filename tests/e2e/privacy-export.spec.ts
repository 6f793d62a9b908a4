import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { apiToken, createCustomer, uniqueTag } from './apiData';
import { axeViolations } from './axe';
import { expect, signedIn, test } from './fixtures';

test("an administrator exports a customer's personal information as one archive, kept in the History", async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, {
    lastName: `Gauthier-${uniqueTag()}`,
    sin: '046 454 286',
    email: `acces.${uniqueTag()}@example.ca`,
  });
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();
  const button = page.getByRole('button', { name: t.resources.privacy.export.button });
  await expect(button).toBeVisible();

  // The customer's screen with its new button: nothing for axe.
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^informations-personnelles-${customer.customerNumber}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
  const data = JSON.parse(Buffer.from(archive['personal-information.json']).toString('utf8'));
  expect(data.customer).toMatchObject({ id: customer.id, sin: '046454286' });
  await expect(page.getByText(t.messages.PERSONAL_INFORMATION_EXPORTED)).toBeVisible();

  await page.getByRole('tab', { name: t.resources.customers.tabs.history }).click();
  await expect(page.getByText(t.audit.actions.customer.exported)).toBeVisible();
});

test('an agent without the export permission sees no export button', async ({ page, request, t }) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Roy-${uniqueTag()}` });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();
  // The header's other action is there: the screen is whole, the export alone is missing.
  await expect(page.getByRole('button', { name: t.resources.messageTemplates.send.button })).toBeVisible();
  await expect(page.getByRole('button', { name: t.resources.privacy.export.button })).toHaveCount(0);
});
