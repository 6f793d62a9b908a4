import { describe, expect, it } from 'vitest';
import { adjustmentOf, differencesOf, moneyIntoProvider, type StatementItem } from './reconciliation';

const debit = (reference: string, amountCents: number, status: StatementItem['status'] = 'SETTLED'): StatementItem => ({
  reference,
  kind: 'DEBIT',
  status,
  amountCents,
});
const payout = (
  reference: string,
  amountCents: number,
  status: StatementItem['status'] = 'SETTLED',
): StatementItem => ({
  reference,
  kind: 'CREDIT',
  status,
  amountCents,
});

describe('moneyIntoProvider', () => {
  it('counts a debit taken in, a payout and a fee out, a return undoing its item', () => {
    expect(moneyIntoProvider(debit('PAY-1-1', 10_000))).toBe(10_000);
    expect(moneyIntoProvider(debit('PAY-1-1', 10_000, 'RETURNED'))).toBe(-10_000);
    expect(moneyIntoProvider(payout('DEP-1-1', 50_000))).toBe(-50_000);
    expect(moneyIntoProvider(payout('DEP-1-1', 50_000, 'RETURNED'))).toBe(50_000);
    expect(moneyIntoProvider(payout('DEP-1-1', 250, 'FEE'))).toBe(-250);
  });
});

describe('differencesOf', () => {
  it('matches items by reference, kind and status, and names each disagreement', () => {
    const expected = [
      debit('PAY-1-1', 10_000),
      debit('PAY-2-1', 8_000),
      debit('PAY-3-1', 5_000),
      payout('DEP-9-1', 250, 'FEE'),
    ];
    const reported = [
      debit('PAY-1-1', 10_000),
      debit('PAY-2-1', 7_900),
      payout('DEP-9-1', 250, 'FEE'),
      debit('PAY-4-2', 1_000),
    ];
    expect(differencesOf(expected, reported)).toEqual([
      {
        reference: 'PAY-2-1',
        kind: 'DEBIT',
        status: 'SETTLED',
        difference: 'AMOUNT',
        expectedCents: 8_000,
        reportedCents: 7_900,
      },
      {
        reference: 'PAY-3-1',
        kind: 'DEBIT',
        status: 'SETTLED',
        difference: 'MISSING',
        expectedCents: 5_000,
        reportedCents: null,
      },
      {
        reference: 'PAY-4-2',
        kind: 'DEBIT',
        status: 'SETTLED',
        difference: 'EXTRA',
        expectedCents: null,
        reportedCents: 1_000,
      },
    ]);
  });

  it('tells a settled item from its return: the same reference twice on a day is two items', () => {
    const both = [debit('PAY-1-1', 10_000), debit('PAY-1-1', 10_000, 'RETURNED')];
    expect(differencesOf(both, both)).toEqual([]);
    expect(differencesOf(both, [both[0]])).toMatchObject([{ status: 'RETURNED', difference: 'MISSING' }]);
  });
});

describe('adjustmentOf', () => {
  it("posts the provider's figure less Guichet's, as money into the provider", () => {
    // A debit reported a dollar short: a dollar less with the provider.
    expect(adjustmentOf({ kind: 'DEBIT', status: 'SETTLED', expectedCents: 10_000, reportedCents: 9_900 })).toBe(-100);
    // A payout the provider never reports: the money it would have paid is still with it.
    expect(adjustmentOf({ kind: 'CREDIT', status: 'SETTLED', expectedCents: 50_000, reportedCents: null })).toBe(
      50_000,
    );
    // A return Guichet does not know of: the debit's money is not with the provider.
    expect(adjustmentOf({ kind: 'DEBIT', status: 'RETURNED', expectedCents: null, reportedCents: 8_000 })).toBe(-8_000);
  });
});
