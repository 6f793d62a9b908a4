import { fakerEN_CA } from '@faker-js/faker';
import { PROVINCE_CODES, type ProvinceCode } from '../../../domain/canada';
import type { CustomerJob, FinancialStatus, IncomeSource } from '../../../domain/customerFields';
import { foldText } from '../../../domain/searchText';
import { AREA_CODES, POSTAL_LETTERS, PROVINCES, PROVINCE_WEIGHTS, frenchShareOf, sinForIndex } from './canadianPeople';
import {
  BANKS_BY_REGION,
  CITIES,
  ENGLISH_POSITIONS,
  ENGLISH_STREETS,
  FRENCH_POSITIONS,
  FRENCH_STREETS,
} from './canadianPlaces';
import { QUEBEC_FEMALE_NAMES, QUEBEC_LAST_NAMES, QUEBEC_MALE_NAMES } from './quebecNames';
import type { SeedRandom } from './seedRandom';

/** The columns a generated customer fills, in COPY order (see bulkCustomers.ts). */
export const CUSTOMER_COLUMNS = [
  'id',
  'customer_number',
  'status',
  'first_name',
  'last_name',
  'gender',
  'language',
  'sin',
  'date_of_birth',
  'email',
  'home_phone',
  'cell_phone',
  'fax',
  'street',
  'apartment',
  'city',
  'province',
  'postal_code',
  'address_since',
  'job',
  'income_sources',
  'bankrupt',
  'bankruptcy_end_date',
  'bank_transit',
  'bank_institution',
  'bank_account',
  'financial_status',
  'created_at',
  'updated_at',
] as const;

export interface GeneratedCustomer {
  row: unknown[];
  province: ProvinceCode;
  language: 'fr' | 'en';
  createdAt: number;
}

const DAY = 86_400_000;
const EMAIL_PROVIDERS = [
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'videotron.ca',
  'bell.net',
  'hotmail.ca',
  'yahoo.ca',
  'icloud.com',
  'sympatico.ca',
];
const PROVINCE_ENTRIES = PROVINCE_CODES.map((code) => [code, PROVINCE_WEIGHTS[code]] as const);

/** English names come from faker's en_CA lists, drawn once; French ones from quebecNames.ts. */
function englishNamePools() {
  fakerEN_CA.seed(2026);
  const unique = (make: () => string, n: number) => [...new Set(Array.from({ length: n }, make))];
  return {
    female: unique(() => fakerEN_CA.person.firstName('female'), 400),
    male: unique(() => fakerEN_CA.person.firstName('male'), 400),
    last: unique(() => fakerEN_CA.person.lastName(), 1500),
  };
}

export type NamePools = ReturnType<typeof namePools>;
export function namePools() {
  const english = englishNamePools();
  return {
    fr: { female: QUEBEC_FEMALE_NAMES, male: QUEBEC_MALE_NAMES, last: QUEBEC_LAST_NAMES },
    en: english,
  };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dollars = (random: SeedRandom, min: number, max: number, step = 50) =>
  random.int(min / step, max / step) * step * 100;

export function fakePhoneFor(random: SeedRandom, province: ProvinceCode): string {
  return `${random.pick(AREA_CODES[province])}-${random.int(2, 9)}${random.digits(2)}-${random.digits(4)}`;
}

const POSTAL_LETTER_LIST = [...POSTAL_LETTERS];
const FIRST_POSTAL_LETTERS = Object.fromEntries(
  PROVINCE_CODES.map((code) => [code, [...PROVINCES[code].postalLetters]]),
) as Record<ProvinceCode, string[]>;

function fakePostal(random: SeedRandom, province: ProvinceCode): string {
  const letter = () => random.pick(POSTAL_LETTER_LIST);
  return `${random.pick(FIRST_POSTAL_LETTERS[province])}${random.int(0, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

function fakeJob(
  random: SeedRandom,
  language: 'fr' | 'en',
  province: ProvinceCode,
  now: number,
  employers: readonly string[],
): CustomerJob {
  const payFrequency = random.weighted([
    ['BIWEEKLY', 55],
    ['WEEKLY', 25],
    ['MONTHLY', 15],
    ['DAILY', 5],
  ] as const);
  return {
    employerName: random.pick(employers),
    supervisorName: random.chance(0.7)
      ? `${random.pick(QUEBEC_MALE_NAMES.concat(QUEBEC_FEMALE_NAMES))} ${random.pick(QUEBEC_LAST_NAMES)}`
      : null,
    phone: fakePhoneFor(random, province),
    phoneExt: random.chance(0.4) ? String(random.int(100, 9999)) : null,
    positionTitle: random.pick(language === 'fr' ? FRENCH_POSITIONS : ENGLISH_POSITIONS),
    hiringDate: isoDate(now - random.int(60, 4000) * DAY),
    payFrequency,
    nextPayDate: isoDate(now + random.int(1, 14) * DAY),
    hrPhone: random.chance(0.5) ? fakePhoneFor(random, province) : null,
    hrPhoneExt: random.chance(0.3) ? String(random.int(100, 999)) : null,
  };
}

function fakeIncomes(random: SeedRandom, employed: boolean, province: ProvinceCode, now: number): IncomeSource[] {
  const next = () => isoDate(now + random.int(1, 30) * DAY);
  const other = (): IncomeSource => {
    const type = random.weighted([
      ['EMPLOYMENT_INSURANCE', 25],
      ['RETIREMENT_PLAN', 25],
      ['DISABILITY_BENEFITS', 12],
      ['SELF_EMPLOYED', 18],
      ['PARENTAL_INSURANCE', 10],
      ['SOCIAL_ASSISTANCE', 10],
    ] as const);
    switch (type) {
      case 'EMPLOYMENT_INSURANCE':
      case 'PARENTAL_INSURANCE':
        return { type, insuranceStartDate: isoDate(now - random.int(10, 200) * DAY), nextDepositDate: next() };
      case 'SELF_EMPLOYED':
        return {
          type,
          directDeposit: random.chance(0.6),
          workPhone: fakePhoneFor(random, province),
          nextDepositDate: next(),
        };
      default:
        return { type, nextDepositDate: next() };
    }
  };
  if (!employed) return [other()];
  const employee: IncomeSource = { type: 'EMPLOYEE', nextPayDate: isoDate(now + random.int(1, 14) * DAY) };
  if (!random.chance(0.12)) return [employee];
  const second = other();
  return second.type === 'EMPLOYEE' ? [employee] : [employee, second];
}

function fakeFinances(random: SeedRandom): FinancialStatus {
  const owner = random.chance(0.35);
  return {
    housingStatus: owner ? 'OWNER' : 'TENANT',
    monthlyGrossSalaryCents: dollars(random, 1800, 7500, 25),
    monthlyRentCents: dollars(random, owner ? 900 : 550, owner ? 2600 : 1900, 25),
    monthlyHeatingElectricityCents: dollars(random, 50, 260, 5),
    monthlyCarLoanCents: random.chance(0.55) ? dollars(random, 150, 750, 5) : 0,
    monthlyOtherLoanCents: random.chance(0.4) ? dollars(random, 50, 600, 5) : 0,
  };
}

/**
 * One realistic customer (spec §3: every field filled plausibly): bilingual, spread over every
 * province by population, with a job or other income, bank details at a bank of their region,
 * and a monthly budget. `createdAt` runs with the id, so the newest customers have the highest ids.
 */
export function fakeCustomer(
  random: SeedRandom,
  pools: NamePools,
  employers: readonly string[],
  ids: { id: number; customerNumber: number; index: number },
  createdAt: number,
  now: number,
): GeneratedCustomer {
  const province = random.weighted(PROVINCE_ENTRIES);
  const language = random.chance(frenchShareOf(province)) ? 'fr' : 'en';
  const female = random.chance(0.52);
  const names = pools[language];
  const firstName = random.pick(female ? names.female : names.male);
  const lastName = random.pick(names.last);
  const local = foldText(
    random.weighted([
      [`${firstName}.${lastName}`, 5],
      [`${firstName}${lastName}`, 3],
      [`${firstName[0]}${lastName}`, 2],
    ] as const),
  ).replace(/[^a-z0-9.]/g, '');
  const employed = random.chance(0.74);
  const bankrupt = random.chance(0.04);
  const region = province === 'QC' || province === 'NB' ? province : 'other';
  const cellPhone = fakePhoneFor(random, province);
  const row = [
    ids.id,
    ids.customerNumber,
    random.weighted([
      ['ACTIVE', 90],
      ['INACTIVE', 9],
      ['BLOCKED', 1],
    ] as const),
    firstName,
    lastName,
    female ? 'FEMALE' : 'MALE',
    language,
    sinForIndex(ids.index),
    isoDate(now - random.int(19 * 365, 75 * 365) * DAY),
    `${local}${ids.index}@${random.pick(EMAIL_PROVIDERS)}`,
    random.chance(0.55) ? fakePhoneFor(random, province) : null,
    cellPhone,
    random.chance(0.03) ? fakePhoneFor(random, province) : null,
    language === 'fr'
      ? `${random.int(10, 9999)}, ${random.pick(FRENCH_STREETS)}`
      : `${random.int(10, 9999)} ${random.pick(ENGLISH_STREETS)}`,
    random.chance(0.3) ? String(random.int(1, 24) * 100 + random.int(1, 12)) : null,
    random.pick(CITIES[province]),
    province,
    fakePostal(random, province),
    isoDate(createdAt - random.int(30, 5000) * DAY),
    employed ? fakeJob(random, language, province, now, employers) : null,
    fakeIncomes(random, employed, province, now),
    bankrupt,
    bankrupt ? isoDate(createdAt - random.int(30, 2000) * DAY) : null,
    random.digits(5),
    random.weighted(BANKS_BY_REGION[region]),
    random.digits(random.int(7, 12)),
    fakeFinances(random),
    new Date(createdAt),
    new Date(Math.min(now, createdAt + random.int(0, 400) * DAY)),
  ];
  return { row, province, language, createdAt };
}

/**
 * A second profile of the same person, as a portal application makes when someone applies again
 * with their name typed without accents: same SIN, email and cellphone. Merge demos start here.
 */
export function duplicateProfileOf(
  original: GeneratedCustomer,
  ids: { id: number; customerNumber: number },
  createdAt: number,
): GeneratedCustomer {
  const row = [...original.row];
  const column = (name: (typeof CUSTOMER_COLUMNS)[number]) => CUSTOMER_COLUMNS.indexOf(name);
  row[column('id')] = ids.id;
  row[column('customer_number')] = ids.customerNumber;
  row[column('first_name')] = String(row[column('first_name')])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  row[column('last_name')] = String(row[column('last_name')])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  row[column('created_at')] = new Date(createdAt);
  row[column('updated_at')] = new Date(createdAt);
  return { ...original, row, createdAt };
}
