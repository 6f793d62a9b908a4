import { readFile } from 'node:fs/promises';
import { apiToken, createCustomer, uniqueTag } from './apiData';
import { expect, signedIn, test } from './fixtures';
import { dayField, typeDay } from './dayFields';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('an agent uploads a void cheque and downloads it back', async ({ page, request, t }) => {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Pelletier-${uniqueTag()}` });
  const fileName = `specimen-${uniqueTag()}.pdf`;
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/customers/${customer.id}?tab=documents`);
  await expect(page.getByText(t.resources.customers.documents.empty)).toBeVisible();

  await page.getByRole('button', { name: t.resources.customers.documents.upload }).click();
  const dialog = page.getByRole('dialog');
  // Without a file, the dialog says so before anything is sent.
  await dialog.getByRole('button', { name: t.resources.customers.documents.uploadSubmit }).click();
  await expect(dialog.getByText(t.validation.fileRequired)).toBeVisible();
  await dialog
    .getByLabel(t.resources.customers.documents.fields.file)
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText(fileName)).toBeVisible();
  await typeDay(dayField(dialog, t.resources.customers.documents.fields.depositDate), '2026-05-01');
  await dialog.getByRole('button', { name: t.resources.customers.documents.uploadSubmit }).click();
  await expect(page.getByText(t.messages.DOCUMENT_CREATED)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText(t.resources.customers.documents.type.VOID_CHECK);
  await expect(row).toContainText(t.resources.customers.documents.status.RECEIVED);
  await expect(row).toContainText('2026-05-01');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `${t.resources.customers.documents.download} ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(PDF);

  // Its description can change; its file stays.
  await row.getByRole('button', { name: `${t.ra.action.edit} ${fileName}` }).click();
  await page.getByRole('dialog').getByLabel(t.resources.customers.documents.fields.status).click();
  await page.getByRole('option', { name: t.resources.customers.documents.status.VERIFIED }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.DOCUMENT_UPDATED)).toBeVisible();
  await expect(row).toContainText(t.resources.customers.documents.status.VERIFIED);
});
