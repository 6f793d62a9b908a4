import { describe, expect, it } from 'vitest';
import {
  contractLanguages,
  contractReadiness,
  contractRefusals,
  contractSchedule,
  contractTotals,
  isNorthAmericanNumber,
  isSignerNameOf,
  type ContractLine,
  type ContractParty,
} from './contracts';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { computeSchedule } from './loanSchedule';

const ready: ContractParty = {
  language: 'fr',
  province: 'QC',
  email: 'jean@example.ca',
  fax: '514-555-0123',
  bankTransit: '30101',
  bankInstitution: '815',
  bankAccount: '1234567',
};
const keys = (party: Partial<ContractParty>, channel: 'EMAIL' | 'FAX' | 'ESIGN' = 'EMAIL') =>
  contractRefusals({ ...ready, ...party }, channel).map((refusal) => refusal.key);

describe('contract requirements (spec §5)', () => {
  it('lets a complete file go by every channel', () => {
    expect(keys({}, 'EMAIL')).toEqual([]);
    expect(keys({}, 'FAX')).toEqual([]);
    expect(keys({}, 'ESIGN')).toEqual([]);
  });

  it.each([
    ['no transit', { bankTransit: null }],
    ['no institution', { bankInstitution: '' }],
    ['no account', { bankAccount: '   ' }],
  ])('needs the banking information (%s)', (_case, party) => {
    expect(keys(party)).toEqual(['CONTRACT_BANKING_INFO_REQUIRED']);
  });

  it('refuses an institution number that does not exist, naming it', () => {
    expect(contractRefusals({ ...ready, bankInstitution: '999' }, 'EMAIL')).toEqual([
      { key: 'INSTITUTION_NUMBER_NOT_FOUND', params: { number: '999' } },
    ]);
  });

  it('needs the client language', () => {
    expect(keys({ language: null })).toEqual(['CONTRACT_LANGUAGE_REQUIRED']);
    expect(keys({ language: 'es' })).toEqual(['CONTRACT_LANGUAGE_REQUIRED']);
  });

  it('needs where the channel sends it: an email for email and e-signature, a North American fax number for fax', () => {
    expect(keys({ email: null }, 'EMAIL')).toEqual(['CONTRACT_EMAIL_REQUIRED']);
    expect(keys({ email: '' }, 'ESIGN')).toEqual(['CONTRACT_EMAIL_REQUIRED']);
    expect(keys({ email: null }, 'FAX')).toEqual([]);
    expect(keys({ fax: null }, 'FAX')).toEqual(['CONTRACT_FAX_REQUIRED']);
    expect(keys({ fax: null }, 'EMAIL')).toEqual([]);
    expect(contractRefusals({ ...ready, fax: '123-555-0123' }, 'FAX')).toEqual([
      { key: 'CONTRACT_FAX_INVALID', params: { fax: '123-555-0123' } },
    ]);
  });

  it('says every requirement missing, banking first', () => {
    expect(keys({ bankAccount: null, language: null, fax: null }, 'FAX')).toEqual([
      'CONTRACT_BANKING_INFO_REQUIRED',
      'CONTRACT_LANGUAGE_REQUIRED',
      'CONTRACT_FAX_REQUIRED',
    ]);
  });

  it('tells the dialog, per channel, the destination and what is missing', () => {
    const readiness = contractReadiness({ ...ready, fax: null });
    expect(readiness.channels.EMAIL).toEqual({ destination: 'jean@example.ca', refusals: [] });
    expect(readiness.channels.ESIGN.destination).toBe('jean@example.ca');
    expect(readiness.channels.FAX).toEqual({ destination: null, refusals: [{ key: 'CONTRACT_FAX_REQUIRED' }] });
    expect(readiness.languages).toEqual(['fr']);
  });
});

describe('fax numbers', () => {
  it.each([
    ['514-555-0123', true],
    ['+1 (819) 555-0000', true],
    ['15145550123', true],
    ['014-555-0123', false],
    ['514-155-0123', false],
    ['555-0123', false],
    ['44 20 7946 0958', false],
  ])('%s is a North American number: %s', (number, expected) => {
    expect(isNorthAmericanNumber(number)).toBe(expected);
  });
});

describe('contract languages', () => {
  it.each([
    ['a French-speaking Quebecer', { language: 'fr', province: 'QC' }, ['fr']],
    [
      'an English-speaking Quebecer: French first, then English (Charter of the French Language s. 55)',
      { language: 'en', province: 'QC' },
      ['fr', 'en'],
    ],
    ['an English-speaking Ontarian', { language: 'en', province: 'ON' }, ['en']],
    ['a French-speaking New Brunswicker', { language: 'fr', province: 'NB' }, ['fr']],
    ['a customer with no province', { language: 'en', province: null }, ['en']],
  ])('%s', (_who, party, expected) => {
    expect(contractLanguages(party)).toEqual(expected);
  });
});

describe('signer name', () => {
  it('is the borrower’s name whatever the case, accents, hyphens and spaces', () => {
    expect(isSignerNameOf('jean-francois  TREMBLAY', 'Jean-François Tremblay')).toBe(true);
    expect(isSignerNameOf(' Jean François Tremblay ', 'Jean-François Tremblay')).toBe(true);
    expect(isSignerNameOf('Jean Tremblay', 'Jean-François Tremblay')).toBe(false);
    expect(isSignerNameOf('', '')).toBe(false);
  });
});

describe('cost of credit', () => {
  // $500 at 18.9 % over 6 payments every two weeks with a $1 membership fee per payment.
  const schedule = computeSchedule({
    amount: 50_000,
    annualInterestRate: 18.9,
    frequency: 'BIWEEKLY',
    numberOfPayments: 6,
    firstPaymentDate: '2026-12-04',
    membershipFeePerPayment: 100,
  });
  const lines: ContractLine[] = schedule.payments.map((line) => ({
    ...line,
    kind: 'SCHEDULED',
    status: 'SCHEDULED',
    fees: 0,
  }));

  it('is the loan schedule’s own total cost (interest and fees beyond the amount received)', () => {
    const totals = contractTotals(50_000, lines);
    expect(totals.costOfCredit).toBe(schedule.totalCost);
    expect(totals.totalInterest).toBe(schedule.totalInterest);
    expect(totals.totalMembershipFees).toBe(600);
    expect(totals.totalPayments).toBe(50_000 + schedule.totalCost);
    expect(totals.regularPayment).toBe(schedule.payments[0].amount);
  });

  it('lists the schedule’s debits, not manual payments nor lines cancelled or deferred', () => {
    const mixed: ContractLine[] = [
      { ...lines[0], status: 'PAID' },
      { ...lines[1], status: 'DEFERRED' },
      { ...lines[2], kind: 'MANUAL', status: 'PAID' },
      { ...lines[3], status: 'CANCELLED' },
      lines[4],
    ];
    expect(contractSchedule(mixed).map((line) => line.number)).toEqual([1, 5]);
  });
});

describe('refusal texts', () => {
  it('exist in both catalogues for every requirement, with the parameters they say', () => {
    const refusals = [
      ...contractRefusals({ ...ready, bankAccount: null, language: null, fax: null, email: null }, 'FAX'),
      ...contractRefusals({ ...ready, bankInstitution: '999', email: null }, 'EMAIL'),
      ...contractRefusals({ ...ready, fax: '123-555-0123' }, 'FAX'),
    ];
    expect(new Set(refusals.map((refusal) => refusal.key)).size).toBe(6);
    for (const { key, params = {} } of refusals) {
      for (const catalogue of [fr, en]) {
        const text = (catalogue.errors as Record<string, string>)[key];
        expect(text, key).toBeTypeOf('string');
        for (const name of Object.keys(params)) expect(text, key).toContain(`%{${name}}`);
      }
    }
  });
});
