import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  privacyAgreement,
  privacyCollectionFile,
  privacyDeposit,
  privacyLoan,
  privacyRequest,
} from '../../../domain/privacy';
import type { Db } from '../../db/client';
import {
  agreementPayments,
  collectionFileEvents,
  collectionFiles,
  deposits,
  loanLedgerEntries,
  loanPayments,
  loans,
  paymentAgreements,
  requests,
} from '../../db/schema';

type Reader = Pick<Db, 'select'>;
const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The person's loan requests, oldest first. */
export async function requestsOf(db: Reader, customerId: number): Promise<z.infer<typeof privacyRequest>[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(eq(requests.customerId, customerId))
    .orderBy(asc(requests.createdAt), asc(requests.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requestedAmountCents: row.requestedAmountCents,
    approvedAmountCents: row.approvedAmountCents,
    denialReason: row.denialReason,
    origin: row.origin,
    ibvStatus: row.ibvStatus,
    createdAt: iso(row.createdAt),
    statusChangedAt: iso(row.statusChangedAt),
  }));
}

/** Every loan of the person (deleted ones too: they were made), each with its schedule and its whole ledger. */
export async function loansOf(db: Reader, customerId: number): Promise<z.infer<typeof privacyLoan>[]> {
  const rows = await db
    .select()
    .from(loans)
    .where(eq(loans.customerId, customerId))
    .orderBy(asc(loans.createdAt), asc(loans.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [payments, ledger] = await Promise.all([
    db
      .select()
      .from(loanPayments)
      .where(inArray(loanPayments.loanId, ids))
      .orderBy(asc(loanPayments.loanId), asc(loanPayments.number)),
    db
      .select()
      .from(loanLedgerEntries)
      .where(inArray(loanLedgerEntries.loanId, ids))
      .orderBy(asc(loanLedgerEntries.loanId), asc(loanLedgerEntries.id)),
  ]);
  return rows.map((row) => {
    const entries = ledger.filter((entry) => entry.loanId === row.id);
    return {
      id: row.id,
      loanNumber: row.loanNumber,
      requestId: row.requestId,
      status: row.status,
      depositStatus: row.depositStatus,
      amountCents: row.amountCents,
      annualInterestRate: row.annualInterestRate,
      apr: row.apr,
      frequency: row.frequency,
      numberOfPayments: row.numberOfPayments,
      firstPaymentDate: row.firstPaymentDate,
      brokerageFeeCents: row.brokerageFeeCents,
      membershipFeeCents: row.membershipFeeCents,
      paymentProvider: row.paymentProvider,
      startDate: row.startDate,
      endDate: row.endDate,
      stoppedOn: row.stoppedOn,
      writtenOffOn: row.writtenOffOn,
      contractSignedAt: isoOrNull(row.contractSignedAt),
      createdAt: iso(row.createdAt),
      deletedAt: isoOrNull(row.deletedAt),
      owingCents: entries.reduce((sum, entry) => sum + entry.capitalCents + entry.interestCents + entry.feesCents, 0),
      payments: payments
        .filter((line) => line.loanId === row.id)
        .map((line) => ({
          id: line.id,
          number: line.number,
          kind: line.kind,
          dueDate: line.dueDate,
          amountCents: line.amountCents,
          interestCents: line.interestCents,
          capitalCents: line.capitalCents,
          membershipFeeCents: line.membershipFeeCents,
          feesCents: line.feesCents,
          balanceCents: line.balanceCents,
          status: line.status,
        })),
      ledger: entries.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        entryDate: entry.entryDate,
        capitalCents: entry.capitalCents,
        interestCents: entry.interestCents,
        feesCents: entry.feesCents,
        paymentId: entry.paymentId,
        reversesEntryId: entry.reversesEntryId,
        note: entry.note,
        postedAt: iso(entry.postedAt),
      })),
    };
  });
}

/** The payouts of the person's loans, with the account or Interac address the money went to. */
export async function depositsOf(db: Reader, customerId: number): Promise<z.infer<typeof privacyDeposit>[]> {
  const rows = await db
    .select()
    .from(deposits)
    .where(eq(deposits.customerId, customerId))
    .orderBy(asc(deposits.createdAt), asc(deposits.id));
  return rows.map((row) => ({
    id: row.id,
    loanId: row.loanId,
    amountCents: row.amountCents,
    status: row.status,
    provider: row.provider,
    interacEmail: row.interacEmail,
    transit: row.transit,
    institution: row.institution,
    account: row.account,
    createdAt: iso(row.createdAt),
    completedAt: isoOrNull(row.completedAt),
  }));
}

/** The person's collection files, each with its history (contacts, notes, promises). */
export async function collectionFilesOf(
  db: Reader,
  customerId: number,
): Promise<z.infer<typeof privacyCollectionFile>[]> {
  const files = await db
    .select()
    .from(collectionFiles)
    .where(eq(collectionFiles.customerId, customerId))
    .orderBy(asc(collectionFiles.id));
  if (files.length === 0) return [];
  const events = await db
    .select()
    .from(collectionFileEvents)
    .where(
      inArray(
        collectionFileEvents.fileId,
        files.map((file) => file.id),
      ),
    )
    .orderBy(asc(collectionFileEvents.id));
  return files.map((file) => ({
    id: file.id,
    loanId: file.loanId,
    status: file.status,
    reason: file.reason,
    amountOwedCents: file.amountOwedCents,
    openedOn: file.openedOn,
    settledOn: file.settledOn,
    events: events
      .filter((event) => event.fileId === file.id)
      .map((event) => ({ kind: event.kind, day: event.businessDay, detail: event.detail })),
  }));
}

/** The payment agreements the person made, each with its agreed payments. */
export async function agreementsOf(db: Reader, customerId: number): Promise<z.infer<typeof privacyAgreement>[]> {
  const rows = await db
    .select()
    .from(paymentAgreements)
    .where(eq(paymentAgreements.customerId, customerId))
    .orderBy(asc(paymentAgreements.id));
  if (rows.length === 0) return [];
  const payments = await db
    .select()
    .from(agreementPayments)
    .where(
      inArray(
        agreementPayments.agreementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(agreementPayments.agreementId), asc(agreementPayments.number));
  return rows.map((row) => ({
    id: row.id,
    loanId: row.loanId,
    status: row.status,
    totalCents: row.totalCents,
    method: row.method,
    createdAt: iso(row.createdAt),
    payments: payments
      .filter((payment) => payment.agreementId === row.id)
      .map((payment) => ({
        number: payment.number,
        dueDate: payment.dueDate,
        amountCents: payment.amountCents,
        status: payment.status,
      })),
  }));
}
