import { expect } from 'vitest';
import type { TestApp } from './testApp';

/** A complete customer as an agent's form sends it: every section of spec §3 filled. */
export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jean',
    lastName: 'Trémblay',
    gender: 'MALE',
    language: 'fr',
    sin: '046 454 286',
    dateOfBirth: '1985-04-12',
    email: 'jean.tremblay@videotron.ca',
    homePhone: '(514) 555-0101',
    cellPhone: '438 555 0102',
    street: '1234, rue Saint-Denis',
    apartment: '3',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'h2x 1y4',
    addressSince: '2019-07-01',
    job: {
      employerName: 'Hydro-Québec',
      supervisorName: 'Lucie Gagnon',
      phone: '514-555-0199',
      phoneExt: '204',
      positionTitle: 'Technicien',
      hiringDate: '2016-03-14',
      payFrequency: 'BIWEEKLY',
      nextPayDate: '2026-06-04',
      hrPhone: '514-555-0198',
      hrPhoneExt: '1',
    },
    incomeSources: [
      { type: 'EMPLOYEE', nextPayDate: '2026-06-04' },
      { type: 'PARENTAL_INSURANCE', insuranceStartDate: '2026-01-05', nextDepositDate: '2026-06-01' },
    ],
    bankrupt: false,
    bankTransit: '30101',
    bankInstitution: '815',
    bankAccount: '1234567',
    financialStatus: {
      housingStatus: 'TENANT',
      monthlyGrossSalaryCents: 420_000,
      monthlyRentCents: 115_000,
      monthlyHeatingElectricityCents: 9_000,
      monthlyCarLoanCents: 35_000,
      monthlyOtherLoanCents: 0,
    },
    ...overrides,
  };
}

export interface CustomerReply {
  id: number;
  customerNumber: number;
  version: number;
  firstName: string;
  lastName: string;
  [field: string]: unknown;
}

/** Creates a customer through the API (201 expected). */
export async function createCustomer(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<CustomerReply> {
  const response = await t.call({ method: 'POST', url: '/api/customers', token, payload: customerBody(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The query-string form of ra-data-simple-rest's JSON parameters. */
export const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
