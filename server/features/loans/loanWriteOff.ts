import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RecoveryInput, ReverseWriteOffInput, WriteOffInput } from '../../../domain/loanActions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { collectionFiles, debits, loans } from '../../db/schema';
import { refuse } from '../../http/errors';
import { readAccountingPolicy } from '../allowance/accountingPolicy';
import { recordFileEvents } from '../collections/collectionEvents';
import { setRequestStatuses } from '../collections/collectionRequests';
import type { UserRow } from '../users/userQueries';
import { runLoanAction } from './loanActionRunner';
import { checkHandEnteredDate } from './loanPaymentActions';
import { totalsOf, type LoanState } from './loanState';
import { insertLines, nextLineNumber, postEntries, setLineStatus } from './loanWrites';

/*
 * Issue 34's write-offs: what a loan in collections long enough still owes moves to the lender's
 * losses (a WRITE_OFF entry bringing its three parts to zero: the books post it to write-offs), the
 * loan becomes WRITTEN_OFF, its payments to come are cancelled with their debits, and its collection
 * file says so. Money received afterwards is a recovery (owed again for the moment it is paid: the
 * books credit recoveries, the bank receives it). An administrator may undo it: the write-off and
 * the recoveries reversed, the loan stopped (its schedule is gone: restarting it is an agent's).
 */

/** The loan's open collection file, if any. */
async function openFileOf(tx: Tx, loanId: number) {
  const [file] = await tx
    .select({ id: collectionFiles.id, daysPastDue: collectionFiles.daysPastDue })
    .from(collectionFiles)
    .where(and(eq(collectionFiles.loanId, loanId), ne(collectionFiles.status, 'SETTLED')));
  return file;
}

export function writeOffLoan(ctx: AppContext, actor: UserRow, loanId: number, input: WriteOffInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.written-off', requires: 'writeOff' },
    async ({ tx, state, today }) => {
      const { writeOffAfterDays } = await readAccountingPolicy(tx);
      const file = await openFileOf(tx, loanId);
      // Past due long enough in collections; or bankrupt, a loss whatever the days.
      const bankruptcy = input.bankruptcy === true;
      if (!bankruptcy && (!file || file.daysPastDue < writeOffAfterDays))
        throw refuse('LOAN_NOT_WRITABLE_OFF', { days: writeOffAfterDays });
      // A debit already with the provider will be settled or returned: its outcome first, then the write-off.
      const [inFlight] = await tx
        .select({ id: debits.id })
        .from(debits)
        .where(and(eq(debits.loanId, loanId), inArray(debits.status, ['IN_FILE', 'SUBMITTED'])))
        .limit(1);
      if (inFlight) throw refuse('LOAN_DEBIT_IN_FLIGHT');
      const owed = totalsOf(state);
      await postEntries(tx, state, actor.id, [
        {
          kind: 'WRITE_OFF',
          date: today,
          capital: -owed.balance,
          interest: -owed.interest,
          fees: -owed.fees,
          note: input.reason,
        },
      ]);
      // Its payments to come, and their debits waiting for a cut-off, stop.
      const scheduled = state.payments.filter((row) => row.status === 'SCHEDULED').map((row) => row.id);
      await setLineStatus(tx, state, scheduled, 'CANCELLED');
      await setStatus(tx, state, { status: 'WRITTEN_OFF', writtenOffOn: today });
      if (file)
        await recordFileEvents(tx, today, actor.id, [
          {
            fileId: file.id,
            kind: 'WRITTEN_OFF',
            detail: { amount: owed.totalOwing, reason: input.reason, bankruptcy },
          },
        ]);
      if (bankruptcy)
        await setRequestStatuses(tx, actor.id, [{ requestId: state.loan.requestId, status: 'BANKRUPTCY' }]);
      return { writtenOff: owed.totalOwing, reason: input.reason, bankruptcy, cancelledPayments: scheduled.length };
    },
  );
}

/** Money received on a written-off loan: a recovery of what was lost, and its payment (a line already collected). */
export function addRecovery(ctx: AppContext, actor: UserRow, loanId: number, input: RecoveryInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.recovery', requires: 'recovery' },
    async ({ tx, state, today }) => {
      checkHandEnteredDate(
        state,
        input.date,
        'date',
        { earliest: state.loan.writtenOffOn ?? undefined, latest: today },
        true,
      );
      const [line] = await insertLines(tx, state, [
        {
          number: nextLineNumber(state),
          kind: 'MANUAL',
          status: 'PAID',
          date: input.date,
          amount: input.amount,
          interest: 0,
          capital: input.amount,
          membershipFee: 0,
          fees: 0,
          balance: 0,
        },
      ]);
      await postEntries(tx, state, actor.id, [
        { kind: 'RECOVERY', date: input.date, capital: input.amount },
        { kind: 'MANUAL_PAYMENT', date: input.date, capital: -input.amount, paymentId: line.id },
      ]);
      return { amount: input.amount, date: input.date };
    },
  );
}

/** An administrator undoes a write-off: it and the recoveries after it reversed, the loan stopped. */
export function reverseWriteOff(ctx: AppContext, actor: UserRow, loanId: number, input: ReverseWriteOffInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.write-off-reversed', requires: 'reverseWriteOff' },
    async ({ tx, state, today }) => {
      const reversed = new Set(state.entries.map((entry) => entry.reversesEntryId).filter((id) => id !== null));
      const undone = state.entries.filter(
        (entry) => (entry.kind === 'WRITE_OFF' || entry.kind === 'RECOVERY') && !reversed.has(entry.id),
      );
      await postEntries(
        tx,
        state,
        actor.id,
        undone.map((entry) => ({
          kind: 'REVERSAL' as const,
          date: today,
          capital: -entry.capitalCents,
          interest: -entry.interestCents,
          fees: -entry.feesCents,
          reversesEntryId: entry.id,
          note: input.reason,
        })),
      );
      await setStatus(tx, state, { status: 'STOPPED', writtenOffOn: null, stoppedOn: state.loan.stoppedOn ?? today });
      const file = await openFileOf(tx, loanId);
      if (file)
        await recordFileEvents(tx, today, actor.id, [
          { fileId: file.id, kind: 'WRITE_OFF_REVERSED', detail: { reason: input.reason } },
        ]);
      return { reason: input.reason, owing: totalsOf(state).totalOwing };
    },
  );
}

async function setStatus(tx: Tx, state: LoanState, changes: Partial<typeof loans.$inferInsert>) {
  await tx.update(loans).set(changes).where(eq(loans.id, state.loan.id));
  Object.assign(state.loan, changes);
}
