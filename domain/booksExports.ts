/*
 * The books as files for the lender's accountant (issue 34): the journal of a period and the trial
 * balance at a date, for QuickBooks Online's and Sage 50's imports or as a plain CSV in the reader's
 * Excel. Pure text building; the server reads the lines in batches and streams what this writes.
 */
import { z } from 'zod';
import { addDays, daysInMonth, isoDate, parseIsoDate, type IsoDate } from './calendarDates';
import { calendarDate, FIELD_MSG } from './fieldSchemas';
import { toCsv, type CsvColumn, type CsvLanguage } from './reports';

/** A period read whole into a file: a fiscal year and its closing month, no more. */
export const BOOKS_EXPORT_MAX_MONTHS = 13;

export const JOURNAL_EXPORT_FORMATS = ['quickbooks', 'sage50', 'csv'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];
export const TRIAL_BALANCE_EXPORT_FORMATS = [...JOURNAL_EXPORT_FORMATS, 'pdf'] as const;
export type TrialBalanceExportFormat = (typeof TRIAL_BALANCE_EXPORT_FORMATS)[number];
export const LEDGER_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type LedgerExportFormat = (typeof LEDGER_EXPORT_FORMATS)[number];

/** The last day a period starting on `from` may end on: 13 months later, the day before. */
export function lastDayOfLongestPeriod(from: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(from);
  const months = month - 1 + BOOKS_EXPORT_MAX_MONTHS;
  const endYear = year + Math.floor(months / 12);
  const endMonth = (months % 12) + 1;
  return addDays(isoDate(endYear, endMonth, Math.min(day, daysInMonth(endYear, endMonth))), -1);
}

/** Why a period cannot be exported: its end before its start, or longer than 13 months. */
export function booksPeriodRefusal(
  from: IsoDate,
  to: IsoDate,
): 'validation.dateRange' | 'validation.booksPeriod' | null {
  if (to < from) return FIELD_MSG.dateRange;
  if (to > lastDayOfLongestPeriod(from)) return 'validation.booksPeriod';
  return null;
}

/**
 * A period as the books read it when a day is left out: up to the business day, from the first of
 * that month (a period that starts after the business day ends on its own first day).
 */
export function resolveBooksPeriod(period: { from?: IsoDate; to?: IsoDate }, today: IsoDate) {
  const to = period.to ?? (period.from && period.from > today ? period.from : today);
  const from = period.from ?? `${to.slice(0, 8)}01`;
  return { from, to };
}

const checkPeriod = (period: { from?: IsoDate; to?: IsoDate }, ctx: z.RefinementCtx) => {
  const refusal = period.from && period.to ? booksPeriodRefusal(period.from, period.to) : null;
  if (refusal) ctx.addIssue({ code: 'custom', path: ['to'], message: refusal });
};

/** The language of the words a file holds (its titles, the kinds of operation); the request's when not given. */
const fileLanguage = z.enum(['fr', 'en'], { error: FIELD_MSG.invalid }).optional();

export const journalExportQuery = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    format: z.enum(JOURNAL_EXPORT_FORMATS, { error: FIELD_MSG.invalid }),
    language: fileLanguage,
  })
  .superRefine(checkPeriod);

export const trialBalanceExportQuery = z.strictObject({
  date: calendarDate.optional(),
  format: z.enum(TRIAL_BALANCE_EXPORT_FORMATS, { error: FIELD_MSG.invalid }),
  language: fileLanguage,
});

export const accountLedgerExportQuery = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    format: z.enum(LEDGER_EXPORT_FORMATS, { error: FIELD_MSG.invalid }),
    language: fileLanguage,
  })
  .superRefine(checkPeriod);

/** One line of a journal entry as the files write it: signed cents, a debit positive. */
export interface ExportLine {
  /** What groups the lines of one entry in the target software (its journal number, its source). */
  reference: string;
  date: IsoDate;
  accountNumber: string;
  /** In the file's language. */
  accountName: string;
  amountCents: number;
  /** The entry's words in the file's language ("Prêt 12 — Paiement"). */
  description: string;
}

/** The rows after the first batch: the same CSV without its byte-order mark and heading. */
export function csvChunk<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  language: CsvLanguage,
  withHeading: boolean,
): string {
  const whole = toCsv(columns, rows, language);
  return withHeading ? whole : whole.slice(whole.indexOf('\r\n') + 2);
}

const usDate = (date: IsoDate) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * QuickBooks Online's journal entry import (Settings → Import data → Journal entries): the columns
 * Intuit's help names, Journal No., Journal Date, Account Name, Debits, Credits, Description, Name;
 * the lines of one entry share their journal number and balance. A comma between fields, a point
 * before the cents and the date as MM/DD/YYYY whatever the reader's language, as QuickBooks reads
 * them (the company's date format must be MM/dd/yyyy for the import). QuickBooks matches accounts by
 * name: account numbers are turned off for the import, as Intuit asks. Name stays empty: the
 * receivables are not QuickBooks customers' A/R.
 */
const QUICKBOOKS_COLUMNS: CsvColumn<ExportLine>[] = [
  { label: 'Journal No.', kind: 'text', value: (line) => line.reference },
  { label: 'Journal Date', kind: 'text', value: (line) => usDate(line.date) },
  { label: 'Account Name', kind: 'text', value: (line) => line.accountName },
  { label: 'Debits', kind: 'money', value: (line) => (line.amountCents > 0 ? line.amountCents : null) },
  { label: 'Credits', kind: 'money', value: (line) => (line.amountCents < 0 ? -line.amountCents : null) },
  { label: 'Description', kind: 'text', value: (line) => line.description },
  { label: 'Name', kind: 'text', value: () => null },
];

export const quickBooksJournalCsv = (lines: readonly ExportLine[], withHeading: boolean) =>
  csvChunk(QUICKBOOKS_COLUMNS, lines, 'en', withHeading);

/** Sage 50 reads plain ASCII text: accents dropped, quotes and anything unprintable replaced. */
const sageText = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/"/g, "'")
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();

const sageAmount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * Sage 50 Canadian Edition's "Import General Journal Entries" file (File → Import/Export): not the
 * .IMP format (that one carries invoices, orders and quotes, not general journal entries) but the
 * text file Sage's help describes for the general journal. Each entry: a first line with the date
 * (mm-dd-yy), the source in quotes and a comment in quotes, then one line per account, its number
 * and the amount with a point and two decimals, a debit positive and a credit negative. The source
 * is held to 13 characters and the comment to 39, the lengths of the oldest releases' help (later
 * ones take 20 and 75), so that every release reads it. Account numbers longer than four digits
 * need Sage 50 Premium or higher, as in Sage itself.
 */
export function sage50JournalText(lines: readonly ExportLine[], previousReference: string | null = null): string {
  let text = '';
  let reference = previousReference;
  for (const line of lines) {
    if (line.reference !== reference) {
      reference = line.reference;
      const date = `${line.date.slice(5, 7)}-${line.date.slice(8, 10)}-${line.date.slice(2, 4)}`;
      text += `${date},"${sageText(line.reference, 13)}","${sageText(line.description, 39)}"\r\n`;
    }
    text += `${line.accountNumber},${sageAmount(line.amountCents)}\r\n`;
  }
  return text;
}

/** The plain journal's column titles, in the reader's language. */
export interface JournalCsvWords {
  date: string;
  effectiveDate: string;
  entry: string;
  source: string;
  kind: string;
  loan: string;
  accountNumber: string;
  accountName: string;
  debit: string;
  credit: string;
}

/** A journal line with its entry's facts, as the plain CSV lists it. */
export interface PlainJournalLine extends ExportLine {
  effectiveDate: IsoDate;
  source: string;
  /** In the file's language. */
  kind: string;
  loanId: number | null;
}

export function plainJournalCsv(
  lines: readonly PlainJournalLine[],
  words: JournalCsvWords,
  language: CsvLanguage,
  withHeading: boolean,
): string {
  const columns: CsvColumn<PlainJournalLine>[] = [
    { label: words.date, kind: 'date', value: (line) => line.date },
    { label: words.effectiveDate, kind: 'date', value: (line) => line.effectiveDate },
    { label: words.entry, kind: 'text', value: (line) => line.reference },
    { label: words.source, kind: 'text', value: (line) => line.source },
    { label: words.kind, kind: 'text', value: (line) => line.kind },
    { label: words.loan, kind: 'number', value: (line) => line.loanId },
    { label: words.accountNumber, kind: 'text', value: (line) => line.accountNumber },
    { label: words.accountName, kind: 'text', value: (line) => line.accountName },
    { label: words.debit, kind: 'money', value: (line) => (line.amountCents > 0 ? line.amountCents : null) },
    { label: words.credit, kind: 'money', value: (line) => (line.amountCents < 0 ? -line.amountCents : null) },
  ];
  return csvChunk(columns, lines, language, withHeading);
}

/** A trial balance's line as the files read it: a debit balance positive. */
export interface BalanceLine {
  number: string;
  /** In the file's language. */
  name: string;
  balanceCents: number;
}

/**
 * The trial balance as one journal entry dated its day, each account's balance on its side: what
 * an accountant imports to open the books in QuickBooks or Sage at that date. Accounts at zero are
 * left out (both imports refuse an empty line).
 */
export const trialBalanceAsEntry = (
  date: IsoDate,
  reference: string,
  description: string,
  lines: readonly BalanceLine[],
): ExportLine[] =>
  lines
    .filter((line) => line.balanceCents !== 0)
    .map((line) => ({
      reference,
      date,
      accountNumber: line.number,
      accountName: line.name,
      amountCents: line.balanceCents,
      description,
    }));

export interface TrialBalanceCsvWords {
  number: string;
  account: string;
  debit: string;
  credit: string;
  total: string;
}

/** The plain trial balance: each account's number, name, debit or credit, then their totals. */
export function plainTrialBalanceCsv(
  lines: readonly BalanceLine[],
  words: TrialBalanceCsvWords,
  language: CsvLanguage,
): string {
  type Row = { number: string; name: string; debit: number | null; credit: number | null };
  const rows: Row[] = lines.map((line) => ({
    number: line.number,
    name: line.name,
    debit: line.balanceCents > 0 ? line.balanceCents : null,
    credit: line.balanceCents < 0 ? -line.balanceCents : null,
  }));
  const total = (side: 'debit' | 'credit') => rows.reduce((sum, row) => sum + (row[side] ?? 0), 0);
  rows.push({ number: '', name: words.total, debit: total('debit'), credit: total('credit') });
  return toCsv<Row>(
    [
      { label: words.number, kind: 'text', value: (row) => row.number },
      { label: words.account, kind: 'text', value: (row) => row.name },
      { label: words.debit, kind: 'money', value: (row) => row.debit },
      { label: words.credit, kind: 'money', value: (row) => row.credit },
    ],
    rows,
    language,
  );
}

export interface LedgerCsvWords {
  date: string;
  effectiveDate: string;
  entry: string;
  source: string;
  kind: string;
  loan: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
}

/** A line of one account's ledger for the files: its entry's facts and the balance once it counts. */
export interface LedgerFileLine {
  date: IsoDate | null;
  effectiveDate: IsoDate | null;
  entry: string;
  source: string;
  /** In the file's language (or the opening and closing rows' words). */
  kind: string;
  loanId: number | null;
  debitCents: number | null;
  creditCents: number | null;
  balanceCents: number;
}

export function ledgerCsv(
  lines: readonly LedgerFileLine[],
  words: LedgerCsvWords,
  language: CsvLanguage,
  withHeading: boolean,
): string {
  const columns: CsvColumn<LedgerFileLine>[] = [
    { label: words.date, kind: 'date', value: (line) => line.date },
    { label: words.effectiveDate, kind: 'date', value: (line) => line.effectiveDate },
    { label: words.entry, kind: 'text', value: (line) => line.entry },
    { label: words.source, kind: 'text', value: (line) => line.source },
    { label: words.kind, kind: 'text', value: (line) => line.kind },
    { label: words.loan, kind: 'number', value: (line) => line.loanId },
    { label: words.debit, kind: 'money', value: (line) => line.debitCents },
    { label: words.credit, kind: 'money', value: (line) => line.creditCents },
    { label: words.balance, kind: 'money', value: (line) => line.balanceCents },
  ];
  return csvChunk(columns, lines, language, withHeading);
}

/** A file's name in plain ASCII (a header carries no accents): "grand-livre-1200-2026-11-01-2026-11-30.csv". */
export const booksFileName = (parts: readonly string[], extension: string) =>
  `${parts
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.${extension}`;
