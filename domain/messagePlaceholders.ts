import type { IsoDate } from './calendarDates';
import type { LANGUAGES } from './customerFields';

type Language = (typeof LANGUAGES)[number];

/**
 * Spec §3's placeholders, as a template names them: `{{amountDue}}`. The order is the picker's:
 * the customer first, the loan, then the lender's details.
 */
export const PLACEHOLDERS = [
  'clientFirstName',
  'clientLastName',
  'loanAmount',
  'balance',
  'amountDue',
  'dueDate',
  'provider',
  'ibvLink',
  'interacAnswer',
  'companyName',
  'contactEmail',
  'documentEmail',
  'phone',
  'website',
  'applicationForm',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Cents, said as dollars in the reader's language. */
export const MONEY_PLACEHOLDERS = ['loanAmount', 'balance', 'amountDue'] as const satisfies readonly Placeholder[];
/** Calendar dates (YYYY-MM-DD), said in words in the reader's language. */
export const DATE_PLACEHOLDERS = ['dueDate'] as const satisfies readonly Placeholder[];
/**
 * Values only the caller of a send knows (the IBV helper's link, a deposit's Interac answer): a
 * preview shows their name instead, a send without them is refused.
 */
export const CALLER_PLACEHOLDERS = ['ibvLink', 'interacAnswer'] as const satisfies readonly Placeholder[];

type MoneyPlaceholder = (typeof MONEY_PLACEHOLDERS)[number];
type DatePlaceholder = (typeof DATE_PLACEHOLDERS)[number];
type TextPlaceholder = Exclude<Placeholder, MoneyPlaceholder | DatePlaceholder>;

/**
 * What a message is rendered from; an absent or null value is "missing". Money is cents and a
 * date YYYY-MM-DD, formatted here; text given for either (a caller's own wording) is said as given.
 */
export type PlaceholderValues = { [P in MoneyPlaceholder]?: number | string | null } & {
  [P in DatePlaceholder]?: IsoDate | string | null;
} & {
  [P in TextPlaceholder]?: string | null;
};

const KNOWN = new Set<string>(PLACEHOLDERS);
export const isPlaceholder = (name: string): name is Placeholder => KNOWN.has(name);

/** `{{name}}`, spaces inside the braces tolerated. */
const TOKEN = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/** A known name in single braces (`{amountDue}`): the author meant a placeholder. */
const SINGLE_BRACED = /(?<!\{)\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}(?!\})/g;

export interface PlaceholderProblem {
  kind: 'unknown' | 'malformed';
  /** The text as written, short enough to quote in a message: `{{amountDu}}`, `{{amountDue`. */
  token: string;
}

const quote = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/**
 * Every placeholder a text names that the catalogue does not know, and every brace that opens or
 * closes no placeholder (`{{amountDue`, `amountDue}}`, `{{ }}`, `{amountDue}`), in reading order.
 */
export function placeholderProblems(text: string): PlaceholderProblem[] {
  const found: { at: number; problem: PlaceholderProblem }[] = [];
  const rest = text.replace(TOKEN, (whole, name: string, at: number) => {
    if (!isPlaceholder(name)) found.push({ at, problem: { kind: 'unknown', token: whole } });
    return ' '.repeat(whole.length);
  });
  for (const match of rest.matchAll(SINGLE_BRACED)) {
    if (isPlaceholder(match[1])) found.push({ at: match.index, problem: { kind: 'malformed', token: match[0] } });
  }
  for (const match of rest.matchAll(/\{\{|\}\}/g)) {
    const at = match.index;
    // The word the stray braces stick to: `{{amountDue` or `amountDue}}`.
    const token =
      match[0] === '{{' ? /^\{\{[^\s{}]*/.exec(rest.slice(at))![0] : /[^\s{}]*\}\}$/.exec(rest.slice(0, at + 2))![0];
    found.push({ at, problem: { kind: 'malformed', token: quote(token) } });
  }
  return found.sort((a, b) => a.at - b.at).map(({ problem }) => problem);
}

/** The known placeholders a text uses, each once, in reading order. */
export function placeholdersIn(text: string): Placeholder[] {
  const names = [...text.matchAll(TOKEN)].map((match) => match[1]).filter(isPlaceholder);
  return [...new Set(names)];
}

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };
const MONEY_FORMATS = {
  fr: new Intl.NumberFormat(LOCALES.fr, { style: 'currency', currency: 'CAD' }),
  en: new Intl.NumberFormat(LOCALES.en, { style: 'currency', currency: 'CAD' }),
};
const DATE_FORMATS = {
  fr: new Intl.DateTimeFormat(LOCALES.fr, { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: 'long', timeZone: 'UTC' }),
};

/** "1 234,56 $" in French, "$1,234.56" in English (ordinary spaces: an SMS or a subject has no use for no-break ones). */
export const formatMessageMoney = (cents: number, language: Language) =>
  MONEY_FORMATS[language].format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');

/** "24 novembre 2026" in French, "November 24, 2026" in English. */
export function formatMessageDate(date: IsoDate, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  return DATE_FORMATS[language].format(new Date(Date.UTC(year, month - 1, day)));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** A value as the message says it, or null when there is none. */
export function placeholderText(name: Placeholder, values: PlaceholderValues, language: Language): string | null {
  const value = values[name];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return formatMessageMoney(value, language);
  if ((DATE_PLACEHOLDERS as readonly string[]).includes(name) && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatMessageDate(value, language);
  return value;
}

export interface RenderOptions {
  /** HTML bodies: values are escaped (a name with "<" stays text). */
  html?: boolean;
  /** What a missing value becomes; by default the placeholder stays as written. */
  missing?: (name: Placeholder) => string;
}

export interface RenderedText {
  text: string;
  /** The known placeholders that had no value, each once. */
  missing: Placeholder[];
}

/**
 * A template text with its placeholders replaced: money and dates in the language's format.
 * Unknown placeholders are left as written (the editor refuses them before they are saved).
 */
export function renderPlaceholders(
  text: string,
  values: PlaceholderValues,
  language: Language,
  options: RenderOptions = {},
): RenderedText {
  const missing = new Set<Placeholder>();
  const rendered = text.replace(TOKEN, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const value = placeholderText(name, values, language);
    if (value === null) {
      missing.add(name);
      const shown = options.missing ? options.missing(name) : whole;
      return options.html ? escapeHtml(shown) : shown;
    }
    return options.html ? escapeHtml(value) : value;
  });
  return { text: rendered, missing: [...missing] };
}
