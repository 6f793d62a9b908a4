import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema';
import { acceptedRequest, createLoan, setToday } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_DATE: '2026-11-24' });
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

interface FeeRow {
  id: number;
  kind: string;
  amount: number;
  effectiveDate: string;
  inForce: boolean;
}

const read = async (token = admin) => {
  const response = await t.call({ method: 'GET', url: '/api/configuration/loan', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const save = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'PUT', url: '/api/configuration/loan', token, payload });
const addFee = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/configuration/loan/fees', token, payload });
/** What the screen sends back: the configuration as read, without what is not saved with it. */
const editable = async (overrides: Record<string, unknown> = {}) => {
  const { fees: _fees, today: _today, ...terms } = await read();
  return { ...terms, ...overrides };
};
const feesOf = (config: { fees: FeeRow[] }, kind: string) => config.fees.filter((fee) => fee.kind === kind);

describe('reading the loan configuration', () => {
  it('shows the defaults with their version and each fee in force since 2000, to agents too', async () => {
    const config = await read(agent);
    expect(config).toMatchObject({
      annualInterestRate: 18.9,
      defaultFrequency: 'BIWEEKLY',
      delayDays: 7,
      brokerageFee: 0,
      membershipFeePerPayment: 100,
      version: 1,
      today: '2026-11-24',
    });
    expect(config.amountMatrix[0]).toEqual({ amount: 30_000, numberOfPayments: [6, 8, 10, 12] });
    expect(config.fees).toEqual([
      { id: expect.any(Number), kind: 'NSF', amount: 4_500, effectiveDate: '2000-01-01', inForce: true },
      { id: expect.any(Number), kind: 'DELAYED_PAYMENT', amount: 2_500, effectiveDate: '2000-01-01', inForce: true },
      { id: expect.any(Number), kind: 'INTERAC_DEPOSIT', amount: 0, effectiveDate: '2000-01-01', inForce: true },
      { id: expect.any(Number), kind: 'AUTO_WITHDRAWAL', amount: 0, effectiveDate: '2000-01-01', inForce: true },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'GET', url: '/api/configuration/loan' })).statusCode).toBe(401);
  });
});

describe('saving the loan configuration', () => {
  it('saves at the version read, audited, and refuses a stale save with 409', async () => {
    const before = await editable();
    const matrix = [...before.amountMatrix, { amount: 160_000, numberOfPayments: [26, 20] }];
    const saved = await save({
      ...before,
      annualInterestRate: 17.25,
      delayDays: 10,
      brokerageFee: 2_500,
      membershipFeePerPayment: 150,
      defaultFrequency: 'WEEKLY',
      amountMatrix: matrix,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      annualInterestRate: 17.25,
      delayDays: 10,
      brokerageFee: 2_500,
      membershipFeePerPayment: 150,
      defaultFrequency: 'WEEKLY',
      version: before.version + 1,
    });
    expect(saved.json().amountMatrix.at(-1)).toEqual({ amount: 160_000, numberOfPayments: [20, 26] });
    expect(await read()).toMatchObject({ annualInterestRate: 17.25, version: before.version + 1 });

    const stale = await save({ ...before, annualInterestRate: 30 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.STALE_VERSION');
    expect((await read()).annualInterestRate).toBe(17.25);

    const [entry] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'configuration'), eq(auditLog.action, 'configuration.loan-updated')));
    expect(entry.before).toMatchObject({ annualInterestRate: 18.9, version: before.version });
    expect(entry.after).toMatchObject({ annualInterestRate: 17.25, version: before.version + 1 });
  });

  it("keeps the default payment provider: another one is refused, to be asked of the provider's team", async () => {
    const before = await editable();
    expect((await read()).defaultPaymentProvider).toBe('CARD');
    const refused = await save({ ...before, defaultPaymentProvider: 'INTERAC' });
    expect(refused.statusCode).toBe(420);
    expect(refused.json()).toMatchObject({
      message: 'errors.PAYMENT_PROVIDER_CHANGE_CONTACT',
      params: { provider: 'CARD' },
    });
    expect((await read()).version).toBe(before.version);
    // Sent back as read, it changes nothing and the save goes through.
    expect((await save({ ...before, defaultPaymentProvider: 'CARD' })).statusCode).toBe(200);
    const offer = await t.call({ method: 'GET', url: '/api/loans/offer', token: admin });
    expect(offer.json().defaultPaymentProvider).toBe('CARD');
  });

  it('is refused to an agent, who may only read it', async () => {
    const response = await save(await editable(), agent);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
  });

  it.each([
    ['an empty matrix', { amountMatrix: [] }, { amountMatrix: 'validation.matrixRows' }],
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
      'an amount without payments',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: [] }] },
      { 'amountMatrix.0.numberOfPayments': 'validation.paymentChoices' },
    ],
    [
      '261 payments',
      { amountMatrix: [{ amount: 50_000, numberOfPayments: [261] }] },
      { 'amountMatrix.0.numberOfPayments.0': 'validation.numberOfPayments' },
    ],
    ['a rate above 100 %', { annualInterestRate: 120 }, { annualInterestRate: 'validation.interestRate' }],
    ['a delay of 90 days', { delayDays: 90 }, { delayDays: 'validation.delayDays' }],
    ['a fee in dollars with cents as decimals', { brokerageFee: 25.5 }, { brokerageFee: 'validation.invalidAmount' }],
    ['a field it does not know', { fees: [] }, { fees: 'validation.unknownField' }],
    [
      'debits presented 9 business days ahead',
      { debitLeadBusinessDays: 9 },
      { debitLeadBusinessDays: 'validation.debitLead' },
    ],
    [
      'a province capped twice',
      {
        nsfFeeCaps: [
          { province: 'ON', amount: 2_000 },
          { province: 'ON', amount: 1_500 },
        ],
      },
      { 'nsfFeeCaps.1.province': 'validation.duplicate' },
    ],
    [
      'collection degrees that leave days out',
      {
        collectionDegrees: [
          { fromDays: 1, toDays: 30, nameFr: 'Un', nameEn: 'One' },
          { fromDays: 45, toDays: null, nameFr: 'Deux', nameEn: 'Two' },
        ],
      },
      { 'collectionDegrees.1.fromDays': 'validation.degreeGap' },
    ],
    [
      'a last collection degree with an end',
      { collectionDegrees: [{ fromDays: 1, toDays: 30, nameFr: 'Un', nameEn: 'One' }] },
      { 'collectionDegrees.0.toDays': 'validation.degreeOpenEnd' },
    ],
    [
      'a collection degree without its English name',
      { collectionDegrees: [{ fromDays: 1, toDays: null, nameFr: 'Un', nameEn: ' ' }] },
      { 'collectionDegrees.0.nameEn': 'validation.required' },
    ],
    [
      'no contact allowed in a week',
      { contactPacing: { contactsPerWeek: 0, noContactOnHolidays: true } },
      { 'contactPacing.contactsPerWeek': 'validation.contactsPerWeek' },
    ],
    [
      'a cap for a province that does not exist',
      { nsfFeeCaps: [{ province: 'XX', amount: 2_000 }] },
      { 'nsfFeeCaps.0.province': 'validation.invalid' },
    ],
  ])('refuses %s with 400 on the field, saving nothing', async (_, overrides, errors) => {
    const before = await read();
    const response = await save(await editable(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect((await read()).version).toBe(before.version);
  });

  it('changes what the new-loan dialog offers, and a loan can be made of a new amount', async () => {
    const before = await editable();
    const matrix = [
      ...before.amountMatrix.filter((row: { amount: number }) => row.amount !== 110_000),
      { amount: 110_000, numberOfPayments: [14, 18] },
    ];
    expect((await save({ ...before, amountMatrix: matrix })).statusCode).toBe(200);
    const offer = (await t.call({ method: 'GET', url: '/api/loans/offer', token: agent })).json();
    expect(offer.amountMatrix).toContainEqual({ amount: 110_000, numberOfPayments: [14, 18] });
    expect(offer.amountMatrix.map((row: { amount: number }) => row.amount)).toEqual(
      [...offer.amountMatrix.map((row: { amount: number }) => row.amount)].sort((a, b) => a - b),
    );

    const { requestId } = await acceptedRequest(t, admin, 110_000);
    const loan = await createLoan(t, admin, {
      requestId,
      amount: 110_000,
      numberOfPayments: 14,
      frequency: 'BIWEEKLY',
      firstPaymentDate: '2026-12-04',
      paymentProvider: 'CARD',
    });
    expect(loan).toMatchObject({ amount: 110_000, numberOfPayments: 14 });
    const other = await acceptedRequest(t, admin, 110_000);
    const refused = await t.call({
      method: 'POST',
      url: '/api/loans',
      token: admin,
      payload: {
        requestId: other.requestId,
        amount: 110_000,
        numberOfPayments: 16,
        frequency: 'BIWEEKLY',
        firstPaymentDate: '2026-12-04',
        paymentProvider: 'CARD',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ numberOfPayments: 'validation.paymentsNotOffered' });
  });
});

describe('the fee history', () => {
  it('adds a value from a future date and keeps the earlier one in force until then', async () => {
    const response = await addFee({ kind: 'NSF', amount: 5_000, effectiveDate: '2027-01-01' });
    expect(response.statusCode, response.body).toBe(201);
    expect(feesOf(response.json(), 'NSF')).toEqual([
      { id: expect.any(Number), kind: 'NSF', amount: 5_000, effectiveDate: '2027-01-01', inForce: false },
      { id: expect.any(Number), kind: 'NSF', amount: 4_500, effectiveDate: '2000-01-01', inForce: true },
    ]);
    const [entry] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'configuration.fee-added'));
    expect(entry.after).toMatchObject({ kind: 'NSF', amount: 5_000, effectiveDate: '2027-01-01' });

    await setToday(t, '2027-01-01');
    try {
      const later = await read();
      expect(feesOf(later, 'NSF').map((fee: FeeRow) => [fee.amount, fee.inForce])).toEqual([
        [5_000, true],
        [4_500, false],
      ]);
    } finally {
      await setToday(t, '2026-11-24');
    }
  });

  it.each([
    [
      'today',
      { kind: 'DELAYED_PAYMENT', amount: 3_000, effectiveDate: '2026-11-24' },
      { effectiveDate: 'validation.effectiveDateFuture' },
    ],
    [
      'a past date',
      { kind: 'DELAYED_PAYMENT', amount: 3_000, effectiveDate: '2026-01-01' },
      { effectiveDate: 'validation.effectiveDateFuture' },
    ],
    [
      'a date that does not exist',
      { kind: 'DELAYED_PAYMENT', amount: 3_000, effectiveDate: '2027-02-30' },
      { effectiveDate: 'validation.invalidDate' },
    ],
    [
      'an unknown kind',
      { kind: 'LATE_FEE', amount: 3_000, effectiveDate: '2027-01-01' },
      { kind: 'validation.invalid' },
    ],
    [
      'a negative amount',
      { kind: 'DELAYED_PAYMENT', amount: -1, effectiveDate: '2027-01-01' },
      { amount: 'validation.invalidAmount' },
    ],
    [
      'a field it does not know',
      { kind: 'DELAYED_PAYMENT', amount: 3_000, effectiveDate: '2027-01-01', inForce: true },
      { inForce: 'validation.unknownField' },
    ],
    ['no effective date', { kind: 'DELAYED_PAYMENT', amount: 3_000 }, { effectiveDate: 'validation.invalidDate' }],
  ])('refuses %s with 400 on the field, adding nothing', async (_, payload, errors) => {
    const before = (await read()).fees.length;
    const response = await addFee(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect((await read()).fees.length).toBe(before);
  });

  it('refuses a second value of the same kind on the same date', async () => {
    expect((await addFee({ kind: 'INTERAC_DEPOSIT', amount: 150, effectiveDate: '2027-03-01' })).statusCode).toBe(201);
    const twice = await addFee({ kind: 'INTERAC_DEPOSIT', amount: 200, effectiveDate: '2027-03-01' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ effectiveDate: 'validation.duplicate' });
    expect(feesOf(await read(), 'INTERAC_DEPOSIT').map((fee: FeeRow) => fee.amount)).toEqual([150, 0]);
  });

  it('is refused to an agent', async () => {
    const response = await addFee({ kind: 'NSF', amount: 6_000, effectiveDate: '2027-06-01' }, agent);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
  });
});

describe('the debit terms', () => {
  it('keeps how far ahead debits are presented and the NSF fee caps, Ontario at $20 by default', async () => {
    const before = await editable();
    expect(before).toMatchObject({ debitLeadBusinessDays: 2, nsfFeeCaps: [{ province: 'ON', amount: 2_000 }] });
    const caps = [
      { province: 'ON', amount: 2_000 },
      { province: 'QC', amount: 3_000 },
    ];
    const saved = await save({ ...before, debitLeadBusinessDays: 3, nsfFeeCaps: caps });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toMatchObject({ debitLeadBusinessDays: 3, nsfFeeCaps: caps });
    const restored = await save({ ...(await editable()), debitLeadBusinessDays: 2, nsfFeeCaps: before.nsfFeeCaps });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('the collection degrees', () => {
  it('start as four 30-day ranges and keep what an administrator sets', async () => {
    const before = await editable();
    expect(
      before.collectionDegrees.map((degree: { fromDays: number; toDays: number | null }) => [
        degree.fromDays,
        degree.toDays,
      ]),
    ).toEqual([
      [1, 30],
      [31, 60],
      [61, 90],
      [91, null],
    ]);
    const degrees = [
      { fromDays: 1, toDays: 14, nameFr: 'Retard léger', nameEn: 'Slightly late' },
      { fromDays: 15, toDays: null, nameFr: 'Retard', nameEn: 'Late' },
    ];
    const saved = await save({ ...before, collectionDegrees: degrees });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).collectionDegrees).toEqual(degrees);
    expect(before.contactPacing).toEqual({ contactsPerWeek: 3, noContactOnHolidays: true });
    const paced = await save({
      ...(await editable()),
      contactPacing: { contactsPerWeek: 5, noContactOnHolidays: false },
    });
    expect(paced.statusCode, paced.body).toBe(200);
    expect((await read()).contactPacing).toEqual({ contactsPerWeek: 5, noContactOnHolidays: false });
    const restored = await save({ ...(await editable()), collectionDegrees: before.collectionDegrees });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});
