import { asc, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanLedgerEntries, loanPayments, loans } from '../../server/db/schema';
import { readLoanState, readLoanStates } from '../../server/features/loans/loanState';
import { postEntries } from '../../server/features/loans/loanWrites';
import { setNow, staffToken, startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, type LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
let first: LoanReply;
let second: LoanReply;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  setNow(t, '2026-11-23', '09:00');
  const paidOut = async () => {
    const { requestId } = await acceptedRequest(t, staff, 50_000);
    return startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
  };
  first = await paidOut();
  second = await paidOut();
});
afterAll(async () => t.close());

/** The loan as drizzle's own select reads it, the reference the lean reads must match. */
async function selectedByDrizzle(id: number) {
  const { db } = t.ctx.database;
  const [loan] = await db.select().from(loans).where(eq(loans.id, id));
  return {
    loan,
    payments: await db.select().from(loanPayments).where(eq(loanPayments.loanId, id)).orderBy(asc(loanPayments.number)),
    entries: await db
      .select()
      .from(loanLedgerEntries)
      .where(eq(loanLedgerEntries.loanId, id))
      .orderBy(asc(loanLedgerEntries.id)),
  };
}

describe('reading and writing a loan’s state', () => {
  it('reads every column as drizzle decodes it: dates as text, instants as dates, rates and cents as numbers', async () => {
    const state = await readLoanState(t.ctx.database.db, first.id);
    const reference = await selectedByDrizzle(first.id);
    expect(state.loan).toEqual(reference.loan);
    expect(state.payments).toEqual(reference.payments);
    expect(state.entries).toEqual(reference.entries);
    expect(state.entries.length).toBeGreaterThan(0);
    expect(typeof state.loan.annualInterestRate).toBe('number');
    expect(state.loan.createdAt).toBeInstanceOf(Date);
  });

  it('reads many loans at once, each with only its own lines and entries, and leaves out an unknown one', async () => {
    const states = await readLoanStates(t.ctx.database.db, [second.id, 999_999, first.id], false, 3);
    expect([...states.keys()]).toEqual([first.id, second.id]);
    for (const id of [first.id, second.id]) {
      const { loan, payments, entries } = await selectedByDrizzle(id);
      expect(states.get(id)).toEqual({ loan, payments, entries, debitLeadDays: 3 });
    }
  });

  it('posts entries in the order given, with their ids, and any text in a note', async () => {
    const note = `l'avance "NSF" \\ {1,2} é`;
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        const state = await readLoanState(tx, first.id, true);
        const rows = await postEntries(tx, state, null, [
          { kind: 'REBATE', date: '2026-11-23', capital: -100, note },
          { kind: 'REBATE', date: '2026-11-24', fees: -50 },
        ]);
        expect(rows.map((row) => [row.entryDate, row.capitalCents, row.feesCents, row.note])).toEqual([
          ['2026-11-23', -100, 0, note],
          ['2026-11-24', 0, -50, null],
        ]);
        expect(rows[0].id).toBeLessThan(rows[1].id);
        const stored = await tx
          .select()
          .from(loanLedgerEntries)
          .where(
            inArray(
              loanLedgerEntries.id,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(loanLedgerEntries.id));
        expect(rows).toEqual(stored);
        expect(state.entries.slice(-2)).toEqual(stored);
        // Nothing of this test stays on the loan.
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect((await readLoanState(t.ctx.database.db, first.id)).entries).toEqual(
      (await selectedByDrizzle(first.id)).entries,
    );
  });
});
