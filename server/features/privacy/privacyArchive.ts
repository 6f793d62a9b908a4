import { zipSync, type Zippable } from 'fflate';
import { PERSONAL_INFORMATION_FILES, personalInformationFileName } from '../../../domain/privacy';
import type { AppContext } from '../../context';
import { audit } from '../audit/audit';
import { readCompanyBranding } from '../configuration/companyBranding';
import type { UserRow } from '../users/userQueries';
import { gatherPersonalInformation } from './gatherPersonalInformation';
import { personalInformationPdf } from './privacyPdf';

/**
 * The archive of a person's access request: the JSON, its two readable copies (French and
 * English) and the files themselves. The files filed (PDF, PNG, JPEG) are compressed already, so
 * they are stored as they are; only the JSON and the PDFs are deflated.
 */
async function buildPersonalInformationArchive(ctx: AppContext, customerId: number) {
  const { data, files } = await gatherPersonalInformation(ctx, customerId);
  const branding = await readCompanyBranding(ctx.database.db);
  const [pdfFr, pdfEn] = await Promise.all([
    personalInformationPdf(data, 'fr', branding),
    personalInformationPdf(data, 'en', branding),
  ]);
  const mtime = new Date(data.exportedAt);
  const entries: Zippable = {
    [PERSONAL_INFORMATION_FILES.json]: [Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), { level: 6 }],
    [PERSONAL_INFORMATION_FILES.pdf.fr]: [pdfFr, { level: 6 }],
    [PERSONAL_INFORMATION_FILES.pdf.en]: [pdfEn, { level: 6 }],
  };
  for (const file of files) entries[file.path] = [file.bytes, { level: 0 }];
  const zip = zipSync(entries, { mtime });
  return { zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), customer: data.customer, today: data.asOf };
}

/**
 * A staff member's export of a person's information: the archive and its name. Every export is
 * written in the customer's History once the archive is made (who took a copy, and when).
 */
export async function exportPersonalInformation(ctx: AppContext, actor: UserRow, customerId: number) {
  const { zip, customer, today } = await buildPersonalInformationArchive(ctx, customerId);
  await audit(ctx.database.db, {
    actorId: actor.id,
    action: 'customer.exported',
    entity: 'customer',
    entityId: customerId,
  });
  return { zip, fileName: personalInformationFileName(customer.customerNumber, today) };
}
