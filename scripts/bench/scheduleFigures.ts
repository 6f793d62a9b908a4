import { performance } from 'node:perf_hooks';
import { computeSchedule } from '../../domain/loanSchedule';

/**
 * How many 26-payment schedules `domain/` computes a second on one core (the loan-engine goal is
 * 50,000): varied amounts, rates and start dates, so no cache flatters the figure.
 */
export function benchSchedules(seconds = 3) {
  const frequencies = ['WEEKLY', 'BIWEEKLY', 'TWICE_MONTHLY', 'MONTHLY'] as const;
  const starts = ['2026-12-04', '2027-01-15', '2027-06-17', '2027-09-30'];
  let computed = 0;
  let checksum = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const schedule = computeSchedule({
      amount: 50_000 + (computed % 4_000) * 100,
      annualInterestRate: 9 + (computed % 20),
      frequency: frequencies[computed % 4],
      numberOfPayments: 26,
      firstPaymentDate: starts[computed % 4],
      twiceMonthlyDays: [15, 31],
      brokerageFee: 5_000,
      membershipFeePerPayment: 250,
    });
    checksum += schedule.payments[25].amount;
    computed++;
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    figure: 'domain.computeSchedule (26 payments, APR included), one core',
    unit: 'schedules/s',
    perSecond: Math.round(computed / elapsed),
    samples: computed,
    checksum,
  };
}
