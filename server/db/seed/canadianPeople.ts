import { fakerEN_CA, fakerFR_CA, type Faker } from '@faker-js/faker';
import { PROVINCES, PROVINCE_CODES, luhnCheckDigit, luhnValid, type ProvinceCode } from '../../../domain/canada';
import { CITIES } from './canadianPlaces';

export { PROVINCES, PROVINCE_CODES, luhnValid, type ProvinceCode };

/** Rough population weights, so demo data looks like a Canadian lender's book (QC and ON first). */
export const PROVINCE_WEIGHTS: Record<ProvinceCode, number> = {
  QC: 30,
  ON: 32,
  BC: 12,
  AB: 10,
  MB: 3,
  SK: 3,
  NS: 3,
  NB: 3,
  NL: 2,
  PE: 1,
  NT: 0.4,
  YT: 0.3,
  NU: 0.3,
};

/** A SIN that passes Luhn; never starting with 0 or 8 (not issued to people). */
export function fakeSin(faker: Faker): string {
  const first = faker.helpers.arrayElement(['1', '2', '3', '4', '5', '6', '7', '9']);
  const body = first + faker.string.numeric(7);
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(body + check)) return body + check;
  }
  throw new Error('unreachable: one check digit always satisfies Luhn');
}

export const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'; // D, F, I, O, Q, U never appear

export function fakePostalCode(faker: Faker, province: ProvinceCode): string {
  const first = faker.helpers.arrayElement([...PROVINCES[province].postalLetters]);
  const letter = () => faker.helpers.arrayElement([...POSTAL_LETTERS]);
  const digit = () => faker.string.numeric(1);
  return `${first}${digit()}${letter()} ${digit()}${letter()}${digit()}`;
}

/** Area codes by province, for phone numbers that look local. */
export const AREA_CODES: Record<ProvinceCode, string[]> = {
  NL: ['709'],
  NS: ['902', '782'],
  PE: ['902', '782'],
  NB: ['506'],
  QC: ['514', '438', '450', '418', '581', '819', '873'],
  ON: ['416', '647', '437', '613', '343', '905', '289', '519', '226', '705'],
  MB: ['204', '431'],
  SK: ['306', '639'],
  AB: ['403', '587', '780', '825'],
  BC: ['604', '778', '236', '250'],
  NU: ['867'],
  NT: ['867'],
  YT: ['867'],
};

export function fakePhone(faker: Faker, province: ProvinceCode): string {
  const area = faker.helpers.arrayElement(AREA_CODES[province]);
  return `${area}-${faker.string.numeric({ length: 1, exclude: ['0', '1'] })}${faker.string.numeric(2)}-${faker.string.numeric(4)}`;
}

/**
 * A SIN unique to `index` (below 80 million), passing Luhn: bulk demo data must not make
 * accidental duplicates, since a shared SIN means "the same person" to the duplicate check.
 */
export function sinForIndex(index: number): string {
  const firstDigits = ['1', '2', '3', '4', '5', '6', '7', '9'];
  // 3,999,971 is prime, so i → i × p mod 10^7 visits every 7-digit body once.
  const body = firstDigits[index % 8] + String((Math.floor(index / 8) * 3_999_971) % 10_000_000).padStart(7, '0');
  return body + luhnCheckDigit(body);
}

/** Share of French speakers among a province's customers: Québec mostly, New Brunswick a third. */
export const frenchShareOf = (province: ProvinceCode) =>
  province === 'QC' ? 0.8 : province === 'NB' ? 0.33 : province === 'ON' ? 0.04 : 0.02;

export function pickProvince(faker: Faker): ProvinceCode {
  return faker.helpers.weightedArrayElement(
    PROVINCE_CODES.map((code) => ({ value: code, weight: PROVINCE_WEIGHTS[code] })),
  );
}

export interface FakePerson {
  firstName: string;
  lastName: string;
  language: 'fr' | 'en';
  email: string;
  phone: string;
  sin: string;
  province: ProvinceCode;
  city: string;
  street: string;
  postalCode: string;
}

/** A bilingual Canadian person: Quebec and New Brunswick lean French, the rest English. */
export function fakePerson(seedFaker: Faker = fakerEN_CA): FakePerson {
  const province = pickProvince(seedFaker);
  const language = seedFaker.number.float() < frenchShareOf(province) ? 'fr' : 'en';
  const faker = language === 'fr' ? fakerFR_CA : fakerEN_CA;
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    firstName,
    lastName,
    language,
    email: faker.internet
      .email({
        firstName,
        lastName,
        provider: faker.helpers.arrayElement([
          'gmail.com',
          'outlook.com',
          'videotron.ca',
          'bell.net',
          'hotmail.ca',
          'yahoo.ca',
        ]),
      })
      .toLowerCase(),
    phone: fakePhone(faker, province),
    sin: fakeSin(faker),
    province,
    city: faker.helpers.arrayElement(CITIES[province]),
    street: faker.location.streetAddress(),
    postalCode: fakePostalCode(faker, province),
  };
}
