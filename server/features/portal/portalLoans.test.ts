import { describe, expect, it } from 'vitest';
import type { PortalLoanDetail } from '../../../domain/portal';
import { loansInView, splitLoans } from './portalLoans';

describe('splitLoans (newest first)', () => {
  it.each([
    ['an active loan is current over a newer pending one', ['PENDING', 'ACTIVE', 'LOAN_PAY_IN_FULL'], 1, [2]],
    ['a stopped loan is current', ['LOAN_PAY_IN_FULL', 'STOPPED'], 1, [0]],
    ['a pending loan is current when nothing is being repaid', ['PENDING', 'LOAN_PAY_IN_FULL'], 0, [1]],
    ['only past loans: none is current', ['LOAN_PAY_IN_FULL', 'LOAN_PAY_IN_FULL'], null, [0, 1]],
  ])('%s', (_name, statuses, current, past) => {
    const loans = statuses.map((status, index) => ({ status, index }));
    const split = splitLoans(loans);
    expect(split.current?.index ?? null).toBe(current);
    expect(split.past.map((loan) => loan.index)).toEqual(past);
  });
});

describe('loansInView (the portal configuration’s loan view)', () => {
  const loan = (id: number) =>
    ({
      id,
      loanNumber: 500_000 + id,
      status: 'LOAN_PAY_IN_FULL',
      amount: 50_000,
      startDate: '2026-01-02',
      endDate: '2026-06-30',
      paid: 55_000,
      payments: [],
    }) as unknown as PortalLoanDetail;
  const current = { ...loan(3), status: 'ACTIVE' } as PortalLoanDetail;

  it('current loan only', () => {
    expect(loansInView('CURRENT_LOAN_ONLY', current, [loan(1)])).toEqual({
      currentLoan: current,
      pastLoans: [],
      pastSummaries: [],
    });
  });
  it('all loans detailed', () => {
    expect(loansInView('ALL_LOANS_DETAILED', current, [loan(1)]).pastLoans).toEqual([loan(1)]);
  });
  it('current loan plus a line per past loan', () => {
    expect(loansInView('CURRENT_AND_PAST_SUMMARY', current, [loan(1)])).toEqual({
      currentLoan: current,
      pastLoans: [],
      pastSummaries: [
        {
          id: 1,
          loanNumber: 500_001,
          status: 'LOAN_PAY_IN_FULL',
          amount: 50_000,
          startDate: '2026-01-02',
          endDate: '2026-06-30',
          paid: 55_000,
        },
      ],
    });
  });
});
