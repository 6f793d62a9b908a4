/*
 * The reports (spec §1, §2, §3, §6): their names, the permission each one needs, the 31-day rule of
 * the payment reports, and their CSV in the reader's Excel. No I/O.
 */
import { daysBetween, type IsoDate } from './calendarDates';
import type { Subject } from './permissionCatalogue';

/** One tab each, in the menu's order; /apps/reports opens the first. */
export const REPORTS = [
  'renew',
  'stopped',
  'writtenOff',
  'yearEnd',
  'upcoming',
  'past',
  'rejections',
  'monthly',
] as const;

/** The reports that are sums over the ledger (a row per month or per part), not lists of records. */
export const SUM_REPORTS = ['yearEnd', 'monthly'] as const satisfies readonly ReportName[];
export type SumReportName = (typeof SUM_REPORTS)[number];
export const isSumReport = (name: ReportName): name is SumReportName =>
  (SUM_REPORTS as readonly string[]).includes(name);
export type ReportName = (typeof REPORTS)[number];

/**
 * Spec §6's four report permissions, each covering the reports of its kind: the payments remaining
 * (renewals), the stopped loans (and those written off), the loans' payments (to come, past,
 * returned), the year's figures.
 */
export const REPORT_SUBJECT: Record<ReportName, Subject> = {
  renew: 'report_payments_remaining',
  stopped: 'report_stopped_loans',
  writtenOff: 'report_stopped_loans',
  yearEnd: 'report_eoy',
  upcoming: 'report_loan_payment',
  past: 'report_loan_payment',
  rejections: 'report_loan_payment',
  monthly: 'report_eoy',
};

/** Spec §5: a payment report's dates at most 31 days apart. */
export const REPORT_RANGE_MAX_DAYS = 31;

/** The reports read over a date range, and the range each opens on (from today, or up to it). */
export const DATED_REPORTS: Partial<Record<ReportName, 'AHEAD' | 'BEHIND'>> = {
  upcoming: 'AHEAD',
  past: 'BEHIND',
  rejections: 'BEHIND',
};

/** Why a date range cannot be read: its end before its start, or the two more than 31 days apart. */
export function dateRangeRefusal(
  from: IsoDate,
  to: IsoDate,
): 'validation.dateRangeOrder' | 'validation.dateRange31' | null {
  if (to < from) return 'validation.dateRangeOrder';
  if (daysBetween(from, to) > REPORT_RANGE_MAX_DAYS) return 'validation.dateRange31';
  return null;
}

/** The range a dated report opens on: the 31 days from today, or the 31 days up to it. */
export function defaultRange(
  kind: 'AHEAD' | 'BEHIND',
  today: IsoDate,
  addDays: (date: IsoDate, days: number) => IsoDate,
) {
  return kind === 'AHEAD'
    ? { from: today, to: addDays(today, REPORT_RANGE_MAX_DAYS - 1) }
    : { from: addDays(today, -(REPORT_RANGE_MAX_DAYS - 1)), to: today };
}

export type CsvLanguage = 'fr' | 'en';

/** How a column's values are written: money in cents, a count, a date, or words. */
export type CsvKind = 'money' | 'number' | 'date' | 'text';
export interface CsvColumn<Row> {
  label: string;
  kind: CsvKind;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A French Excel reads `;` between fields and a decimal comma; an English one `,` and a point.
 * Money is written as a plain number of dollars (no symbol, no thousands separator) so that
 * Excel takes it as a number; a byte-order mark tells it the text is UTF-8 (accents intact).
 */
const CSV_FORMAT: Record<CsvLanguage, { separator: string; decimal: string }> = {
  fr: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

const dollars = (cents: number, decimal: string) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
};

/** A spreadsheet would run a cell starting with one of these as a formula: it is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined, kind: CsvKind, language: CsvLanguage) {
  const { separator, decimal } = CSV_FORMAT[language];
  if (value === null || value === undefined || value === '') return '';
  let text: string;
  if (kind === 'money' && typeof value === 'number') text = dollars(value, decimal);
  else if (kind === 'number' && typeof value === 'number') text = String(value).replace('.', decimal);
  else if (typeof value === 'boolean')
    text = value ? (language === 'fr' ? 'oui' : 'yes') : language === 'fr' ? 'non' : 'no';
  else {
    text = String(value);
    if (kind === 'text' && FORMULA_START.test(text)) text = `'${text}`;
  }
  return /["\n\r]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as a CSV file for the reader's Excel: a header line, then one line per row (CRLF). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], language: CsvLanguage): string {
  const { separator } = CSV_FORMAT[language];
  const line = (cells: string[]) => cells.join(separator);
  const header = line(columns.map((column) => cell(column.label, 'text', language)));
  const body = rows.map((row) => line(columns.map((column) => cell(column.value(row), column.kind, language))));
  return `\uFEFF${[header, ...body].join('\r\n')}\r\n`;
}
