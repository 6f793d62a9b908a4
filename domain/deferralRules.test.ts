import { describe, expect, it } from 'vitest';
import { consecutiveDeferralsWith, deferralRefusal, firstPaymentOf, type DeferralRules } from './deferralRules';
import type { LineState } from './loanView';
import type { PaymentLineKind, PaymentLineStatus } from './loanStatuses';

/**
 * A schedule written as one letter per line, in date order, two weeks apart from 2027-01-01:
 * P paid, S scheduled, D deferred, N NSF, C cancelled, M a hand-entered (manual) payment.
 * Line ids are 1, 2, 3…; a deferral's new line is a later S at the end.
 */
function schedule(letters: string): LineState[] {
  const status: Record<string, PaymentLineStatus> = {
    P: 'PAID',
    S: 'SCHEDULED',
    D: 'DEFERRED',
    N: 'NSF',
    C: 'CANCELLED',
    M: 'PAID',
  };
  return [...letters].map((letter, index) => ({
    id: index + 1,
    number: index + 1,
    kind: (letter === 'M' ? 'MANUAL' : 'SCHEDULED') as PaymentLineKind,
    date: `2027-${String(1 + Math.floor(index / 2)).padStart(2, '0')}-${index % 2 ? '15' : '01'}`,
    status: status[letter],
  }));
}

const rules = (overrides: Partial<DeferralRules> = {}): DeferralRules => ({
  deferralsPermitted: true,
  firstPaymentDeferrable: true,
  maxDeferralsPerLoan: 3,
  maxConsecutiveDeferrals: 2,
  ...overrides,
});

describe('consecutiveDeferralsWith', () => {
  it.each([
    // [schedule, payment deferred, run it would make]
    ['SSSS', 1, 1],
    ['PDSS', 3, 2], // right after a deferred payment
    ['PDDS', 4, 3],
    ['PDPS', 4, 1], // a collected payment between breaks the run
    ['PDNS', 4, 1], // so does a debit the bank returned
    ['PSDS', 2, 2], // a deferred payment right after counts too
    ['PDSDS', 3, 3], // joining two runs
    ['PDMS', 4, 2], // a hand-entered payment is not part of the schedule
    ['PDCS', 4, 2], // nor a cancelled line
    ['PPSS', 9, 1], // a line the loan does not have
  ])('%s deferring line %i makes %i in a row', (letters, paymentId, run) => {
    expect(consecutiveDeferralsWith(schedule(letters), paymentId)).toBe(run);
  });
});

describe('firstPaymentOf', () => {
  it('is the schedule line numbered first, whatever its status', () => {
    expect(firstPaymentOf(schedule('DSSS'))?.id).toBe(1);
    expect(firstPaymentOf(schedule('MSSS'))?.id).toBe(2);
    expect(firstPaymentOf([])).toBeUndefined();
  });
});

describe('deferralRefusal (spec §9: allowed or not, first payment, maximum per loan, maximum consecutive)', () => {
  it.each([
    ['defaults allow the next payment', rules(), 'PSSS', 2, null],
    ['defaults allow the first payment', rules(), 'SSSS', 1, null],
    [
      'deferrals not permitted',
      rules({ deferralsPermitted: false }),
      'PSSS',
      2,
      { key: 'errors.DEFERRAL_NOT_PERMITTED' },
    ],
    [
      'not permitted wins over every other rule',
      rules({ deferralsPermitted: false, firstPaymentDeferrable: false }),
      'SSSS',
      1,
      { key: 'errors.DEFERRAL_NOT_PERMITTED' },
    ],
    [
      'the first payment, when it may not be deferred',
      rules({ firstPaymentDeferrable: false }),
      'SSSS',
      1,
      { key: 'errors.FIRST_PAYMENT_NOT_DEFERRABLE' },
    ],
    ['the second payment then', rules({ firstPaymentDeferrable: false }), 'SSSS', 2, null],
    [
      'a first payment already deferred moved to a new line, which is not the first',
      rules({ firstPaymentDeferrable: false }),
      'DSSSS',
      5,
      null,
    ],
    ['the third deferral of three allowed', rules(), 'PDPDSSSS', 6, null],
    [
      'a fourth deferral of three allowed',
      rules(),
      'PDPDPDSSSS',
      8,
      { key: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', params: { maximum: 3 } },
    ],
    [
      'one deferral per loan, already used',
      rules({ maxDeferralsPerLoan: 1, maxConsecutiveDeferrals: 1 }),
      'PDSS',
      4,
      { key: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', params: { maximum: 1 } },
    ],
    [
      'a third in a row, two allowed',
      rules(),
      'PDDSS',
      4,
      { key: 'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED', params: { maximum: 2 } },
    ],
    [
      'a second in a row, one allowed',
      rules({ maxConsecutiveDeferrals: 1 }),
      'PDSS',
      3,
      { key: 'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED', params: { maximum: 1 } },
    ],
    ['not in a row, one allowed', rules({ maxConsecutiveDeferrals: 1 }), 'PDSS', 4, null],
    [
      'the per-loan maximum is said before the consecutive one',
      rules({ maxDeferralsPerLoan: 2 }),
      'PDDSS',
      4,
      { key: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', params: { maximum: 2 } },
    ],
  ])('%s', (_name, portal, letters, paymentId, expected) => {
    expect(deferralRefusal(portal, schedule(letters), paymentId)).toEqual(expected);
  });
});
