import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkDocumentFile,
  documentUploadFields,
  safeFileName,
  type updateDocumentBody,
} from '../../../domain/customerDocuments';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { customerDocumentContents, customerDocuments, loans } from '../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { findCustomer } from './customerRecords';
import { holdCustomerForChange } from './mergeLocks';
import type { UserRow } from '../users/userQueries';

type DocumentRow = typeof customerDocuments.$inferSelect;

export const toDocumentRecord = (row: DocumentRow) => ({
  id: row.id,
  customerId: row.customerId,
  name: row.name,
  type: row.type,
  status: row.status,
  depositDate: row.depositDate,
  loanId: row.loanId,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  uploadedBy: row.uploadedBy,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  downloadUrl: `/api/customers/${row.customerId}/documents/${row.id}/content`,
});

export interface UploadedFile {
  fileName: string;
  declaredType: string;
  bytes: Buffer;
  truncated: boolean;
}

export async function listDocuments(ctx: AppContext, customerId: number) {
  const { db } = ctx.database;
  if (!(await findCustomer(db, customerId))) throw notFound();
  const rows = await db
    .select()
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id));
  return rows.map(toDocumentRecord);
}

/**
 * Files a document: its description fields and its file, checked by content (PDF, PNG or JPEG
 * whose name and declared type agree with its first bytes; not empty; at most 10 MB).
 */
/** A document may name one of its own customer's loans only, never another file's or a made-up one. */
async function refuseOtherCustomersLoan(tx: Tx, customerId: number, loanId: number | null | undefined) {
  if (loanId === null || loanId === undefined) return;
  const [loan] = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.customerId, customerId), isNull(loans.deletedAt)));
  if (!loan) throw invalidInput({ loanId: 'validation.notCustomersLoan' });
}

export async function uploadDocument(
  ctx: AppContext,
  actor: UserRow | null,
  customerId: number,
  fields: Record<string, string>,
  file: UploadedFile | undefined,
  /** The borrower sending it from the portal, when no agent does. */
  borrowerId?: number,
) {
  const parsed = documentUploadFields.safeParse(fields);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')];
      for (const key of keys)
        errors[key] =
          issue.code === 'unrecognized_keys'
            ? 'validation.unknownField'
            : issue.message.startsWith('validation.')
              ? issue.message
              : 'validation.invalid';
    }
  }
  const checked = file ? checkDocumentFile(file) : ({ ok: false, error: 'validation.fileRequired' } as const);
  if (!checked.ok) errors.file = checked.error;
  if (!parsed.success || !checked.ok || !file) throw invalidInput(errors);

  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor?.id ?? null);
    await refuseOtherCustomersLoan(tx, customerId, parsed.data.loanId);
    const [row] = await tx
      .insert(customerDocuments)
      .values({
        customerId,
        name: parsed.data.name ?? safeFileName(file.fileName),
        type: parsed.data.type,
        status: parsed.data.status,
        depositDate: parsed.data.depositDate ?? null,
        loanId: parsed.data.loanId ?? null,
        contentType: checked.contentType,
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        uploadedBy: actor?.id ?? null,
      })
      .returning();
    await tx.insert(customerDocumentContents).values({ documentId: row.id, content: file.bytes });
    const record = toDocumentRecord(row);
    await audit(tx, {
      actorId: actor?.id ?? null,
      borrowerId,
      action: 'customer.document-added',
      entity: 'customer',
      entityId: customerId,
      after: record,
    });
    return record;
  });
}

export async function updateDocument(
  ctx: AppContext,
  actor: UserRow,
  customerId: number,
  documentId: number,
  input: z.output<typeof updateDocumentBody>,
) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const where = and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, customerId));
    const [before] = await tx.select().from(customerDocuments).where(where).for('update');
    if (!before) throw notFound();
    const { version, ...changes } = input;
    if (before.version !== version) throw staleVersion();
    await refuseOtherCustomersLoan(tx, customerId, changes.loanId);
    const [after] = await tx
      .update(customerDocuments)
      .set({
        ...changes,
        name: changes.name === null ? before.name : changes.name,
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(where)
      .returning();
    const record = toDocumentRecord(after);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.document-updated',
      entity: 'customer',
      entityId: customerId,
      before: toDocumentRecord(before),
      after: record,
    });
    return record;
  });
}

export async function removeDocument(ctx: AppContext, actor: UserRow, customerId: number, documentId: number) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const [removed] = await tx
      .delete(customerDocuments)
      .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, customerId)))
      .returning();
    if (!removed) throw notFound();
    const record = toDocumentRecord(removed);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.document-removed',
      entity: 'customer',
      entityId: customerId,
      before: record,
    });
    return record;
  });
}

/** The file itself, with what a download needs: its type and a safe name. */
export async function documentContent(ctx: AppContext, customerId: number, documentId: number) {
  const [row] = await ctx.database.db
    .select({
      name: customerDocuments.name,
      contentType: customerDocuments.contentType,
      content: customerDocumentContents.content,
    })
    .from(customerDocuments)
    .innerJoin(customerDocumentContents, eq(customerDocumentContents.documentId, customerDocuments.id))
    .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, customerId)));
  if (!row) throw notFound();
  return { ...row, name: safeFileName(row.name) };
}
