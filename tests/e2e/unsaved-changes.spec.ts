import { apiToken, createCustomer, uniquePhone, uniqueTag } from './apiData';
import { expect, menuLabels, signedIn, test } from './fixtures';

test('leaving the customer form with unsaved changes asks first; staying keeps what was typed', async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, {
    lastName: `Gagnon-${uniqueTag()}`,
    homePhone: uniquePhone(),
    job: { employerName: 'Hydro-Québec', positionTitle: 'Technicienne' },
  });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  const employer = page.getByLabel(t.resources.customers.fields.job.employerName);
  await expect(employer).toHaveValue('Hydro-Québec');
  await employer.fill('Desjardins');
  // The form knows it has changes (its save button wakes up) before the agent looks away.
  await expect(page.getByRole('button', { name: t.ra.action.save })).toBeEnabled();

  // The menu is a way out: the browser's own confirmation asks, in the app's language.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    return dialog.dismiss();
  });
  await menuLabels(page, t).filter({ hasText: t.menu.REQUESTS }).click();
  await expect.poll(() => questions).toEqual([t.ra.message.unsaved_changes]);
  await expect(page).toHaveURL(new RegExp(`/apps/customers/${customer.id}$`));
  await expect(employer).toHaveValue('Desjardins');

  // Accepting leaves, and the change is not saved.
  page.once('dialog', (dialog) => dialog.accept());
  await menuLabels(page, t).filter({ hasText: t.menu.REQUESTS }).click();
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await page.goto(`/apps/customers/${customer.id}`);
  await expect(page.getByLabel(t.resources.customers.fields.job.employerName)).toHaveValue('Hydro-Québec');
});

test('a saved form leaves without asking', async ({ page, request, t }) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, {
    lastName: `Roy-${uniqueTag()}`,
    homePhone: uniquePhone(),
    job: { employerName: 'Hydro-Québec', positionTitle: 'Technicienne' },
  });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}`);
  await page.getByLabel(t.resources.customers.fields.job.employerName).fill('Desjardins');
  await page.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.CUSTOMER_SAVED)).toBeVisible();

  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    return dialog.dismiss();
  });
  await menuLabels(page, t).filter({ hasText: t.menu.REQUESTS }).click();
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  expect(questions).toEqual([]);
});
