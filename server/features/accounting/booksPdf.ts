import PDFDocument from 'pdfkit';
import type { AccountLedgerSummary, TrialBalance } from '../../../domain/accounting';
import { formatMoney } from '../../../domain/money';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import type { CompanyBranding } from '../configuration/companyBranding';
import { drawCompanyHeader } from '../configuration/pdfBranding';
import { collectPdf, facts, MARGIN, table, type Column } from '../../pdf/pdfLayout';
import type { LedgerBatchLine } from './accountLedger';

const words = (language: Language) => (key: string, params?: Record<string, string | number>) =>
  translate(language, `resources.accounting.exports.${key}`, params);

function startDocument(title: string, branding: CompanyBranding) {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title } });
  const result = collectPdf(doc);
  drawCompanyHeader(doc, branding);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(14).text(title, MARGIN);
  return { doc, result };
}

/** A bold row under a table, on its columns: the totals. */
function totalsRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[]) {
  doc.moveDown(0.2);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + columns.reduce((sum, column) => sum + column.width, 0), y)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(8);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    doc.text(cell, x, y + 4, {
      width: columns[index].width - 4,
      align: columns[index].align ?? 'left',
      lineBreak: false,
    });
    x += columns[index].width;
  });
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

/** The trial balance at a date for the accountant's file: each account's number, name, debit or credit; the totals. */
export function trialBalancePdf(balance: TrialBalance, language: Language, branding: CompanyBranding): Promise<Buffer> {
  const word = words(language);
  const money = (cents: number) => (cents ? formatMoney(cents, language) : '');
  const { doc, result } = startDocument(word('trialBalanceTitle', { date: balance.date }), branding);
  doc.moveDown(0.6);
  // The screen's short titles: a two-line heading would run into the first row.
  const heading = (key: string) => translate(language, `resources.accounting.trialBalance.${key}`);
  const columns: Column[] = [
    { title: heading('number'), width: 60 },
    { title: heading('account'), width: 276 },
    { title: heading('debit'), width: 90, align: 'right' },
    { title: heading('credit'), width: 90, align: 'right' },
  ];
  table(
    doc,
    columns,
    balance.lines.map((line) => [
      line.number,
      language === 'en' ? line.nameEn : line.nameFr,
      money(line.debitCents),
      money(line.creditCents),
    ]),
  );
  totalsRow(doc, columns, [
    '',
    word('total'),
    formatMoney(balance.totalDebitCents, language),
    formatMoney(balance.totalCreditCents, language),
  ]);
  doc.end();
  return result;
}

/** A balance as an accountant reads it: its amount and its side ("1 234,56 $ Dt", "12.00 $ Cr"). */
export const sidedBalance = (cents: number, language: Language) =>
  translate(language, `resources.accounting.ledger.${cents < 0 ? 'creditBalance' : 'debitBalance'}`, {
    amount: formatMoney(Math.abs(cents), language),
  });

/**
 * One account's ledger for a period: the opening balance, each line with the balance once it counts
 * (its kind already in the reader's words), the closing. The totals are the lines' own sums, so the
 * page adds up even if a line was posted while the file was being read.
 */
export function accountLedgerPdf(
  summary: AccountLedgerSummary,
  lines: readonly LedgerBatchLine[],
  language: Language,
  branding: CompanyBranding,
): Promise<Buffer> {
  const word = words(language);
  const money = (cents: number) => (cents ? formatMoney(cents, language) : '');
  const { account } = summary;
  const name = `${account.number} — ${language === 'en' ? account.nameEn : account.nameFr}`;
  const { doc, result } = startDocument(word('ledgerTitle', { account: name }), branding);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(word('period', { from: summary.from, to: summary.to }), MARGIN);
  doc.moveDown(0.6);
  facts(doc, [
    [word('opening'), sidedBalance(summary.openingCents, language)],
    [word('debits'), formatMoney(summary.debitCents, language)],
    [word('credits'), formatMoney(summary.creditCents, language)],
    [word('closing'), sidedBalance(summary.closingCents, language)],
  ]);
  doc.moveDown(0.6);
  const columns: Column[] = [
    { title: word('columns.date'), width: 54 },
    { title: word('columns.effectiveDate'), width: 62 },
    { title: word('columns.entry'), width: 44 },
    { title: word('columns.kind'), width: 104 },
    { title: word('columns.loan'), width: 40 },
    { title: word('columns.debit'), width: 66, align: 'right' },
    { title: word('columns.credit'), width: 66, align: 'right' },
    { title: word('columns.balance'), width: 80, align: 'right' },
  ];
  let balance = summary.openingCents;
  let debits = 0;
  let credits = 0;
  table(
    doc,
    columns,
    lines.map((line) => {
      balance += line.amountCents;
      debits += Math.max(line.amountCents, 0);
      credits += Math.max(-line.amountCents, 0);
      return [
        line.date,
        line.effectiveDate,
        String(line.entryId),
        line.kind,
        line.loanId === null ? '' : String(line.loanId),
        money(Math.max(line.amountCents, 0)),
        money(Math.max(-line.amountCents, 0)),
        sidedBalance(balance, language),
      ];
    }),
  );
  // The words in the widest column, on one line.
  totalsRow(doc, columns, [
    '',
    '',
    '',
    word('closing'),
    '',
    formatMoney(debits, language),
    formatMoney(credits, language),
    sidedBalance(balance, language),
  ]);
  doc.end();
  return result;
}
