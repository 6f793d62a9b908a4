/**
 * Search-term normalisation (spec §2 and §5): at least 3 characters, case- and accent-insensitive,
 * phone numbers found whatever the formatting. The database holds the same normalisation in
 * generated columns (`guichet_fold()` in the migrations), so a folded term compares with them as is.
 */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower case without accents: "Trémblay" → "tremblay", "Œuvre" → "oeuvre". Must stay identical to
 * the SQL function `guichet_fold` (NFKD, strip U+0300–U+036F, lower, œ → oe, æ → ae); an API test
 * compares the two on the real database.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** The digits of a phone number; a North American "+1" prefix is dropped so both forms match. */
export function phoneDigits(text: string): string {
  const digits = text.normalize('NFKD').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The one stored format of a phone number, "514-555-1234"; undefined when it is not 10 digits. */
export function formatPhone(text: string): string | undefined {
  const digits = phoneDigits(text);
  if (!/^\d{10}$/.test(digits)) return undefined;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Escapes LIKE's wildcards, so a typed "%" or "_" is searched for literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains". */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/** The folded form of a name or email term, or undefined when shorter than the minimum. */
export function textSearchTerm(raw: string): string | undefined {
  const folded = foldText(raw.trim());
  return folded.length >= MIN_SEARCH_LENGTH ? folded : undefined;
}

/** The digits of a phone term, or undefined when fewer than the minimum. */
export function phoneSearchTerm(raw: string): string | undefined {
  const digits = phoneDigits(raw);
  return digits.length >= MIN_SEARCH_LENGTH ? digits : undefined;
}

/** A term that reads as a phone number: digits with the usual punctuation, no letters. */
export const looksLikePhone = (raw: string) => /^[\d\s()+.-]+$/.test(raw.trim()) && phoneSearchTerm(raw) !== undefined;
