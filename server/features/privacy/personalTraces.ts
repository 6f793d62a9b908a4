import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { safeFileName } from '../../../domain/customerDocuments';
import {
  PERSONAL_INFORMATION_FILES,
  type personalInformation,
  type privacyAuditEntry,
  type privacyContract,
  type privacyEmail,
  type privacyMessage,
  type privacyPortal,
} from '../../../domain/privacy';
import type { Db } from '../../db/client';
import {
  auditLog,
  contractEnvelopes,
  customerDocumentContents,
  customerDocuments,
  customerMessages,
  outbox,
  padAuthorizations,
  portalCodes,
  portalSessions,
  users,
} from '../../db/schema';

type Reader = Pick<Db, 'select'>;
const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** A file the archive carries beside the JSON: its path inside the zip and its bytes. */
export interface ArchivedFile {
  path: string;
  bytes: Buffer;
}

type DocumentEntry = z.infer<typeof personalInformation>['documents'][number];

/** The person's documents (what was filed, with its file) and the file itself, under documents/. */
export async function documentsOf(db: Reader, customerId: number) {
  const rows = await db
    .select({ document: customerDocuments, content: customerDocumentContents.content })
    .from(customerDocuments)
    .leftJoin(customerDocumentContents, eq(customerDocumentContents.documentId, customerDocuments.id))
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(asc(customerDocuments.createdAt), asc(customerDocuments.id));
  const entries: DocumentEntry[] = [];
  const files: ArchivedFile[] = [];
  for (const { document, content } of rows) {
    // The id keeps two documents of the same name apart.
    const path = `${PERSONAL_INFORMATION_FILES.documents}${document.id}-${safeFileName(document.name)}`;
    const { createdAt, updatedAt, ...fields } = document;
    entries.push({ ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt), file: path });
    if (content) files.push({ path, bytes: content });
  }
  return { entries, files };
}

/** The contracts sent for the person's loans, as sent (the PDF under contracts/). */
export async function contractsOf(db: Reader, loanIds: number[]) {
  if (loanIds.length === 0) return { entries: [] as z.infer<typeof privacyContract>[], files: [] as ArchivedFile[] };
  const rows = await db
    .select()
    .from(contractEnvelopes)
    .where(inArray(contractEnvelopes.loanId, loanIds))
    .orderBy(asc(contractEnvelopes.sentAt));
  const entries: z.infer<typeof privacyContract>[] = [];
  const files: ArchivedFile[] = [];
  for (const row of rows) {
    const path = `${PERSONAL_INFORMATION_FILES.contracts}contract-${row.loanId}-${row.id.slice(0, 8)}.pdf`;
    entries.push({
      id: row.id,
      loanId: row.loanId,
      channel: row.channel,
      language: row.language,
      destination: row.destination,
      status: row.status,
      sentAt: iso(row.sentAt),
      signedAt: isoOrNull(row.signedAt),
      signerName: row.signerName,
      signerAddress: row.signerAddress,
      file: path,
    });
    files.push({ path, bytes: row.pdf });
  }
  return { entries, files };
}

/** The messages sent to the person from their file (email, SMS, fax), oldest first. */
export async function messagesOf(db: Reader, customerId: number): Promise<z.infer<typeof privacyMessage>[]> {
  const rows = await db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.customerId, customerId))
    .orderBy(asc(customerMessages.createdAt), asc(customerMessages.id));
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    language: row.language,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    loanId: row.loanId,
    createdAt: iso(row.createdAt),
  }));
}

/**
 * The outbox's emails to any address the person used (their email on file, and those their
 * messages and sign-in codes went to), without the attachments' bytes (the contracts are apart).
 */
export async function emailsTo(db: Reader, addresses: string[]): Promise<z.infer<typeof privacyEmail>[]> {
  const folded = [...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean))];
  if (folded.length === 0) return [];
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(sql`lower(${outbox.toAddress})`, folded))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    attachments: (row.attachments ?? []).map((attachment) => attachment.filename),
    createdAt: iso(row.createdAt),
    sentAt: isoOrNull(row.sentAt),
  }));
}

/** The client portal's traces: sessions, codes (never their hash) and pre-authorized debit agreements. */
export async function portalOf(db: Reader, customerId: number): Promise<z.infer<typeof privacyPortal>> {
  const [sessions, codes, pads] = await Promise.all([
    db
      .select()
      .from(portalSessions)
      .where(eq(portalSessions.customerId, customerId))
      .orderBy(asc(portalSessions.createdAt)),
    db.select().from(portalCodes).where(eq(portalCodes.customerId, customerId)).orderBy(asc(portalCodes.id)),
    db
      .select()
      .from(padAuthorizations)
      .where(eq(padAuthorizations.customerId, customerId))
      .orderBy(asc(padAuthorizations.id)),
  ]);
  return {
    signIns: sessions.map((row) => ({
      signedInAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      endedAt: isoOrNull(row.endedAt),
    })),
    codes: codes.map((row) => ({
      channel: row.channel,
      address: row.address,
      sentAt: iso(row.createdAt),
      usedAt: isoOrNull(row.usedAt),
    })),
    padAuthorizations: pads.map((row) => ({
      bankTransit: row.bankTransit,
      bankInstitution: row.bankInstitution,
      bankAccount: row.bankAccount,
      language: row.language,
      acceptedAt: iso(row.acceptedAt),
      ipAddress: row.ipAddress,
      terms: row.terms,
    })),
  };
}

/** What the audit trail says about the person, their requests, loans and agreements, or what they did in the portal. */
export async function auditEntriesOf(
  db: Reader,
  customerId: number,
  related: { requests: number[]; loans: number[]; agreements: number[] },
): Promise<z.infer<typeof privacyAuditEntry>[]> {
  const naming = (entity: string, ids: number[]): SQL[] =>
    ids.length === 0 ? [] : [and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String))) as SQL];
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      actorName: users.displayName,
      borrowerId: auditLog.borrowerId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      or(
        eq(auditLog.borrowerId, customerId),
        ...naming('customer', [customerId]),
        ...naming('request', related.requests),
        ...naming('loan', related.loans),
        ...naming('agreement', related.agreements),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({
    at: iso(row.at),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    by: row.actorName ?? (row.borrowerId === customerId ? 'portal' : null),
    before: row.before,
    after: row.after,
  }));
}
