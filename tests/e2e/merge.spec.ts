import { apiToken, createCustomer, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';

/** Two profiles of one person: the same email makes them duplicates by the spec's rule. */
async function duplicatePair(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request);
  const tag = uniqueTag();
  const email = `double-${tag}@exemple.ca`;
  const kept = await createCustomer(request, token, { firstName: 'Élise', lastName: `Côté-${tag}`, email });
  const duplicate = await createCustomer(request, token, { firstName: 'Elise', lastName: `Cote-${tag}`, email });
  return { kept, duplicate };
}

test('an agent merges two profiles of one customer, then unmerges them', async ({ page, request, t }) => {
  const { kept, duplicate } = await duplicatePair(request);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${kept.id}?tab=merge`);

  const candidate = page.getByRole('row').filter({ hasText: duplicate.fullName });
  await expect(candidate).toContainText(t.resources.customers.merge.matchedOn.email);
  await candidate.getByRole('button', { name: t.resources.customers.merge.mergeThis }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(duplicate.fullName);
  await confirm.getByRole('button', { name: t.resources.customers.merge.mergeThis }).click();
  await expect(page.getByText(t.messages.CUSTOMERS_MERGED)).toBeVisible();

  const merge = page
    .getByRole('row')
    .filter({ hasText: duplicate.fullName })
    .filter({ has: page.getByRole('button', { name: t.resources.customers.merge.unmerge }) });
  await expect(merge).toBeVisible();
  await page.goto(`/apps/customers/${duplicate.id}`);
  await expect(page.getByText(t.resources.customers.status.MERGED, { exact: true })).toBeVisible();
  await expect(page.getByText(t.resources.customers.merge.readOnlyMerged)).toBeVisible();

  await page.goto(`/apps/customers/${kept.id}?tab=merge`);
  await merge.getByRole('button', { name: t.resources.customers.merge.unmerge }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.resources.customers.merge.unmerge }).click();
  await expect(page.getByText(t.messages.CUSTOMERS_UNMERGED)).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: duplicate.fullName })
      .filter({ hasText: t.resources.customers.merge.matchedOn.email }),
  ).toBeVisible();

  await page.getByRole('tab', { name: t.resources.customers.tabs.history }).click();
  await expect(page.getByRole('row').filter({ hasText: t.audit.actions.customer.merged })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: t.audit.actions.customer.unmerged })).toHaveCount(1);
});

test('while an agent is merging a profile, another agent sees who and until when', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const { kept, duplicate } = await duplicatePair(request);
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${kept.id}?tab=merge`);
  await page
    .getByRole('row')
    .filter({ hasText: duplicate.fullName })
    .getByRole('button', { name: t.resources.customers.merge.mergeThis })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const otherContext = await browser.newContext({ locale: testInfo.project.use.locale });
  const other = await otherContext.newPage();
  await signedIn(other, t, 'admin@demo.ca');
  await other.goto(`/apps/customers/${kept.id}?tab=merge`);
  const lock = other.getByTestId('merge-lock');
  await expect(lock).toContainText('Olivia Roy');
  await expect(lock).toContainText(/\d{1,2}\s?(h|:)\s?\d{2}/);
  await expect(
    other
      .getByRole('row')
      .filter({ hasText: duplicate.fullName })
      .getByRole('button', { name: t.resources.customers.merge.mergeThis }),
  ).toBeDisabled();

  // The first agent changes their mind: the lock goes, and the other agent sees it go.
  await expect(page.getByTestId('merge-lock')).toContainText(
    t.resources.customers.merge.lockedByMe.split('%')[0].trim(),
  );
  await page.getByRole('dialog').getByRole('button', { name: t.ra.action.cancel }).click();
  await expect(page.getByTestId('merge-lock')).toHaveCount(0);
  await other.reload();
  await expect(other.getByTestId('merge-lock')).toHaveCount(0);
  await otherContext.close();
});
