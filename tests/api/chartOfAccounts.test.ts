import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksMatchLedgers } from '../support/books';
import { startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, loanAction, setToday } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  staff = (await t.login('staff@demo.ca')).token;
});
afterAll(async () => t.close());

type Account = { id: number; number: string; role: string | null; enabled: boolean; used: boolean };
const accounts = async (): Promise<Account[]> =>
  (await t.call({ method: 'GET', url: '/api/accounting/accounts', token: admin })).json();
const byRole = async (role: string) => (await accounts()).find((account) => account.role === role)!;

describe('the chart of accounts (Configuration → Accounting)', () => {
  it('starts with the standard chart, and takes a new account under a number of its own', async () => {
    const chart = await accounts();
    expect(chart.map((account) => account.number)).toContain('1200');
    const payload = { number: '4300', nameFr: 'Revenus de placement', nameEn: 'Investment income', type: 'INCOME' };
    const created = await t.call({ method: 'POST', url: '/api/accounting/accounts', token: admin, payload });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...payload, enabled: true, used: false, role: null });
    const again = await t.call({ method: 'POST', url: '/api/accounting/accounts', token: admin, payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ number: 'validation.duplicate' });
    const bad = await t.call({
      method: 'POST',
      url: '/api/accounting/accounts',
      token: admin,
      payload: { ...payload, number: '43A', type: 'SAVINGS' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['number', 'type']);
  });

  it('is kept by administrators only; staff read it', async () => {
    expect((await t.call({ method: 'GET', url: '/api/accounting/mappings', token: staff })).statusCode).toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: '/api/accounting/accounts',
      token: staff,
      payload: { number: '4310', nameFr: 'X', nameEn: 'X', type: 'INCOME' },
    });
    expect(refused.statusCode).toBe(420);
  });

  it('maps a kind to another counter-account from the next entry on, and the books still follow the ledgers', async () => {
    const agent = (await t.login('agent@demo.ca')).token;
    // A balance increase now credits the new account.
    const income = (await accounts()).find((account) => account.number === '4300')!;
    const changed = await t.call({
      method: 'PUT',
      url: '/api/accounting/mappings',
      token: admin,
      payload: {
        mappings: [{ kind: 'BALANCE_INCREASE', part: 'capital', counterAccountId: income.id }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toContainEqual(
      expect.objectContaining({ kind: 'BALANCE_INCREASE', part: 'capital', counterAccountId: income.id }),
    );

    await setToday(t, '2026-11-23');
    const { requestId } = await acceptedRequest(t, agent);
    const loan = await startAndPayOut(t, agent, await createLoan(t, agent, { ...LOAN_TERMS, requestId }));
    await loanAction(t, agent, loan, 'balance-increases', { amount: 1_500, reason: 'Frais' });
    const trial = (
      await t.call({ method: 'GET', url: '/api/accounting/trial-balance?date=2026-11-23', token: admin })
    ).json();
    expect(trial.lines.find((line: { number: string }) => line.number === '4300')).toMatchObject({
      creditCents: 1_500,
    });
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
    await expectBooksMatchLedgers(t);
    // Used now: it can no longer be deleted, only disabled (the chart lists it so).
    expect((await accounts()).find((account) => account.id === income.id)).toMatchObject({ used: true });
  });

  it("refuses a receivable as a part's counter-account, an unknown or disabled account, and disabling a mapped account", async () => {
    const loans = await byRole('LOANS_RECEIVABLE');
    const refused = await t.call({
      method: 'PUT',
      url: '/api/accounting/mappings',
      token: admin,
      payload: {
        mappings: [
          { kind: 'REBATE', part: 'capital', counterAccountId: loans.id },
          { kind: 'REBATE', part: 'fees', counterAccountId: 999_999 },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'mappings.0.counterAccountId': 'validation.invalid',
      'mappings.1.counterAccountId': 'validation.invalid',
    });

    const rebates = await byRole('REBATES');
    const disable = await t.call({
      method: 'PUT',
      url: `/api/accounting/accounts/${rebates.id}`,
      token: admin,
      payload: { nameFr: 'Remises', nameEn: 'Rebates', enabled: false },
    });
    expect(disable.statusCode).toBe(420);
    expect(disable.json().message).toBe('errors.ACCOUNT_IN_MAPPING');

    // An account no mapping moves is renamed and disabled; it then cannot be chosen.
    const unapplied = await byRole('UNAPPLIED_MONEY');
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/accounting/accounts/${unapplied.id}`,
      token: admin,
      payload: { nameFr: 'Sommes en attente', nameEn: 'Money on hold', enabled: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ nameFr: 'Sommes en attente', enabled: false });
    const toDisabled = await t.call({
      method: 'PUT',
      url: '/api/accounting/mappings',
      token: admin,
      payload: { mappings: [{ kind: 'REBATE', part: 'capital', counterAccountId: unapplied.id }] },
    });
    expect(toDisabled.statusCode).toBe(400);
  });
});
