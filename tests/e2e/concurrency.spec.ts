import { apiToken, createCustomer, getCustomer, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';

test('two agents edit the same customer: the second save says press Update and keeps what was typed', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, {
    lastName: `Fortin-${uniqueTag()}`,
    city: 'Montréal',
    job: { employerName: 'Cascades' },
  });
  const employer = t.resources.customers.fields.job.employerName;
  const city = t.resources.customers.fields.city;

  // Both open the profile.
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  const secondContext = await browser.newContext({ locale: testInfo.project.use.locale });
  const second = await secondContext.newPage();
  await signedIn(second, t, 'admin@demo.ca');
  await second.goto(`/apps/customers/${customer.id}`);
  await expect(second.getByLabel(employer)).toHaveValue('Cascades');

  // The second one starts typing a city; the first one saves a new employer.
  await second.getByLabel(city, { exact: true }).fill('Sherbrooke');
  await page.getByLabel(employer).fill('Desjardins');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CUSTOMER_SAVED)).toBeVisible();

  // The live channel warns the second one instead of reloading the form under them.
  await expect(second.getByRole('alert').filter({ hasText: t.resources.liveRefresh.changedElsewhere })).toBeVisible();
  await expect(second.getByLabel(employer)).toHaveValue('Cascades');

  // Saving anyway, still on the old version: refused, nothing lost.
  await second.getByRole('button', { name: t.ra.action.save }).click();
  const stale = second.getByRole('alert').filter({ hasText: t.errors.STALE_VERSION });
  await expect(stale).toBeVisible();
  await expect(second.getByLabel(city, { exact: true })).toHaveValue('Sherbrooke');

  // Update reloads the profile: the other agent's employer arrives, the typed city stays.
  await stale.getByRole('button', { name: t.concurrency.update }).click();
  await expect(stale).toHaveCount(0);
  await expect(second.getByLabel(employer)).toHaveValue('Desjardins');
  await expect(second.getByLabel(city, { exact: true })).toHaveValue('Sherbrooke');
  await second.getByRole('button', { name: t.ra.action.save }).click();
  await expect(second.getByText(t.messages.CUSTOMER_SAVED)).toBeVisible();

  const saved = await getCustomer(request, token, customer.id);
  expect(saved).toMatchObject({ city: 'Sherbrooke', job: expect.objectContaining({ employerName: 'Desjardins' }) });
  await secondContext.close();
});
