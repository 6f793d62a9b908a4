import { apiToken, createCustomer, uniqueTag } from './apiData';
import { axeViolations } from './axe';
import { expect, signedIn, test } from './fixtures';

test('an administrator finds who saw a whole SIN in the audit trail, exports it and verifies the chain', async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Audit-${uniqueTag()}`, sin: '046454286' });
  const revealed = await request.post(`/api/customers/${customer.id}/sin-reveal`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revealed.ok(), await revealed.text()).toBe(true);
  const words = t.resources.audit;

  await signedIn(page, t, 'admin@demo.ca');
  await page.getByRole('menu', { name: t.menu.MENU }).getByRole('menuitem', { name: t.menu.AUDIT }).click();
  await expect(page).toHaveURL(/\/apps\/audit/);
  await page.getByLabel(words.fields.action).click();
  await page.getByRole('option', { name: words.actions['customer_sin-revealed'] }).click();
  await expect(page.getByRole('cell', { name: String(customer.id), exact: true }).first()).toBeVisible();
  expect(await axeViolations(page), 'the audit trail').toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: words.exportCsv }).click();
  expect((await download).suggestedFilename()).toBe('journal-audit.csv');

  await page.getByRole('button', { name: words.verify }).click();
  await expect(page.getByRole('alert').filter({ hasText: words.intact.split('%{')[0].trim() })).toBeVisible();
});
