import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const preview = (payload: object, token = agent) =>
  t.call({ method: 'POST', url: '/api/loans/preview', token, payload });
const base = {
  amount: 100_000,
  annualInterestRate: 12,
  frequency: 'MONTHLY',
  numberOfPayments: 3,
  firstPaymentDate: '2027-02-02',
};

describe('POST /api/loans/preview', () => {
  it('answers the schedule, the APR and the totals, in cents', async () => {
    const response = await preview(base);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.payments).toEqual([
      {
        number: 1,
        date: '2027-02-02',
        amount: 34_002,
        interest: 1_000,
        capital: 33_002,
        balance: 66_998,
        membershipFee: 0,
      },
      {
        number: 2,
        date: '2027-03-02',
        amount: 34_002,
        interest: 670,
        capital: 33_332,
        balance: 33_666,
        membershipFee: 0,
      },
      { number: 3, date: '2027-04-02', amount: 34_003, interest: 337, capital: 33_666, balance: 0, membershipFee: 0 },
    ]);
    expect(body).toMatchObject({ totalInterest: 2_007, totalCost: 2_007, exceedsRateCap: false });
    expect(body.apr).toBeCloseTo(12, 1);
  });

  it('flags a cost of credit above the 35 % cap', async () => {
    const body = (await preview({ ...base, annualInterestRate: 30, membershipFeePerPayment: 2_000 })).json();
    expect(body.apr).toBeGreaterThan(35);
    expect(body.exceedsRateCap).toBe(true);
  });

  it('moves later dates off holidays and skips the Fête nationale for Quebec', async () => {
    const body = (
      await preview({
        ...base,
        frequency: 'WEEKLY',
        numberOfPayments: 2,
        firstPaymentDate: '2027-06-17',
        province: 'QC',
      })
    ).json();
    expect(body.payments.map((p: { date: string }) => p.date)).toEqual(['2027-06-17', '2027-06-25']);
  });

  it.each([
    [{ ...base, amount: -5 }, { amount: 'validation.invalidAmount' }],
    [{ ...base, amount: 100.5 }, { amount: 'validation.invalidAmount' }],
    [{ ...base, amount: 0 }, { amount: 'validation.invalidAmount' }],
    [{ ...base, frequency: 'DAILY' }, { frequency: 'validation.invalid' }],
    [{ ...base, numberOfPayments: 0 }, { numberOfPayments: 'validation.invalid' }],
    [{ ...base, firstPaymentDate: '2027-02-30' }, { firstPaymentDate: 'validation.invalidDate' }],
    [{ ...base, firstPaymentDate: '2027-02-06' }, { firstPaymentDate: 'validation.paymentDateWeekend' }],
    [{ ...base, firstPaymentDate: '2027-07-01' }, { firstPaymentDate: 'validation.paymentDateHoliday' }],
    [
      { ...base, frequency: 'TWICE_MONTHLY', twiceMonthlyDays: [15, 15] },
      { twiceMonthlyDays: 'validation.twiceMonthlySameDay' },
    ],
    [{ ...base, twiceMonthlyDays: [1, 15] }, { twiceMonthlyDays: 'validation.notExpected' }],
    [{ ...base, rate: 3 }, { rate: 'validation.unknownField' }],
  ])('refuses %j', async (payload, errors) => {
    const response = await preview(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('needs a signed-in user who may view loans', async () => {
    expect((await preview(base, '')).statusCode).toBe(401);
    const norole = (await t.login('norole@demo.ca')).token;
    expect((await preview(base, norole)).json().message).toBe('errors.FORBIDDEN');
  });
});
