import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAN_CONFIGURATION } from './loanConfiguration';
import {
  addLoanFeeBody,
  effectiveDateError,
  feeHistory,
  hasAtMostRateDecimals,
  updateLoanConfigurationBody,
} from './loanConfigurationRules';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const { fees: _fees, ...defaults } = DEFAULT_LOAN_CONFIGURATION;
const body = (overrides: Record<string, unknown> = {}) => ({ ...defaults, version: 1, ...overrides });

describe('the loan configuration an administrator saves', () => {
  it('takes the defaults as they are', () => {
    expect(updateLoanConfigurationBody.parse(body())).toEqual(body());
  });

  it('saves the matrix in ascending order of amounts and of numbers of payments', () => {
    const parsed = updateLoanConfigurationBody.parse(
      body({
        amountMatrix: [
          { amount: 90_000, numberOfPayments: [12, 6] },
          { amount: 40_000, numberOfPayments: [8] },
        ],
      }),
    );
    expect(parsed.amountMatrix).toEqual([
      { amount: 40_000, numberOfPayments: [8] },
      { amount: 90_000, numberOfPayments: [6, 12] },
    ]);
  });

  it.each([
    ['a rate above 100 %', { annualInterestRate: 100.5 }, { annualInterestRate: 'validation.interestRate' }],
    ['a negative rate', { annualInterestRate: -1 }, { annualInterestRate: 'validation.interestRate' }],
    ['a rate with five decimals', { annualInterestRate: 18.12345 }, { annualInterestRate: 'validation.interestRate' }],
    ['an unknown frequency', { defaultFrequency: 'DAILY' }, { defaultFrequency: 'validation.invalid' }],
    ['a delay of 61 days', { delayDays: 61 }, { delayDays: 'validation.delayDays' }],
    ['a delay of half a day', { delayDays: 1.5 }, { delayDays: 'validation.delayDays' }],
    ['a brokerage fee in fractions of a cent', { brokerageFee: 10.5 }, { brokerageFee: 'validation.invalidAmount' }],
    [
      'a negative membership fee',
      { membershipFeePerPayment: -100 },
      { membershipFeePerPayment: 'validation.invalidAmount' },
    ],
    ['an empty matrix', { amountMatrix: [] }, { amountMatrix: 'validation.matrixRows' }],
    [
      '51 amounts',
      { amountMatrix: Array.from({ length: 51 }, (_, i) => ({ amount: 10_000 + i * 100, numberOfPayments: [6] })) },
      { amountMatrix: 'validation.matrixRows' },
    ],
    [
      'the same amount twice',
      {
        amountMatrix: [
          { amount: 50_000, numberOfPayments: [6] },
          { amount: 50_000, numberOfPayments: [8] },
        ],
      },
      { 'amountMatrix.1.amount': 'validation.duplicate' },
    ],
    [
      'an amount below $100',
      { amountMatrix: [{ amount: 9_999, numberOfPayments: [6] }] },
      { 'amountMatrix.0.amount': 'validation.invalidAmount' },
    ],
    [
      'an amount with no number of payments',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: [] }] },
      { 'amountMatrix.0.numberOfPayments': 'validation.paymentChoices' },
    ],
    [
      '21 numbers of payments',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: Array.from({ length: 21 }, (_, i) => i + 1) }] },
      { 'amountMatrix.0.numberOfPayments': 'validation.paymentChoices' },
    ],
    [
      'the same number of payments twice',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: [6, 6] }] },
      { 'amountMatrix.0.numberOfPayments': 'validation.duplicate' },
    ],
    [
      '261 payments',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: [261] }] },
      { 'amountMatrix.0.numberOfPayments.0': 'validation.numberOfPayments' },
    ],
    [
      'no payment at all',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: [0] }] },
      { 'amountMatrix.0.numberOfPayments.0': 'validation.numberOfPayments' },
    ],
    ['a field it does not know', { fees: [] }, { '': expect.any(String) }],
  ])('refuses %s', (_, overrides, errors) => {
    expect(errorsOf(updateLoanConfigurationBody.safeParse(body(overrides)))).toEqual(errors);
  });

  it('asks for the version it was read at', () => {
    const { version: _version, ...withoutVersion } = body();
    expect(errorsOf(updateLoanConfigurationBody.safeParse(withoutVersion))).toEqual({ version: 'validation.required' });
  });

  it.each([
    [18.9, true],
    [0, true],
    [100, true],
    [18.9999, true],
    [0.0001, true],
    [18.99999, false],
    [33.33333, false],
  ])('counts the decimals of %d as stored (four at most): %s', (rate, ok) => {
    expect(hasAtMostRateDecimals(rate)).toBe(ok);
  });
});

describe('a new fee value', () => {
  it('names a kind, an amount in cents and a calendar date', () => {
    expect(addLoanFeeBody.parse({ kind: 'NSF', amount: 5_000, effectiveDate: '2027-01-01' })).toEqual({
      kind: 'NSF',
      amount: 5_000,
      effectiveDate: '2027-01-01',
    });
  });

  it.each([
    [{ kind: 'LATE', amount: 5_000, effectiveDate: '2027-01-01' }, { kind: 'validation.invalid' }],
    [{ kind: 'NSF', amount: -1, effectiveDate: '2027-01-01' }, { amount: 'validation.invalidAmount' }],
    [{ kind: 'NSF', amount: 5_000, effectiveDate: '2027-02-30' }, { effectiveDate: 'validation.invalidDate' }],
    [{ kind: 'NSF', amount: 5_000 }, { effectiveDate: 'validation.invalidDate' }],
  ])('refuses %j', (input, errors) => {
    expect(errorsOf(addLoanFeeBody.safeParse(input))).toEqual(errors);
  });

  it.each([
    ['2026-11-25', '2026-11-24', null],
    ['2027-01-01', '2026-11-24', null],
    ['2026-11-24', '2026-11-24', 'validation.effectiveDateFuture'],
    ['2026-11-23', '2026-11-24', 'validation.effectiveDateFuture'],
    ['2025-12-31', '2026-01-01', 'validation.effectiveDateFuture'],
  ])('takes effect on %s when today is %s: must be after today (spec §5) → %s', (date, today, error) => {
    expect(effectiveDateError(date, today)).toBe(error);
  });
});

describe('the fee history', () => {
  it('lists each kind newest first and marks the value charged today, as feeInForce picks it', () => {
    const rows = [
      { id: 1, kind: 'NSF' as const, amount: 4_500, effectiveDate: '2000-01-01' },
      { id: 2, kind: 'DELAYED_PAYMENT' as const, amount: 2_500, effectiveDate: '2000-01-01' },
      { id: 3, kind: 'NSF' as const, amount: 5_000, effectiveDate: '2026-11-24' },
      { id: 4, kind: 'NSF' as const, amount: 5_500, effectiveDate: '2027-01-01' },
      { id: 5, kind: 'AUTO_WITHDRAWAL' as const, amount: 100, effectiveDate: '2027-01-01' },
    ];
    expect(feeHistory(rows, '2026-11-24').map((row) => [row.id, row.inForce])).toEqual([
      [4, false],
      [3, true],
      [1, false],
      [2, true],
      [5, false],
    ]);
  });
});
