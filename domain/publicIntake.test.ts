import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAN_CONFIGURATION } from './loanConfiguration';
import { publicLoanRequestBody, publicRequestErrors, returningCustomerOf, type IntakeCandidate } from './publicIntake';

const applicant = {
  firstName: 'Émilie',
  lastName: 'Bouchard',
  email: 'Emilie.Bouchard@Exemple.ca',
  cellPhone: '819 555 0142',
  dateOfBirth: '1990-02-17',
  street: '12, rue des Érables',
  city: 'Sherbrooke',
  province: 'QC',
  postalCode: 'j1h2k3',
};

describe('the intake body', () => {
  it('stores the applicant as agents would: folded email, formatted phone and postal code, French by default', () => {
    const parsed = publicLoanRequestBody.parse({ applicant, requestedAmountCents: 50_000 });
    expect(parsed.applicant).toMatchObject({
      email: 'emilie.bouchard@exemple.ca',
      cellPhone: '819-555-0142',
      postalCode: 'J1H 2K3',
      language: 'fr',
      incomeSources: [],
      bankrupt: false,
    });
  });

  it('takes a home phone instead of a cellphone', () => {
    expect(
      publicLoanRequestBody.safeParse({
        applicant: { ...applicant, cellPhone: null, homePhone: '819-555-0100' },
        requestedAmountCents: 50_000,
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a customer status', { applicant: { ...applicant, status: 'BLOCKED' }, requestedAmountCents: 50_000 }],
    ['bank details', { applicant: { ...applicant, bankTransit: '12345' }, requestedAmountCents: 50_000 }],
    ['a request status', { applicant, requestedAmountCents: 50_000, status: 'ACCEPTED' }],
    ['no phone', { applicant: { ...applicant, cellPhone: '' }, requestedAmountCents: 50_000 }],
    ['no street', { applicant: { ...applicant, street: ' ' }, requestedAmountCents: 50_000 }],
    ['dollars', { applicant, requestedAmountCents: '500.00' }],
  ])('refuses %s', (_, body) => {
    expect(publicLoanRequestBody.safeParse(body).success).toBe(false);
  });
});

describe('what the schema cannot check', () => {
  const parsed = (overrides: Record<string, unknown>, amount = 50_000) =>
    publicLoanRequestBody.parse({ applicant: { ...applicant, ...overrides }, requestedAmountCents: amount });

  it.each([
    [30_000, {}],
    [42_500, {}],
    [150_000, {}],
    [29_999, { requestedAmountCents: 'validation.amountNotOffered' }],
    [150_001, { requestedAmountCents: 'validation.amountNotOffered' }],
  ])("an amount of %i cents between the matrix's smallest ($300) and largest ($1,500): %j", (amount, errors) => {
    expect(publicRequestErrors(parsed({}, amount), DEFAULT_LOAN_CONFIGURATION, '2026-11-24')).toEqual(errors);
  });

  it('a birth date before today', () => {
    expect(
      publicRequestErrors(parsed({ dateOfBirth: '2026-11-24' }), DEFAULT_LOAN_CONFIGURATION, '2026-11-24'),
    ).toEqual({ 'applicant.dateOfBirth': 'validation.invalidDate' });
    expect(
      publicRequestErrors(parsed({ dateOfBirth: '2026-11-23' }), DEFAULT_LOAN_CONFIGURATION, '2026-11-24'),
    ).toEqual({});
  });
});

describe('a returning applicant', () => {
  const candidate = (overrides: Partial<IntakeCandidate>): IntakeCandidate => ({
    id: 7,
    firstName: 'EMILIE',
    lastName: 'bouchard',
    dateOfBirth: '1990-02-17',
    matchedOn: ['email'],
    ...overrides,
  });
  const who = { firstName: 'Émilie', lastName: 'Bouchard ', dateOfBirth: '1990-02-17' };

  it.each([
    ['the same email, name (any case, accents) and birth date', [candidate({})], 7],
    ['the same SIN, name and birth date', [candidate({ matchedOn: ['sin', 'phone'] })], 7],
    ['only the same phone', [candidate({ matchedOn: ['phone'] })], null],
    ['another first name', [candidate({ firstName: 'Paul' })], null],
    ['another birth date', [candidate({ dateOfBirth: '1990-02-18' })], null],
    ['a profile without a birth date', [candidate({ dateOfBirth: null })], null],
    ['two profiles that both fit (not merged yet)', [candidate({}), candidate({ id: 8 })], null],
    ['one fitting profile among others', [candidate({ id: 3, firstName: 'Paul' }), candidate({})], 7],
    ['nobody', [], null],
  ])('%s → %s', (_, candidates, expected) => {
    expect(returningCustomerOf(candidates, who)).toBe(expected);
  });
});
