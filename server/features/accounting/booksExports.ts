import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  booksFileName,
  ledgerCsv,
  plainJournalCsv,
  plainTrialBalanceCsv,
  quickBooksJournalCsv,
  sage50JournalText,
  trialBalanceAsEntry,
  type JournalExportFormat,
  type LedgerFileLine,
  type PlainJournalLine,
  type TrialBalanceExportFormat,
} from '../../../domain/booksExports';
import type { IsoDate } from '../../../domain/calendarDates';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import type { AppContext } from '../../context';
import { readCompanyBranding } from '../configuration/companyBranding';
import { refuse } from '../../http/errors';
import {
  LEDGER_BATCH_LINES,
  ledgerLineBatches,
  ledgerLinesOver,
  ledgerSummary,
  type LedgerAccount,
  type LedgerBatchLine,
  type LedgerPeriod,
} from './accountLedger';
import { trialBalanceAt } from './books';
import { accountLedgerPdf, trialBalancePdf } from './booksPdf';

/** A file as the routes send it: its bytes at once, or a stream of them for what can be millions of lines. */
export interface BooksFile {
  body: Buffer | Readable;
  fileName: string;
  contentType: string;
}

const CSV = 'text/csv; charset=utf-8';
/** Sage 50 reads plain ASCII text (the writer keeps it so). */
const SAGE_TEXT = 'text/plain; charset=us-ascii';

/** How many journal entries the journal's files read at a time (two to six lines each). */
export const JOURNAL_BATCH_ENTRIES = 2_000;

/** A loan ledger's kind, or a movement of the books' own (a provider's fees, a reconciliation, the allowance). */
const KIND_GROUPS = ['resources.loans.ledgerKind', 'resources.booksMovements.kinds'];

/** The books' words in one language, with a kind of operation said as itself when the catalogue has no words for it. */
export function booksWords(language: Language) {
  const word = (key: string, params?: Record<string, string | number>) =>
    translate(language, `resources.accounting.exports.${key}`, params);
  const kinds = new Map<string, string>();
  const kind = (name: string) => {
    let text = kinds.get(name);
    if (text === undefined) {
      text = name;
      for (const group of KIND_GROUPS) {
        const found = translate(language, `${group}.${name}`);
        if (found !== `${group}.${name}`) {
          text = found;
          break;
        }
      }
      kinds.set(name, text);
    }
    return text;
  };
  const source = (name: string) => {
    const key = `resources.accounting.sources.${name}`;
    const found = translate(language, key);
    return found === key ? name : found;
  };
  /** An entry's words: its kind, and its loan when it has one ("Paiement - Prêt 12"). */
  const describe = (kindName: string, loanId: number | null) =>
    loanId === null ? kind(kindName) : `${kind(kindName)} - ${word('loan', { id: loanId })}`;
  const column = (name: string) => word(`columns.${name}`);
  return { word, kind, source, describe, column };
}

/**
 * The journal's entries in the period, oldest first, a batch of whole entries at a time by the
 * entries' (date, id) index: each batch starts after the last one's final entry, never at an offset,
 * so a month of a million lines is read in constant memory. Entries posted after the first batch are
 * left out: the file is the journal as it stood when it began, every entry in it balanced.
 */
async function* journalBatches(ctx: AppContext, { from, to }: LedgerPeriod, language: Language, batchEntries: number) {
  const { db } = ctx.database;
  const accounts = new Map(
    (
      await db.execute<{ id: number; number: string; name_fr: string; name_en: string }>(
        sql`select id, number, name_fr, name_en from gl_accounts`,
      )
    ).map((row) => [row.id, { number: row.number, name: language === 'en' ? row.name_en : row.name_fr }]),
  );
  const [{ last }] = await db.execute<{ last: string | null }>(sql`select max(id)::text as last from journal_entries`);
  const words = booksWords(language);
  let after = { date: from, id: 0 };
  for (;;) {
    const rows = await db.execute<{
      id: string;
      date: string;
      effective_date: string;
      source: string;
      kind: string;
      loan_id: number | null;
      account_id: number | null;
      amount: string | null;
    }>(sql`
      with batch as (
        select id, entry_date, effective_date, source, kind, loan_id from journal_entries
         where entry_date <= ${to} and id <= ${Number(last ?? 0)}
           and (entry_date, id) > (${after.date}::date, ${after.id})
         order by entry_date, id
         limit ${batchEntries})
      select b.id::text, b.entry_date::text as date, b.effective_date::text as effective_date,
             b.source, b.kind, b.loan_id, l.account_id, l.amount_cents::text as amount
        from batch b left join journal_lines l on l.entry_id = b.id
       order by b.entry_date, b.id, l.amount_cents desc, l.id`);
    if (rows.length === 0) return;
    // An entry without lines (none is written so) still moves the key on, and writes nothing.
    const lines = rows.filter(
      (row): row is typeof row & { account_id: number; amount: string } => row.account_id !== null,
    );
    yield lines.map((row): PlainJournalLine => {
      const account = accounts.get(row.account_id) ?? { number: String(row.account_id), name: '' };
      return {
        reference: row.id,
        date: row.date,
        effectiveDate: row.effective_date,
        source: words.source(row.source),
        kind: words.kind(row.kind),
        loanId: row.loan_id,
        accountNumber: account.number,
        accountName: account.name,
        amountCents: Number(row.amount),
        description: words.describe(row.kind, row.loan_id),
      };
    });
    const lastRow = rows[rows.length - 1];
    after = { date: lastRow.date, id: Number(lastRow.id) };
  }
}

/** The journal of a period as QuickBooks Online, Sage 50 or the reader's Excel read it, streamed. */
export function journalFile(
  ctx: AppContext,
  period: LedgerPeriod,
  format: JournalExportFormat,
  language: Language,
  batchEntries = JOURNAL_BATCH_ENTRIES,
): BooksFile {
  const words = booksWords(language);
  const columns = {
    date: words.column('date'),
    effectiveDate: words.column('effectiveDate'),
    entry: words.column('entry'),
    source: words.column('source'),
    kind: words.column('kind'),
    loan: words.column('loan'),
    accountNumber: words.column('accountNumber'),
    accountName: words.column('accountName'),
    debit: words.column('debit'),
    credit: words.column('credit'),
  };
  async function* text() {
    let first = true;
    // The CSVs' heading goes out even when the period has no entry.
    if (format !== 'sage50') {
      yield format === 'quickbooks' ? quickBooksJournalCsv([], true) : plainJournalCsv([], columns, language, true);
      first = false;
    }
    for await (const lines of journalBatches(ctx, period, language, batchEntries)) {
      if (format === 'quickbooks') yield quickBooksJournalCsv(lines, first);
      else if (format === 'sage50') yield sage50JournalText(lines);
      else yield plainJournalCsv(lines, columns, language, first);
    }
  }
  const suffix = format === 'csv' ? [] : [format];
  return {
    body: Readable.from(text()),
    fileName: booksFileName(
      [words.word('fileNames.journal'), period.from, period.to, ...suffix],
      fileExtension(format),
    ),
    contentType: format === 'sage50' ? SAGE_TEXT : CSV,
  };
}

const fileExtension = (format: TrialBalanceExportFormat) =>
  format === 'sage50' ? 'txt' : format === 'pdf' ? 'pdf' : 'csv';

/** The trial balance at the end of `date`: an opening entry for QuickBooks or Sage 50, a plain CSV, or a PDF. */
export async function trialBalanceFile(
  ctx: AppContext,
  date: IsoDate,
  format: TrialBalanceExportFormat,
  language: Language,
): Promise<BooksFile> {
  const balance = await trialBalanceAt(ctx, date);
  const words = booksWords(language);
  const lines = balance.lines.map((line) => ({
    number: line.number,
    name: language === 'en' ? line.nameEn : line.nameFr,
    balanceCents: line.balanceCents,
  }));
  const fileName = booksFileName(
    [words.word('fileNames.trialBalance'), date, ...(format === 'csv' || format === 'pdf' ? [] : [format])],
    fileExtension(format),
  );
  if (format === 'pdf') {
    const pdf = await trialBalancePdf(balance, language, await readCompanyBranding(ctx.database.db));
    return { body: pdf, fileName, contentType: 'application/pdf' };
  }
  if (format === 'csv') {
    const csv = plainTrialBalanceCsv(
      lines,
      {
        number: words.column('accountNumber'),
        account: words.column('accountName'),
        debit: words.column('debit'),
        credit: words.column('credit'),
        total: words.word('total'),
      },
      language,
    );
    return { body: Buffer.from(csv, 'utf8'), fileName, contentType: CSV };
  }
  // QuickBooks' journal number and Sage's source: "TB-2027-01-20", 13 characters.
  const entry = trialBalanceAsEntry(date, `TB-${date}`, words.word('trialBalanceEntry', { date }), lines);
  const text = format === 'quickbooks' ? quickBooksJournalCsv(entry, true) : sage50JournalText(entry);
  return { body: Buffer.from(text, 'utf8'), fileName, contentType: format === 'sage50' ? SAGE_TEXT : CSV };
}

/**
 * One account's ledger for the period as a CSV in the reader's Excel, streamed: the opening balance,
 * each line with the balance once it counts, then the period's debits, credits and closing balance.
 */
export async function accountLedgerCsv(
  ctx: AppContext,
  account: LedgerAccount,
  period: LedgerPeriod,
  language: Language,
  batchLines = LEDGER_BATCH_LINES,
): Promise<BooksFile> {
  const summary = await ledgerSummary(ctx, account, period);
  const words = booksWords(language);
  const columns = {
    date: words.column('date'),
    effectiveDate: words.column('effectiveDate'),
    entry: words.column('entry'),
    source: words.column('source'),
    kind: words.column('kind'),
    loan: words.column('loan'),
    debit: words.column('debit'),
    credit: words.column('credit'),
    balance: words.column('balance'),
    opening: words.word('opening'),
    closing: words.word('closing'),
  };
  const summaryRow = (kind: string, balanceCents: number, sides?: { debit: number; credit: number }) => ({
    date: null,
    effectiveDate: null,
    entry: '',
    source: '',
    kind,
    loanId: null,
    debitCents: sides?.debit ?? null,
    creditCents: sides?.credit ?? null,
    balanceCents,
  });
  async function* text() {
    let balance = summary.openingCents;
    let debits = 0;
    let credits = 0;
    yield ledgerCsv([summaryRow(columns.opening, balance)], columns, language, true);
    for await (const batch of ledgerLineBatches(ctx, account.id, period, batchLines)) {
      const lines = batch.map((line): LedgerFileLine => {
        balance += line.amountCents;
        if (line.amountCents > 0) debits += line.amountCents;
        else credits -= line.amountCents;
        return {
          date: line.date,
          effectiveDate: line.effectiveDate,
          entry: String(line.entryId),
          source: words.source(line.source),
          kind: words.kind(line.kind),
          loanId: line.loanId,
          debitCents: line.amountCents > 0 ? line.amountCents : null,
          creditCents: line.amountCents < 0 ? -line.amountCents : null,
          balanceCents: balance,
        };
      });
      yield ledgerCsv(lines, columns, language, false);
    }
    yield ledgerCsv(
      [summaryRow(columns.closing, balance, { debit: debits, credit: credits })],
      columns,
      language,
      false,
    );
  }
  return {
    body: Readable.from(text()),
    fileName: booksFileName(
      [words.word('fileNames.ledger'), account.number, period.from, period.to],
      fileExtension('csv'),
    ),
    contentType: CSV,
  };
}

/** The longest ledger a PDF holds (about a hundred pages); a longer period's file is its CSV. */
export const LEDGER_PDF_MAX_LINES = 5_000;

/** One account's ledger for the period as a PDF with the company's header; refused past LEDGER_PDF_MAX_LINES lines. */
export async function accountLedgerPdfFile(
  ctx: AppContext,
  account: LedgerAccount,
  period: LedgerPeriod,
  language: Language,
  maxLines = LEDGER_PDF_MAX_LINES,
): Promise<BooksFile> {
  if (await ledgerLinesOver(ctx, account.id, period, maxLines)) throw refuse('LEDGER_PDF_TOO_LONG', { max: maxLines });
  const summary = await ledgerSummary(ctx, account, period);
  const words = booksWords(language);
  const lines: LedgerBatchLine[] = [];
  for await (const batch of ledgerLineBatches(ctx, account.id, period))
    for (const line of batch) lines.push({ ...line, kind: words.kind(line.kind) });
  const pdf = await accountLedgerPdf(summary, lines, language, await readCompanyBranding(ctx.database.db));
  return {
    body: pdf,
    fileName: booksFileName([words.word('fileNames.ledger'), account.number, period.from, period.to], 'pdf'),
    contentType: 'application/pdf',
  };
}
