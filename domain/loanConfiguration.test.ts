import { describe, expect, it } from 'vitest';
import { CRIMINAL_RATE_CAP_PERCENT } from './annualPercentageRate';
import {
  DEFAULT_LOAN_CONFIGURATION,
  amountMatrixError,
  amountsOffered,
  feeInForce,
  paymentsOfferedFor,
  type FeeRate,
} from './loanConfiguration';
import { computeSchedule } from './loanSchedule';

describe('fees with effective dates (spec §3)', () => {
  const fees: FeeRate[] = [
    { kind: 'NSF', amount: 4_500, effectiveDate: '2000-01-01' },
    { kind: 'NSF', amount: 5_000, effectiveDate: '2027-01-01' },
    { kind: 'DELAYED_PAYMENT', amount: 2_500, effectiveDate: '2026-06-01' },
  ];
  it.each([
    ['NSF', '2026-12-31', 4_500],
    ['NSF', '2027-01-01', 5_000],
    ['DELAYED_PAYMENT', '2026-05-31', 0],
    ['DELAYED_PAYMENT', '2026-06-01', 2_500],
    ['AUTO_WITHDRAWAL', '2026-06-01', 0],
  ])('%s on %s is %i cents: earlier values stay in force before a change', (kind, date, amount) => {
    expect(feeInForce(fees, kind as 'NSF', date)).toBe(amount);
  });
});

describe('the amount matrix', () => {
  it('offers its amounts and their numbers of payments, and says which field is wrong', () => {
    expect(amountsOffered(DEFAULT_LOAN_CONFIGURATION)).toEqual([30_000, 50_000, 75_000, 100_000, 125_000, 150_000]);
    expect(paymentsOfferedFor(DEFAULT_LOAN_CONFIGURATION, 50_000)).toEqual([6, 8, 10, 12]);
    expect(paymentsOfferedFor(DEFAULT_LOAN_CONFIGURATION, 55_000)).toEqual([]);
    expect(amountMatrixError(DEFAULT_LOAN_CONFIGURATION, 55_000, 6)).toEqual({
      field: 'amount',
      key: 'validation.amountNotOffered',
    });
    expect(amountMatrixError(DEFAULT_LOAN_CONFIGURATION, 50_000, 7)).toEqual({
      field: 'numberOfPayments',
      key: 'validation.paymentsNotOffered',
    });
    expect(amountMatrixError(DEFAULT_LOAN_CONFIGURATION, 50_000, 6)).toBeNull();
  });

  it('stays under the Criminal Code cap for every default combination at the default frequency', () => {
    const c = DEFAULT_LOAN_CONFIGURATION;
    for (const row of c.amountMatrix) {
      for (const numberOfPayments of row.numberOfPayments) {
        const { apr } = computeSchedule({
          amount: row.amount,
          numberOfPayments,
          annualInterestRate: c.annualInterestRate,
          frequency: c.defaultFrequency,
          firstPaymentDate: '2027-01-08',
          brokerageFee: c.brokerageFee,
          membershipFeePerPayment: c.membershipFeePerPayment,
        });
        expect(apr, `${row.amount} × ${numberOfPayments}`).toBeLessThanOrEqual(CRIMINAL_RATE_CAP_PERCENT);
      }
    }
  });
});
