import { describe, expect, it } from 'vitest';
import { ledgerDisagreements, type LoanFiguresReply } from './loanConsistency';

const loan: LoanFiguresReply = {
  status: 'ACTIVE',
  balance: 90_000,
  interest: 1_000,
  fees: 500,
  totalOwing: 91_500,
  payments: [
    { status: 'PAID', capital: 10_000, fees: 0 },
    { status: 'SCHEDULED', capital: 45_000, fees: 750 },
    { status: 'SCHEDULED', capital: 45_000, fees: 750 },
  ],
  ledger: [
    { date: '2026-10-01', capital: 100_000, interest: 0, fees: 0, balanceAfter: 100_000 },
    { date: '2026-10-15', capital: -10_000, interest: 1_000, fees: 500, balanceAfter: 91_500 },
  ],
};

describe("a loan's figures against its ledger", () => {
  it("agree when every figure is the ledger's sum and the schedule repays what is owed", () => {
    expect(ledgerDisagreements(loan)).toEqual([]);
  });

  it('name each figure that disagrees', () => {
    expect(ledgerDisagreements({ ...loan, balance: 90_001, totalOwing: 91_501 })).toEqual([
      'balance 90001 ≠ Σ capital 90000',
      'scheduled payments repay 91500 ≠ total owing 91501',
    ]);
    expect(ledgerDisagreements({ ...loan, totalOwing: 91_000 })).toEqual([
      'total owing 91000 ≠ 91500',
      'scheduled payments repay 91500 ≠ total owing 91000',
    ]);
  });

  it('read the ledger as a statement: in date order, each entry with what was owed after it', () => {
    const [first, second] = loan.ledger;
    expect(ledgerDisagreements({ ...loan, ledger: [second, first] })).toEqual([
      'ledger entry 0: balance after 91500 ≠ -8500',
      'ledger entry 1 dated 2026-10-01 after one of 2026-10-15',
      'ledger entry 1: balance after 100000 ≠ 91500',
    ]);
  });

  it('leave the schedule out of a loan that is not active', () => {
    expect(ledgerDisagreements({ ...loan, status: 'STOPPED', payments: [] })).toEqual([]);
  });
});
