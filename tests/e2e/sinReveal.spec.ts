import { apiToken, createCustomer, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';

test('an agent sees the last three SIN digits and keeps the number when saving; an administrator reveals it, and the reveal is in the history', async ({
  page: agentPage,
  request,
  t,
}) => {
  let page = agentPage;
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Bélanger-${uniqueTag()}`, sin: '046 454 286' });
  const stored = t.resources.customers.sin.stored.replace('%{masked}', '*** *** 286');

  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();
  const sin = page.getByLabel(t.resources.customers.fields.sin);
  await expect(sin).toHaveValue('');
  await expect(page.getByText(stored)).toBeVisible();
  await expect(page.getByText('046 454 286')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.resources.customers.sin.reveal })).toHaveCount(0);

  // Saving the profile with the SIN input left empty keeps the number on file.
  await page.getByLabel(t.resources.customers.fields.city, { exact: true }).fill('Trois-Rivières');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CUSTOMER_SAVED)).toBeVisible();
  const revealed = await request.post(`/api/customers/${customer.id}/sin-reveal`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await revealed.json()).toEqual({ sin: '046454286' });

  // Another person at the counter: the agent's session is gone. The agent's page is closed first, so
  // that nothing it still does (its live socket noticing the signed-out session) races the next page.
  const context = page.context();
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.close();
  page = await context.newPage();
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  await expect(page.getByText(stored)).toBeVisible();
  await page.getByRole('button', { name: t.resources.customers.sin.reveal }).click();
  await expect(page.getByText(t.resources.customers.sin.revealed.replace('%{sin}', '046 454 286'))).toBeVisible();
  await page.getByRole('button', { name: t.resources.customers.sin.hide }).click();
  await expect(page.getByText(stored)).toBeVisible();

  await page.getByRole('tab', { name: t.resources.customers.tabs.history }).click();
  await expect(page.getByRole('row').filter({ hasText: t.audit.actions.customer['sin-revealed'] })).toHaveCount(2);
  await expect(page.getByText('046454286')).toHaveCount(0);
});
