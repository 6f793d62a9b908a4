import { describe, expect, it } from 'vitest';
import { createCustomerBody, updateCustomerBody } from '../../domain/customers';
import { customerPayload, INCOME_SOURCE_FIELDS } from './customerPayload';

const record = {
  id: 7,
  customerNumber: 100007,
  fullName: 'Jean Tremblay',
  status: 'ACTIVE',
  firstName: 'Jean',
  lastName: 'Tremblay',
  gender: '',
  language: 'fr',
  email: 'jean@exemple.ca',
  province: 'QC',
  postalCode: 'h2x 1y4',
  job: { employerName: 'Hydro-Québec', phone: '', payFrequency: 'BIWEEKLY' },
  incomeSources: [{ type: 'EMPLOYEE', nextPayDate: '2026-06-04', insuranceStartDate: '2026-01-01' }],
  bankrupt: false,
  financialStatus: { housingStatus: '', monthlyRentCents: null },
  mergeLock: null,
  bankInstitutionName: 'Desjardins',
  version: 4,
};

describe('customerPayload', () => {
  it('leaves the SIN on file alone when its input is left empty, and sends one typed in', () => {
    expect(customerPayload({ ...record, sinMasked: '*** *** 286', sin: '' })).not.toHaveProperty('sin');
    expect(customerPayload({ ...record, sin: undefined })).not.toHaveProperty('sin');
    expect(customerPayload({ ...record, sin: '046 454 286' }).sin).toBe('046 454 286');
    expect(updateCustomerBody.safeParse(customerPayload({ ...record, sin: '' })).success).toBe(true);
  });

  it('keeps the editable fields and the version, nothing read-only', () => {
    const payload = customerPayload(record);
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('fullName');
    expect(payload).not.toHaveProperty('mergeLock');
    expect(payload).not.toHaveProperty('bankInstitutionName');
    expect(payload).toMatchObject({ firstName: 'Jean', province: 'QC', version: 4 });
  });

  it('sends blanks as null and an emptied group as null', () => {
    const payload = customerPayload(record);
    expect(payload.gender).toBeNull();
    expect(payload.financialStatus).toBeNull();
    expect(payload.job).toMatchObject({
      employerName: 'Hydro-Québec',
      phone: null,
      payFrequency: 'BIWEEKLY',
      hrPhone: null,
    });
  });

  it('keeps only the dates of each source of income', () => {
    const { incomeSources } = customerPayload({
      ...record,
      incomeSources: [{ type: 'EMPLOYEE', nextPayDate: '2026-06-04', insuranceStartDate: '2026-01-01' }],
    });
    expect(incomeSources).toEqual([{ type: 'EMPLOYEE', nextPayDate: '2026-06-04' }]);
    expect(INCOME_SOURCE_FIELDS.EMPLOYMENT_INSURANCE).toEqual(['insuranceStartDate', 'nextDepositDate']);
    expect(INCOME_SOURCE_FIELDS.SELF_EMPLOYED).toEqual(['directDeposit', 'workPhone', 'nextDepositDate']);
  });

  it('gives payloads the shared schemas accept, on update and on create', () => {
    expect(updateCustomerBody.safeParse(customerPayload(record)).success).toBe(true);
    const { version: _version, ...created } = customerPayload(record);
    expect(createCustomerBody.safeParse(created).success).toBe(true);
  });

  it('lets the shared schema refuse what the server would refuse', () => {
    const result = updateCustomerBody.safeParse(
      customerPayload({ ...record, postalCode: 'K1A 0B1', bankInstitution: '999' }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      postalCode: 'validation.postalCodeProvince',
      bankInstitution: 'validation.institutionNumber',
    });
  });
});
