import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { addFeeResolver } from './addFeeForm';
import {
  loanConfigurationResolver,
  parsePaymentCounts,
  serverErrorsOnForm,
  toFormValues,
  toPayload,
  type LoanConfigurationValues,
} from './loanConfigurationForm';

const record = {
  annualInterestRate: 18.9,
  defaultFrequency: 'BIWEEKLY' as const,
  delayDays: 7,
  brokerageFee: 0,
  membershipFeePerPayment: 100,
  defaultPaymentProvider: 'CARD' as const,
  version: 3,
  today: '2026-11-24',
  fees: [],
  amountMatrix: [{ amount: 30_000, numberOfPayments: [6, 8] }],
  debitLeadBusinessDays: 2,
  nsfFeeCaps: [{ province: 'ON', amount: 2_000 }],
  collectionDegrees: [
    { fromDays: 1, toDays: 30, nameFr: '1 à 30 jours', nameEn: '1 to 30 days' },
    { fromDays: 31, toDays: null, nameFr: 'Plus de 30 jours', nameEn: 'Over 30 days' },
  ],
  contactPacing: { contactsPerWeek: 3, noContactOnHolidays: true },
};
const options = {} as ResolverOptions<LoanConfigurationValues>;

describe('the loan configuration form', () => {
  it('shows the numbers of payments as text and sends them back as numbers, with the version read', () => {
    const values = toFormValues(record);
    expect(values.amountMatrix).toEqual([{ amount: 30_000, numberOfPayments: '6, 8' }]);
    // The default provider is not the form's to send: the provider's team changes it.
    const { today: _today, fees: _fees, defaultPaymentProvider: _provider, ...saved } = record;
    expect(toPayload(values)).toEqual(saved);
  });

  it.each([
    ['6, 8, 10', [6, 8, 10]],
    [' 6 8;10 ', [6, 8, 10]],
    ['', []],
    ['6, huit', [6, Number.NaN]],
    ['6.5', [Number.NaN]],
  ])('reads "%s" as %j', (text, counts) => {
    expect(parsePaymentCounts(text)).toEqual(counts);
  });

  it('shows an error on one of a row’s numbers of payments on the row’s text field', async () => {
    const values = {
      ...toFormValues(record),
      amountMatrix: [
        { amount: 30_000, numberOfPayments: '6, 300' },
        { amount: 30_000, numberOfPayments: '6' },
      ],
    };
    const { errors } = await loanConfigurationResolver(values, undefined, options);
    const rows = errors.amountMatrix as unknown as Record<string, Record<string, { message: string }>>;
    expect(rows['0'].numberOfPayments.message).toBe('validation.numberOfPayments');
    expect(rows['1'].amount.message).toBe('validation.duplicate');
    expect(
      serverErrorsOnForm({
        'amountMatrix.0.numberOfPayments.1': 'validation.numberOfPayments',
        delayDays: 'validation.delayDays',
      }),
    ).toEqual({
      'amountMatrix.0.numberOfPayments': 'validation.numberOfPayments',
      delayDays: 'validation.delayDays',
    });
  });

  it('accepts the configuration as read', async () => {
    expect((await loanConfigurationResolver(toFormValues(record), undefined, options)).errors).toEqual({});
  });
});

describe('the add-fee form', () => {
  const check = async (effectiveDate: string) =>
    (await addFeeResolver('2026-11-24')({ kind: 'NSF', amount: 5_000, effectiveDate }, undefined, {} as never)).errors
      .effectiveDate?.message;
  it.each([
    ['2026-11-25', undefined],
    ['2026-11-24', 'validation.effectiveDateFuture'],
    ['2026-10-01', 'validation.effectiveDateFuture'],
    ['', 'validation.invalidDate'],
  ])('takes %s as an effective date: %s', async (date, error) => {
    expect(await check(date)).toBe(error);
  });
});
