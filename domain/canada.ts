/** Canadian identifiers the forms check: provinces, postal codes, social insurance numbers. */

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
export const PROVINCE_CODES = Object.keys(PROVINCES) as [ProvinceCode, ...ProvinceCode[]];

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

/** The digit that makes `body` pass Luhn once appended. */
export function luhnCheckDigit(body: string): string {
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(body + check)) return String(check);
  }
  throw new Error('unreachable: one check digit always satisfies Luhn');
}

/** A SIN as stored: 9 digits passing Luhn; spaces and dashes typed around them are dropped. */
export function normalizeSin(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) && luhnValid(digits) ? digits : undefined;
}

/**
 * What staff see of a social insurance number: its last three digits. The whole number is shown
 * only on a permitted, audited reveal; the mask is never a valid SIN, so it cannot be saved back.
 */
export const maskSin = (sin: string | null | undefined): string | null => (sin ? `*** *** ${sin.slice(-3)}` : null);

/** "046454286" → "046 454 286", as the card prints it. */
export const formatSin = (sin: string): string => sin.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

// D, F, I, O, Q, U never appear; W and Z never start a postal code.
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** "h2x1y4" → "H2X 1Y4"; undefined when it is not a Canadian postal code. */
export function normalizePostalCode(text: string): string | undefined {
  const match = POSTAL_CODE.exec(text.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : undefined;
}

/** A postal code's first letter names its province (H… is Montréal, so never Ontario). */
export function postalCodeMatchesProvince(postalCode: string, province: ProvinceCode): boolean {
  return PROVINCES[province].postalLetters.includes(postalCode.trim().toUpperCase()[0] ?? '');
}
