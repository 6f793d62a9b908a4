import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { DepositSituation } from '../../../domain/deposits';
import type { Db, Tx } from '../../db/client';
import { deposits, loans } from '../../db/schema';
import { audit } from '../audit/audit';
import { settleDuePayments } from '../loans/loanSchedules';
import { readLoanState } from '../loans/loanState';
import { postEntries } from '../loans/loanWrites';
import type { DepositRow } from './depositStore';

/*
 * The loan's ledger follows the money: what was lent is written when the payout is out, and
 * reversed if it comes back. Both run in the transaction that records the provider's answer.
 */

/** The money is out: the loan owes what it was lent and its brokerage fee, from `date`. */
export async function postPayout(tx: Tx, deposit: DepositRow, date: IsoDate, today: IsoDate, actorId: number | null) {
  const state = await readLoanState(tx, deposit.loanId, true);
  if (state.entries.some((entry) => entry.kind === 'DISBURSEMENT' && !isReversed(state.entries, entry.id))) return;
  state.bookedOn = today;
  await postEntries(tx, state, actorId, [
    { kind: 'DISBURSEMENT', date, capital: state.loan.amountCents },
    ...(state.loan.brokerageFeeCents > 0
      ? [{ kind: 'BROKERAGE_FEE' as const, date, capital: state.loan.brokerageFeeCents }]
      : []),
  ]);
  state.loan.depositStatus = 'DEPOSITED';
  // Payments that fell due while the money was on its way are collected now, as on any other day.
  await settleDuePayments(tx, state, today);
  await audit(tx, {
    actorId,
    action: 'loan.paid-out',
    entity: 'loan',
    entityId: deposit.loanId,
    after: { depositId: deposit.id, amount: state.loan.amountCents, date },
  });
}

const isReversed = (entries: { kind: string; reversesEntryId: number | null }[], id: number) =>
  entries.some((entry) => entry.kind === 'REVERSAL' && entry.reversesEntryId === id);

/** The payout came back (an EFT credit returned): what was lent and its fee are reversed. */
export async function reversePayout(tx: Tx, deposit: DepositRow, date: IsoDate, today: IsoDate, reason: string) {
  const state = await readLoanState(tx, deposit.loanId, true);
  state.bookedOn = today;
  const lent = state.entries.filter(
    (entry) =>
      (entry.kind === 'DISBURSEMENT' || entry.kind === 'BROKERAGE_FEE') && !isReversed(state.entries, entry.id),
  );
  await postEntries(
    tx,
    state,
    null,
    lent.map((entry) => ({
      kind: 'REVERSAL' as const,
      date,
      capital: -entry.capitalCents,
      interest: -entry.interestCents,
      fees: -entry.feesCents,
      reversesEntryId: entry.id,
      note: reason,
    })),
  );
  await audit(tx, {
    actorId: null,
    action: 'loan.payout-returned',
    entity: 'loan',
    entityId: deposit.loanId,
    after: { depositId: deposit.id, reason, date },
  });
}

/** Starting a loan creates its deposit, waiting for an agent to send it (one per loan). */
export async function createWaitingDeposit(tx: Tx, loan: typeof loans.$inferSelect) {
  await tx
    .insert(deposits)
    .values({
      loanId: loan.id,
      customerId: loan.customerId,
      amountCents: loan.amountCents,
      provider: loan.paymentProvider,
    })
    .onConflictDoNothing({ target: deposits.loanId });
}

/** Whether any payment of the loan was already presented for pre-authorized debit (spec: no new deposit then). */
async function debitsSubmitted(db: Pick<Db | Tx, 'execute'>, loanId: number): Promise<boolean> {
  const [row] = await db.execute<{ exists: boolean }>(
    sql`select exists (select 1 from debits where loan_id = ${loanId} and status not in ('QUEUED', 'CANCELLED')) as exists`,
  );
  return Boolean(row?.exists);
}

/**
 * What a deposit's actions depend on (domain/deposits.ts): its own state, whether its loan is
 * started and not deleted, and whether a debit of the loan went out. The screen and the actions
 * read it the same way.
 */
export async function depositSituation(
  db: Pick<Db | Tx, 'execute'>,
  deposit: Pick<DepositRow, 'loanId' | 'status' | 'paymentStatus'>,
  loan: { status: string; deletedAt: Date | null } | undefined,
): Promise<DepositSituation> {
  return {
    status: deposit.status,
    paymentStatus: deposit.paymentStatus,
    debitsSubmitted: await debitsSubmitted(db, deposit.loanId),
    loanLive: loan !== undefined && loan.deletedAt === null && loan.status !== 'PENDING',
  };
}
