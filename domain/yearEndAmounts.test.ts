import { describe, expect, it } from 'vitest';
import { allocatePayment, ledgerTotals, type LedgerEntry } from './loanLedger';
import { YEAR_END_PARTS, yearEndAmountsOf, type YearEndAmounts } from './yearEndAmounts';
import { ledgerEntryMaker } from '../tests/support/ledgerEntries';

const make = ledgerEntryMaker();
const entry = (kind: LedgerEntry['kind'], date: string, parts: Partial<LedgerEntry> = {}) =>
  make(kind, { date, ...parts });
const negated = (of: LedgerEntry) => ({ capital: -of.capital, interest: -of.interest, fees: -of.fees });
// (+ 0: a sum of nothing is 0, never -0)
const sumOf = (amounts: YearEndAmounts, side: 'charged' | 'collected') =>
  YEAR_END_PARTS.reduce((sum, part) => sum + amounts[part][side], 0) + 0;

describe('yearEndAmountsOf', () => {
  it('attributes a payment to the oldest fees, and the capital to the brokerage fee before the money lent', () => {
    const lent = entry('DISBURSEMENT', '2026-01-05', { capital: 50_000 });
    const brokerage = entry('BROKERAGE_FEE', '2026-01-05', { capital: 10_000 });
    const due = entry('INSTALMENT_DUE', '2026-02-01', { interest: 900, fees: 500 });
    const nsfFee = entry('NSF_FEE', '2026-02-01', { fees: 4_500 });
    const paid = entry('MANUAL_PAYMENT', '2026-03-02', { fees: -5_000, interest: -900, capital: -12_000 });
    const months = yearEndAmountsOf([lent, brokerage, due, nsfFee, paid]);
    const january = months.get('2026-01')!;
    expect(january.capital.charged).toBe(50_000);
    expect(january.brokerageFees.charged).toBe(10_000);
    const march = months.get('2026-03')!;
    // 5,000 of fees: the membership fee of February's payment (500) first, then the NSF fee.
    expect(march.membershipFees.collected).toBe(500);
    expect(march.nsfFees.collected).toBe(4_500);
    expect(march.interest.collected).toBe(900);
    expect(march.brokerageFees.collected).toBe(10_000);
    expect(march.capital.collected).toBe(2_000);
  });

  it('gives back a returned payment to the charges it had paid, in the month of the return', () => {
    const due = entry('INSTALMENT_DUE', '2026-04-01', { interest: 700, fees: 300 });
    const payment = entry('PAYMENT', '2026-04-01', { fees: -300, interest: -700, capital: -4_000 });
    const lent = entry('DISBURSEMENT', '2026-03-15', { capital: 20_000 });
    const nsf = entry('NSF', '2026-05-03', { ...negated(payment), reversesEntryId: payment.id });
    const months = yearEndAmountsOf([lent, due, payment, nsf]);
    expect(months.get('2026-04')!.membershipFees.collected).toBe(300);
    expect(months.get('2026-05')!.membershipFees.collected).toBe(-300);
    expect(months.get('2026-05')!.capital.collected).toBe(-4_000);
    expect(months.get('2026-05')!.interest.collected).toBe(-700);
    // Removing the return counts the payment again.
    const removed = entry('REVERSAL', '2026-05-10', { ...negated(nsf), reversesEntryId: nsf.id });
    const again = yearEndAmountsOf([lent, due, payment, nsf, removed]).get('2026-05')!;
    expect(sumOf(again, 'collected')).toBe(0);
  });

  it('takes a removed deferral fee off what was charged', () => {
    const fee = entry('DEFERRAL_FEE', '2026-06-02', { fees: 2_500 });
    const removed = entry('REVERSAL', '2026-07-01', { ...negated(fee), reversesEntryId: fee.id });
    const months = yearEndAmountsOf([fee, removed]);
    expect(months.get('2026-06')!.deferralFees.charged).toBe(2_500);
    expect(months.get('2026-07')!.deferralFees.charged).toBe(-2_500);
  });

  // Random histories: whatever the order of charges, payments, returns and removals, each month's
  // collected parts add up to what its paying entries took (net of returns and removals), its charged
  // parts to what it lent and billed, and the whole to the loan's paid total (ledgerTotals).
  it('ties every month to the sums of the ledger, to the cent, for seeded random histories', () => {
    let seed = 20261127;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let loan = 0; loan < 200; loan += 1) {
      const entries: LedgerEntry[] = [
        entry('DISBURSEMENT', '2025-11-03', { capital: 100_000 }),
        entry('BROKERAGE_FEE', '2025-11-03', { capital: 15_000 }),
      ];
      const reversible: LedgerEntry[] = [];
      for (let step = 0; step < 30; step += 1) {
        const date = `2026-${String(1 + Math.floor(step / 3)).padStart(2, '0')}-${String(1 + (step % 3) * 9).padStart(2, '0')}`;
        const owed = ledgerTotals(entries);
        const roll = random();
        let next: LedgerEntry;
        if (roll < 0.3) next = entry('INSTALMENT_DUE', date, { interest: 800, fees: 200 });
        else if (roll < 0.4) next = entry('NSF_FEE', date, { fees: 4_500 });
        else if (roll < 0.48) next = entry('DEFERRAL_FEE', date, random() < 0.5 ? { fees: 2_500 } : { capital: 2_500 });
        else if (roll < 0.75) {
          const kind = random() < 0.6 ? 'PAYMENT' : random() < 0.5 ? 'MANUAL_PAYMENT' : 'REBATE';
          next = entry(kind, date, allocatePayment(1_000 + Math.floor(random() * 9_000), owed));
        } else if (roll < 0.9 && reversible.length > 0) {
          const target = reversible.splice(Math.floor(random() * reversible.length), 1)[0]!;
          const kind = target.kind === 'PAYMENT' ? 'NSF' : 'REVERSAL';
          next = entry(kind, date, { ...negated(target), reversesEntryId: target.id });
          if (kind === 'NSF') reversible.push(next);
        } else continue;
        entries.push(next);
        if (['PAYMENT', 'MANUAL_PAYMENT', 'REBATE', 'DEFERRAL_FEE'].includes(next.kind)) reversible.push(next);
      }
      const months = yearEndAmountsOf(entries);
      for (const [month, amounts] of months) {
        const inMonth = entries.filter((e) => e.date.startsWith(month));
        const byId = new Map(entries.map((e) => [e.id, e]));
        const settled = (e: LedgerEntry): boolean =>
          ['PAYMENT', 'MANUAL_PAYMENT', 'STOPPED_LOAN_PAYMENT', 'NSF'].includes(e.kind) ||
          (e.kind === 'REVERSAL' && settled(byId.get(e.reversesEntryId!)!));
        const charging = (e: LedgerEntry): boolean =>
          ['DISBURSEMENT', 'BROKERAGE_FEE', 'INSTALMENT_DUE', 'NSF_FEE', 'DEFERRAL_FEE'].includes(e.kind) ||
          (e.kind === 'REVERSAL' && charging(byId.get(e.reversesEntryId!)!));
        const total = (e: LedgerEntry) => e.capital + e.interest + e.fees;
        expect(sumOf(amounts, 'collected')).toBe(0 - inMonth.filter(settled).reduce((s, e) => s + total(e), 0));
        expect(sumOf(amounts, 'charged')).toBe(inMonth.filter(charging).reduce((s, e) => s + total(e), 0));
      }
      const collected = [...months.values()].reduce((sum, amounts) => sum + sumOf(amounts, 'collected'), 0);
      expect(collected).toBe(ledgerTotals(entries).paid);
    }
  });
});
