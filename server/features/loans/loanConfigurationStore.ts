import { asc } from 'drizzle-orm';
import { DEFAULT_LOAN_CONFIGURATION, type FeeRate, type LoanConfiguration } from '../../../domain/loanConfiguration';
import type { FeeKind } from '../../../domain/loanStatuses';
import type { Frequency } from '../../../domain/paymentFrequencies';
import type { Db, Tx } from '../../db/client';
import { loanConfiguration, loanFees } from '../../db/schema';

type Handle = Pick<Db | Tx, 'select' | 'insert'>;

/** The fee history, every kind, oldest first; a fresh installation gets the defaults. */
export async function readLoanFees(db: Handle): Promise<FeeRate[]> {
  let rows = await db.select().from(loanFees).orderBy(asc(loanFees.effectiveDate));
  if (rows.length === 0) {
    await db
      .insert(loanFees)
      .values(
        DEFAULT_LOAN_CONFIGURATION.fees.map((fee) => ({
          kind: fee.kind,
          amountCents: fee.amount,
          effectiveDate: fee.effectiveDate,
        })),
      )
      .onConflictDoNothing();
    rows = await db.select().from(loanFees).orderBy(asc(loanFees.effectiveDate));
  }
  return rows.map((row) => ({ kind: row.kind as FeeKind, amount: row.amountCents, effectiveDate: row.effectiveDate }));
}

/** Spec §3's loan configuration; the defaults are written on first use (the configuration issue edits them). */
export async function readLoanConfiguration(db: Handle): Promise<LoanConfiguration> {
  let [row] = await db.select().from(loanConfiguration);
  if (!row) {
    const d = DEFAULT_LOAN_CONFIGURATION;
    await db
      .insert(loanConfiguration)
      .values({
        id: 1,
        annualInterestRate: d.annualInterestRate,
        defaultFrequency: d.defaultFrequency,
        delayDays: d.delayDays,
        brokerageFeeCents: d.brokerageFee,
        membershipFeeCents: d.membershipFeePerPayment,
        amountMatrix: d.amountMatrix,
      })
      .onConflictDoNothing();
    [row] = await db.select().from(loanConfiguration);
  }
  return {
    annualInterestRate: row.annualInterestRate,
    defaultFrequency: row.defaultFrequency as Frequency,
    delayDays: row.delayDays,
    brokerageFee: row.brokerageFeeCents,
    membershipFeePerPayment: row.membershipFeeCents,
    amountMatrix: row.amountMatrix,
    defaultPaymentProvider: row.defaultPaymentProvider,
    debitLeadBusinessDays: row.debitLeadBusinessDays,
    nsfFeeCaps: row.nsfFeeCaps,
    collectionDegrees: row.collectionDegrees,
    contactPacing: { contactsPerWeek: row.contactsPerWeek, noContactOnHolidays: row.noContactOnHolidays },
    fees: await readLoanFees(db),
  };
}
