import { describe, expect, it } from 'vitest';
import {
  allocateLinePayment,
  DEFERRED_PAYMENT,
  deferralFeePaymentOf,
  feePaymentOf,
  owedByOpenPayments,
  presentedIdsOf,
  type FeeLine,
} from './feePayment';
import { isPresentedDebit, type DebitStatus } from './debits';

/** 1 December (its debit sent), 15 December, 5 January, 19 January; a paid 17 November before them. */
const line = (id: number, date: string, rest: Partial<FeeLine> = {}): FeeLine => ({
  id,
  date,
  status: 'SCHEDULED',
  kind: 'SCHEDULED',
  ...rest,
});
const SCHEDULE = [
  line(1, '2026-11-17', { status: 'PAID' }),
  line(2, '2026-12-01'),
  line(3, '2026-12-15'),
  line(4, '2027-01-05'),
  line(5, '2027-01-19'),
];

describe('isPresentedDebit: the debits whose amount no longer changes', () => {
  it.each<[DebitStatus | null, boolean]>([
    ['QUEUED', false],
    ['IN_FILE', true],
    ['SUBMITTED', true],
    ['SETTLED', true],
    ['RETURNED', true],
    ['CANCELLED', false],
    [null, false],
  ])('%s → %s', (status, presented) => {
    expect(isPresentedDebit(status)).toBe(presented);
  });
});

describe('feePaymentOf: the first payment still to come whose debit is not presented', () => {
  it.each<[string, FeeLine[], number[], number | null]>([
    ['nothing presented: the next payment', SCHEDULE, [], 2],
    ['the next one presented: the one after it', SCHEDULE, [2], 3],
    ['two presented', SCHEDULE, [2, 3], 4],
    ['every one presented: none', SCHEDULE, [2, 3, 4, 5], null],
    [
      'an agreed payment keeps its agreed amount',
      [line(7, '2026-12-01', { kind: 'AGREEMENT' }), line(8, '2026-12-15')],
      [],
      8,
    ],
    [
      'deferred and cancelled lines are not payments to come',
      [
        line(2, '2026-12-01', { status: 'DEFERRED' }),
        line(3, '2026-12-15', { status: 'CANCELLED' }),
        line(4, '2027-01-05'),
      ],
      [],
      4,
    ],
    ['in date order whatever the order given', [line(5, '2027-01-19'), line(4, '2027-01-05')], [], 4],
  ])('%s', (_name, lines, presented, expected) => {
    expect(feePaymentOf(lines, new Set(presented))?.id ?? null).toBe(expected);
  });
});

describe('deferralFeePaymentOf: where a deferral about to be made puts its fee', () => {
  it.each<[string, number[], number, string | undefined, number | typeof DEFERRED_PAYMENT | null]>([
    // The case: deferring 15 December while 1 December's debit is at the bank.
    ['1 December sent, 15 December deferred: 5 January', [2], 3, undefined, 4],
    ['nothing sent, 15 December deferred: 1 December', [], 3, undefined, 2],
    ['the next payment deferred: the one after it', [], 2, undefined, 3],
    ['all others sent: the deferred payment itself, on its new date', [2, 4, 5], 3, undefined, DEFERRED_PAYMENT],
    ['a new date chosen before the next open payment: the deferred payment', [2], 3, '2026-12-22', DEFERRED_PAYMENT],
    ['a new date after it: the next open payment', [2], 3, '2027-02-02', 4],
  ])('%s', (_name, presented, deferredId, newDate, expected) => {
    const target = deferralFeePaymentOf(SCHEDULE, new Set(presented), deferredId, newDate);
    expect(target === DEFERRED_PAYMENT || target === null ? target : target.id).toBe(expected);
  });
});

describe('presentedIdsOf', () => {
  it("reads the agents' lines (their debit) and the portal's (a flag)", () => {
    expect(
      presentedIdsOf([
        { id: 1, debit: { status: 'SUBMITTED' } },
        { id: 2, debit: { status: 'QUEUED' } },
        { id: 3, debit: null },
        { id: 4, presented: true },
        { id: 5, presented: false },
      ]),
    ).toEqual(new Set([1, 4]));
  });
});

describe('owedByOpenPayments: what the open payments repay once the presented debits collect', () => {
  it.each<[string, { capital: number; arrears: number }, { capital: number; fees: number }[], object]>([
    ['nothing presented: all of it', { capital: 40_000, arrears: 2_500 }, [], { capital: 40_000, arrears: 2_500 }],
    // 1 December's 65.04 $ debit repays 59.41 $ of capital; the 25 $ fee came after it was sent.
    [
      'a presented debit takes its capital; a fee charged since stays for the open ones',
      { capital: 40_000, arrears: 2_500 },
      [{ capital: 5_941, fees: 0 }],
      { capital: 34_059, arrears: 2_500 },
    ],
    [
      'the fees a presented debit carries are its own',
      { capital: 40_000, arrears: 6_000 },
      [{ capital: 5_000, fees: 4_500 }],
      { capital: 35_000, arrears: 1_500 },
    ],
    [
      'a fee removed since it was presented: the debit pays capital instead',
      { capital: 40_000, arrears: 0 },
      [{ capital: 5_000, fees: 2_500 }],
      { capital: 32_500, arrears: 0 },
    ],
    [
      'a presented debit repaying more than is owed leaves nothing',
      { capital: 3_000, arrears: 500 },
      [{ capital: 5_000, fees: 0 }],
      { capital: 0, arrears: 0 },
    ],
  ])('%s', (_name, owed, presented, expected) => {
    expect(owedByOpenPayments(owed, presented)).toEqual(expected);
  });
});

describe('allocateLinePayment: a debit pays the charges its line carries, then capital', () => {
  // 1 December's line: 3.63 $ interest, 2.00 $ membership fee, 59.41 $ capital (65.04 $).
  const LINE = { interest: 363, membershipFee: 200, fees: 0 };
  it.each<[string, number, { interest: number; fees: number }, typeof LINE, object]>([
    [
      'a deferral fee charged after it was sent stays owed',
      6_504,
      { interest: 363, fees: 200 + 2_500 },
      LINE,
      { fees: -200, interest: -363, capital: -5_941 },
    ],
    [
      'an NSF brought back interest and fees after it was sent: they stay owed',
      6_504,
      { interest: 300 + 363, fees: 200 + 4_500 + 200 },
      LINE,
      { fees: -200, interest: -363, capital: -5_941 },
    ],
    [
      'the arrears it carries, fees first',
      10_004,
      { interest: 363 + 1_000, fees: 200 + 2_500 },
      { ...LINE, fees: 3_500 },
      { fees: -2_700, interest: -1_363, capital: -5_941 },
    ],
    [
      'a fee it carried that was removed since: capital instead',
      8_004,
      { interest: 363, fees: 200 },
      { ...LINE, fees: 1_500 },
      { fees: -200, interest: -363, capital: -7_441 },
    ],
    [
      'a debit below its charges pays fees first',
      400,
      { interest: 363, fees: 200 },
      LINE,
      { fees: -200, interest: -200, capital: -0 },
    ],
  ])('%s', (_name, amount, owed, charges, expected) => {
    expect(allocateLinePayment(amount, owed, charges)).toEqual(expected);
  });
});
