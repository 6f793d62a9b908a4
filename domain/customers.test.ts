import { describe, expect, it } from 'vitest';
import {
  EDITABLE_CUSTOMER_FIELDS,
  createCustomerBody,
  customerListFilter,
  fullNameOf,
  incomeSource,
  updateCustomerBody,
} from './customers';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('customer payloads', () => {
  it('fill the defaults of a new customer and store values in one format', () => {
    const parsed = createCustomerBody.parse({
      firstName: ' Zoé ',
      lastName: 'Roy',
      email: 'ZOE@Exemple.CA',
      cellPhone: '(514) 555 1234',
      postalCode: 'h2x1y4',
      province: 'QC',
      fax: '',
    });
    expect(parsed).toEqual({
      firstName: 'Zoé',
      lastName: 'Roy',
      email: 'zoe@exemple.ca',
      cellPhone: '514-555-1234',
      postalCode: 'H2X 1Y4',
      province: 'QC',
      fax: null,
      status: 'ACTIVE',
      language: 'fr',
      incomeSources: [],
      bankrupt: false,
    });
  });

  it('check a postal code against its province when both are given', () => {
    expect(
      errorsOf(createCustomerBody.safeParse({ firstName: 'A', lastName: 'B', postalCode: 'H2X 1Y4', province: 'ON' })),
    ).toEqual({ postalCode: 'validation.postalCodeProvince' });
    expect(updateCustomerBody.safeParse({ postalCode: 'H2X 1Y4', version: 3 }).success).toBe(true);
  });

  it('take every field as optional on update, but the version', () => {
    expect(updateCustomerBody.parse({ version: 2 })).toEqual({ version: 2 });
    expect(errorsOf(updateCustomerBody.safeParse({ city: 'Laval' }))).toEqual({ version: 'validation.required' });
    expect(updateCustomerBody.safeParse({ version: 1, customerNumber: 4 }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['customerNumber'],
    });
  });

  it('give each source of income the dates of its kind, and nothing else', () => {
    expect(
      incomeSource.parse({
        type: 'EMPLOYMENT_INSURANCE',
        insuranceStartDate: '2026-01-05',
        nextDepositDate: '2026-02-01',
      }),
    ).toMatchObject({ type: 'EMPLOYMENT_INSURANCE' });
    expect(incomeSource.parse({ type: 'SELF_EMPLOYED', directDeposit: true, workPhone: '819 555 0000' })).toMatchObject(
      { workPhone: '819-555-0000' },
    );
    expect(incomeSource.safeParse({ type: 'RETIREMENT_PLAN', workPhone: '819 555 0000' }).success).toBe(false);
  });

  it('list the editable fields a form sends', () => {
    expect(EDITABLE_CUSTOMER_FIELDS).toContain('bankInstitution');
    expect(EDITABLE_CUSTOMER_FIELDS).not.toContain('customerNumber');
    expect(EDITABLE_CUSTOMER_FIELDS).not.toContain('version');
  });

  it('fold search terms and hold them to 3 characters', () => {
    expect(customerListFilter.parse({ lastName: 'Trém', phone: '(514) 555' })).toEqual({
      lastName: 'trem',
      phone: '514555',
    });
    expect(errorsOf(customerListFilter.safeParse({ lastName: 'Tr' }))).toEqual({
      lastName: 'validation.minSearchLength',
    });
  });

  it('write the full name first name first', () => {
    expect(fullNameOf({ firstName: 'Jean', lastName: 'Tremblay' })).toBe('Jean Tremblay');
  });
});
