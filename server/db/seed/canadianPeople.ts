import { fakerEN_CA, fakerFR_CA, type Faker } from '@faker-js/faker';

/** Provinces and territories with the first letter(s) of their postal codes (Canada Post). */
export const PROVINCES = {
  NL: { name: 'Newfoundland and Labrador', postalLetters: 'A' },
  NS: { name: 'Nova Scotia', postalLetters: 'B' },
  PE: { name: 'Prince Edward Island', postalLetters: 'C' },
  NB: { name: 'New Brunswick', postalLetters: 'E' },
  QC: { name: 'Québec', postalLetters: 'GHJ' },
  ON: { name: 'Ontario', postalLetters: 'KLMNP' },
  MB: { name: 'Manitoba', postalLetters: 'R' },
  SK: { name: 'Saskatchewan', postalLetters: 'S' },
  AB: { name: 'Alberta', postalLetters: 'T' },
  BC: { name: 'British Columbia', postalLetters: 'V' },
  NU: { name: 'Nunavut', postalLetters: 'X' },
  NT: { name: 'Northwest Territories', postalLetters: 'X' },
  YT: { name: 'Yukon', postalLetters: 'Y' },
} as const;
export type ProvinceCode = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

/** Rough population weights, so demo data looks like a Canadian lender's book (QC and ON first). */
const PROVINCE_WEIGHTS: Record<ProvinceCode, number> = {
  QC: 30, ON: 32, BC: 12, AB: 10, MB: 3, SK: 3, NS: 3, NB: 3, NL: 2, PE: 1, NT: 0.4, YT: 0.3, NU: 0.3,
};

/** The Luhn check the Canada Revenue Agency uses for SINs. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIN that passes Luhn; never starting with 0 or 8 (not issued to people). */
export function fakeSin(faker: Faker): string {
  const first = faker.helpers.arrayElement(['1', '2', '3', '4', '5', '6', '7', '9']);
  const body = first + faker.string.numeric(7);
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(body + check)) return body + check;
  }
  throw new Error('unreachable: one check digit always satisfies Luhn');
}

const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'; // D, F, I, O, Q, U never appear

export function fakePostalCode(faker: Faker, province: ProvinceCode): string {
  const first = faker.helpers.arrayElement([...PROVINCES[province].postalLetters]);
  const letter = () => faker.helpers.arrayElement([...POSTAL_LETTERS]);
  const digit = () => faker.string.numeric(1);
  return `${first}${digit()}${letter()} ${digit()}${letter()}${digit()}`;
}

/** Area codes by province, for phone numbers that look local. */
const AREA_CODES: Record<ProvinceCode, string[]> = {
  NL: ['709'], NS: ['902', '782'], PE: ['902', '782'], NB: ['506'], QC: ['514', '438', '450', '418', '581', '819', '873'],
  ON: ['416', '647', '437', '613', '343', '905', '289', '519', '226', '705'], MB: ['204', '431'], SK: ['306', '639'],
  AB: ['403', '587', '780', '825'], BC: ['604', '778', '236', '250'], NU: ['867'], NT: ['867'], YT: ['867'],
};

export function fakePhone(faker: Faker, province: ProvinceCode): string {
  const area = faker.helpers.arrayElement(AREA_CODES[province]);
  return `${area}-${faker.string.numeric({ length: 1, exclude: ['0', '1'] })}${faker.string.numeric(2)}-${faker.string.numeric(4)}`;
}

export function pickProvince(faker: Faker): ProvinceCode {
  return faker.helpers.weightedArrayElement(PROVINCE_CODES.map((code) => ({ value: code, weight: PROVINCE_WEIGHTS[code] })));
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
  const frenchShare = province === 'QC' ? 0.8 : province === 'NB' ? 0.33 : 0.05;
  const language = seedFaker.number.float() < frenchShare ? 'fr' : 'en';
  const faker = language === 'fr' ? fakerFR_CA : fakerEN_CA;
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    firstName,
    lastName,
    language,
    email: faker.internet.email({ firstName, lastName, provider: faker.helpers.arrayElement(['gmail.com', 'outlook.com', 'videotron.ca', 'bell.net', 'hotmail.ca', 'yahoo.ca']) }).toLowerCase(),
    phone: fakePhone(faker, province),
    sin: fakeSin(faker),
    province,
    city: faker.location.city(),
    street: faker.location.streetAddress(),
    postalCode: fakePostalCode(faker, province),
  };
}
