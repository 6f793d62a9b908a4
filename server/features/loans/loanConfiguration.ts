import { eq } from 'drizzle-orm';
import {
  effectiveDateError,
  feeHistory,
  type AddLoanFeeInput,
  type LoanConfigurationRecord,
  type UpdateLoanConfigurationInput,
} from '../../../domain/loanConfigurationRules';
import type { FeeKind } from '../../../domain/loanStatuses';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { loanConfiguration, loanFees } from '../../db/schema';
import { invalidInput, refuse, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { readLoanConfiguration } from './loanConfigurationStore';
import type { UserRow } from '../users/userQueries';

const AUDIT_ENTITY = 'configuration';
const AUDIT_ID = 'loan';

/** The configuration as the screen shows it: its version, and every fee value with the one in force today. */
async function loanConfigurationRecord(db: Db | Tx, today: string): Promise<LoanConfigurationRecord> {
  // Reading first writes the defaults on a fresh installation (the loan engine does the same).
  const { fees: _inForceByDate, ...config } = await readLoanConfiguration(db);
  const [{ version }] = await db
    .select({ version: loanConfiguration.version })
    .from(loanConfiguration)
    .where(eq(loanConfiguration.id, 1));
  const rows = await db.select().from(loanFees);
  const fees = feeHistory(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind as FeeKind,
      amount: row.amountCents,
      effectiveDate: row.effectiveDate,
    })),
    today,
  );
  return { ...config, version, today, fees };
}

export const getLoanConfiguration = (ctx: AppContext) => loanConfigurationRecord(ctx.database.db, ctx.clock.today());

/**
 * Saves the rate, frequency, delay, fees per loan and the amount matrix at the version read (409
 * when another administrator saved since). Loans already made keep their terms: only new loans read it.
 */
export async function updateLoanConfiguration(
  ctx: AppContext,
  actor: UserRow,
  input: UpdateLoanConfigurationInput,
): Promise<LoanConfigurationRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const today = ctx.clock.today();
    await readLoanConfiguration(tx);
    const [locked] = await tx
      .select({ version: loanConfiguration.version })
      .from(loanConfiguration)
      .where(eq(loanConfiguration.id, 1))
      .for('update');
    const before = await loanConfigurationRecord(tx, today);
    if (locked.version !== input.version) throw staleVersion();
    if (input.defaultPaymentProvider !== undefined && input.defaultPaymentProvider !== before.defaultPaymentProvider)
      throw refuse('PAYMENT_PROVIDER_CHANGE_CONTACT', { provider: before.defaultPaymentProvider });
    await tx
      .update(loanConfiguration)
      .set({
        annualInterestRate: input.annualInterestRate,
        defaultFrequency: input.defaultFrequency,
        delayDays: input.delayDays,
        brokerageFeeCents: input.brokerageFee,
        membershipFeeCents: input.membershipFeePerPayment,
        amountMatrix: input.amountMatrix,
        debitLeadBusinessDays: input.debitLeadBusinessDays,
        nsfFeeCaps: input.nsfFeeCaps,
        collectionDegrees: input.collectionDegrees,
        contactsPerWeek: input.contactPacing.contactsPerWeek,
        noContactOnHolidays: input.contactPacing.noContactOnHolidays,
        version: input.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(loanConfiguration.id, 1));
    const after = await loanConfigurationRecord(tx, today);
    const { fees: _beforeFees, today: _beforeToday, ...beforeTerms } = before;
    const { fees: _afterFees, today: _afterToday, ...afterTerms } = after;
    await audit(tx, {
      actorId: actor.id,
      action: 'configuration.loan-updated',
      entity: AUDIT_ENTITY,
      entityId: AUDIT_ID,
      before: beforeTerms,
      after: afterTerms,
    });
    return after;
  });
}

/**
 * A new value of a fee from a date after today (spec §5). Earlier values stay: feeInForce charges
 * each event at the value in force on its date. One value per kind and date.
 */
export async function addLoanFee(
  ctx: AppContext,
  actor: UserRow,
  input: AddLoanFeeInput,
): Promise<LoanConfigurationRecord> {
  const today = ctx.clock.today();
  const dateError = effectiveDateError(input.effectiveDate, today);
  if (dateError) throw invalidInput({ effectiveDate: dateError });
  return ctx.database.db.transaction(async (tx) => {
    // The defaults first: on a fresh installation, a first new row must not hide them.
    await readLoanConfiguration(tx);
    const [added] = await tx
      .insert(loanFees)
      .values({ kind: input.kind, amountCents: input.amount, effectiveDate: input.effectiveDate, createdBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: loanFees.id });
    if (!added) throw invalidInput({ effectiveDate: 'validation.duplicate' });
    await audit(tx, {
      actorId: actor.id,
      action: 'configuration.fee-added',
      entity: AUDIT_ENTITY,
      entityId: AUDIT_ID,
      after: { id: added.id, ...input },
    });
    return loanConfigurationRecord(tx, today);
  });
}
