import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerAccount } from '../../server/features/accounting/accountLedger';
import { accountLedgerPdfFile, journalFile } from '../../server/features/accounting/booksExports';
import { startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, loanAction, setToday } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
const PERIOD = { from: '2026-11-01', to: '2027-01-20' };

/** Two loans lent on 2026-11-23 and serviced to 2027-01-20: payments due and made, a rebate, a returned debit. */
async function servicedLoans() {
  const agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
  const loans = [];
  for (const numberOfPayments of [6, 10]) {
    const { requestId } = await acceptedRequest(t, agent);
    loans.push(
      await startAndPayOut(t, agent, await createLoan(t, agent, { ...LOAN_TERMS, requestId, numberOfPayments })),
    );
  }
  await setToday(t, '2026-12-22');
  const [first, second] = await Promise.all(
    loans.map(async (loan) => (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json()),
  );
  await loanAction(t, agent, first, 'rebates', { amount: 1_234 });
  const paid = second.payments.find((line: { status: string }) => line.status === 'PAID');
  await loanAction(t, agent, second, 'nsf', { paymentId: paid.id });
  await setToday(t, '2027-01-20');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  await servicedLoans();
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The fields of a CSV line (quotes kept apart from the separators they hold). */
function cells(line: string, separator: string): string[] {
  const found: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      current += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === separator && !quoted) {
      found.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  return [...found, current];
}

const rowsOf = (body: string, separator: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => cells(line, separator));

/** "1234.56" or "1234,56" → cents; empty → 0. */
const centsOf = (text: string) => (text === '' ? 0 : Math.round(Number(text.replace(',', '.')) * 100));

async function journalFigures({ from, to }: { from: string; to: string }) {
  const [row] = await t.ctx.database.db.execute<{ lines: number; debits: string; entries: number }>(sql`
    select count(*)::int as lines, coalesce(sum(greatest(amount_cents, 0)), 0)::text as debits,
           count(distinct entry_id)::int as entries
      from journal_lines where entry_date between ${from} and ${to}`);
  return { lines: row.lines, debits: Number(row.debits), entries: row.entries };
}

const streamText = async (body: Readable | Buffer) => {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  let text = '';
  for await (const chunk of body) text += String(chunk);
  return text;
};

describe('the journal for the accountant (issue 34)', () => {
  it("writes QuickBooks Online's journal entry import: Intuit's columns, every line of the period, each entry balanced", async () => {
    const response = await get(`/api/accounting/journal/export?${query({ ...PERIOD, format: 'quickbooks' })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-11-01-2027-01-20-quickbooks.csv"',
    );
    const [heading, ...rows] = rowsOf(response.body, ',');
    expect(heading).toEqual([
      'Journal No.',
      'Journal Date',
      'Account Name',
      'Debits',
      'Credits',
      'Description',
      'Name',
    ]);
    const figures = await journalFigures(PERIOD);
    expect(figures.entries).toBeGreaterThan(10);
    expect(rows).toHaveLength(figures.lines);
    const byEntry = new Map<string, number>();
    let debits = 0;
    for (const [journalNo, date, account, debit, credit] of rows) {
      expect(date).toMatch(/^(11|12|01)\/\d\d\/20(26|27)$/);
      expect(account).not.toBe('');
      // One side per line, a point before the cents.
      expect([debit, credit].filter((cell) => cell !== '')).toHaveLength(1);
      for (const amount of [debit, credit]) expect(amount).toMatch(/^(\d+\.\d\d)?$/);
      byEntry.set(journalNo, (byEntry.get(journalNo) ?? 0) + centsOf(debit) - centsOf(credit));
      debits += centsOf(debit);
    }
    expect(byEntry.size).toBe(figures.entries);
    expect([...byEntry.values()].every((sum) => sum === 0)).toBe(true);
    expect(debits).toBe(figures.debits);
    // French account names whatever the format's own conventions.
    expect(rows.map((row) => row[2])).toContain('Prêts à recevoir');

    // Read three entries at a time by their (date, id) key, the file is the same.
    expect(await streamText(journalFile(t.ctx, PERIOD, 'quickbooks', 'fr', 3).body)).toBe(response.body);
  });

  it("writes Sage 50's general journal import: each entry's date, source and comment, then its accounts' signed amounts", async () => {
    const response = await get(`/api/accounting/journal/export?${query({ ...PERIOD, format: 'sage50' })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-disposition']).toMatch(/filename="journal-2026-11-01-2027-01-20-sage50\.txt"/);
    expect(/^[\x20-\x7e\r\n]*$/.test(response.body)).toBe(true);
    const sums: number[] = [];
    let details = 0;
    for (const line of response.body.split('\r\n').filter(Boolean)) {
      if (/^\d\d-\d\d-\d\d,/.test(line)) {
        expect(line).toMatch(/^(11|12|01)-\d\d-2[67],"[^"]{1,13}","[^"]{0,39}"$/);
        sums.push(0);
      } else {
        expect(line).toMatch(/^\d{4},-?\d+\.\d\d$/);
        const [, amount] = line.split(',');
        sums[sums.length - 1] += Math.round(Number(amount) * 100);
        details++;
      }
    }
    const figures = await journalFigures(PERIOD);
    expect(sums).toHaveLength(figures.entries);
    expect(sums.every((sum) => sum === 0)).toBe(true);
    expect(details).toBe(figures.lines);
  });

  it("writes the plain CSV in the reader's Excel: semicolons and a decimal comma in French, commas and a point in English", async () => {
    const french = await get(`/api/accounting/journal/export?${query({ ...PERIOD, format: 'csv', language: 'fr' })}`);
    expect(french.statusCode).toBe(200);
    expect(french.body.startsWith('\uFEFFDate;')).toBe(true);
    expect(french.body).toContain('\r\n');
    const [frHeading, ...frRows] = rowsOf(french.body, ';');
    expect(frHeading).toEqual([
      'Date',
      "Date d'effet",
      'Écriture',
      'Origine',
      'Opération',
      'Prêt',
      'Numéro de compte',
      'Compte',
      'Débit',
      'Crédit',
    ]);
    expect(frRows.map((row) => row[4])).toContain('Déboursement');
    for (const row of frRows) expect(`${row[8]}${row[9]}`).toMatch(/^\d+,\d\d$/);
    expect(frRows.reduce((sum, row) => sum + centsOf(row[8]) - centsOf(row[9]), 0)).toBe(0);

    const english = await get(`/api/accounting/journal/export?${query({ ...PERIOD, format: 'csv', language: 'en' })}`);
    const [enHeading, ...enRows] = rowsOf(english.body, ',');
    expect(enHeading[0]).toBe('Date');
    expect(enHeading[8]).toBe('Debit');
    expect(enRows.map((row) => row[4])).toContain('Disbursement');
    for (const row of enRows) expect(`${row[8]}${row[9]}`).toMatch(/^\d+\.\d\d$/);
    expect(enRows).toHaveLength(frRows.length);
  });
});

describe('the trial balance for the accountant (issue 34)', () => {
  const date = '2027-01-20';

  it('writes it as one opening entry for QuickBooks and Sage 50, balanced, and as a plain CSV whose totals agree', async () => {
    const balance = (await get(`/api/accounting/trial-balance?date=${date}`)).json();
    expect(balance.totalDebitCents).toBeGreaterThan(0);

    const quickBooks = await get(`/api/accounting/trial-balance/export?${query({ date, format: 'quickbooks' })}`);
    expect(quickBooks.statusCode).toBe(200);
    const [, ...rows] = rowsOf(quickBooks.body, ',');
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(['TB-2027-01-20']));
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['01/20/2027']));
    expect(rows.reduce((sum, row) => sum + centsOf(row[3]), 0)).toBe(balance.totalDebitCents);
    expect(rows.reduce((sum, row) => sum + centsOf(row[4]), 0)).toBe(balance.totalCreditCents);

    const sage = await get(`/api/accounting/trial-balance/export?${query({ date, format: 'sage50' })}`);
    const [first, ...details] = sage.body.split('\r\n').filter(Boolean);
    expect(first).toMatch(/^01-20-27,"TB-2027-01-20","Balance de verification au 2027-01-20"$/);
    expect(details.reduce((sum, line) => sum + Math.round(Number(line.split(',')[1]) * 100), 0)).toBe(0);
    expect(details).toHaveLength(balance.lines.filter((line: { balanceCents: number }) => line.balanceCents).length);

    const csv = await get(`/api/accounting/trial-balance/export?${query({ date, format: 'csv', language: 'fr' })}`);
    expect(csv.headers['content-disposition']).toMatch(/filename="balance-de-verification-2027-01-20\.csv"/);
    const csvRows = rowsOf(csv.body, ';');
    expect(csvRows[0]).toEqual(['Numéro de compte', 'Compte', 'Débit', 'Crédit']);
    const total = csvRows.at(-1)!;
    expect(total[1]).toBe('Total');
    expect(centsOf(total[2])).toBe(balance.totalDebitCents);
    expect(total[2]).toBe(total[3]);
  });

  it('prints it as a PDF with the company header', async () => {
    const response = await get(
      `/api/accounting/trial-balance/export?${query({ date, format: 'pdf', language: 'en' })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="trial-balance-2027-01-20\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe("an account's ledger for the accountant (issue 34)", () => {
  it('writes the opening balance, each line with its running balance, and the closing balance of the period', async () => {
    const [{ id }] = await t.ctx.database.db.execute<{ id: number }>(
      sql`select id from gl_accounts where number = '1200'`,
    );
    const period = { from: '2026-12-01', to: '2027-01-20' };
    const summary = (await get(`/api/accounting/accounts/${id}/ledger/summary?${query(period)}`)).json();
    const response = await get(
      `/api/accounting/accounts/${id}/ledger/export?${query({ ...period, format: 'csv', language: 'fr' })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="grand-livre-1200-2026-12-01-2027-01-20\.csv"/);
    const [heading, opening, ...rest] = rowsOf(response.body, ';');
    expect(heading).toEqual([
      'Date',
      "Date d'effet",
      'Écriture',
      'Origine',
      'Opération',
      'Prêt',
      'Débit',
      'Crédit',
      'Solde',
    ]);
    expect(opening[4]).toBe("Solde d'ouverture");
    expect(centsOf(opening[8])).toBe(summary.openingCents);
    const closing = rest.pop()!;
    expect(rest.length).toBeGreaterThan(2);
    let running = summary.openingCents;
    for (const row of rest) {
      running += centsOf(row[6]) - centsOf(row[7]);
      expect(centsOf(row[8])).toBe(running);
    }
    expect(closing[4]).toBe('Solde de clôture');
    expect(centsOf(closing[8])).toBe(summary.closingCents);
    expect([centsOf(closing[6]), centsOf(closing[7])]).toEqual([summary.debitCents, summary.creditCents]);

    const pdf = await get(`/api/accounting/accounts/${id}/ledger/export?${query({ ...period, format: 'pdf' })}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A ledger longer than a PDF holds is refused, its CSV offered instead.
    const account = await findLedgerAccount(t.ctx, id);
    await expect(accountLedgerPdfFile(t.ctx, account, period, 'fr', rest.length - 1)).rejects.toMatchObject({
      statusCode: 420,
      message: 'errors.LEDGER_PDF_TOO_LONG',
      params: { max: rest.length - 1 },
    });
    await expect(accountLedgerPdfFile(t.ctx, account, period, 'fr', rest.length)).resolves.toMatchObject({
      contentType: 'application/pdf',
    });
  });
});

describe('the exports refuse', () => {
  it('a period of more than 13 months, an end before the start, an unknown format, in translated words, with no file', async () => {
    const tooLong = await get(
      `/api/accounting/journal/export?${query({ from: '2026-01-01', to: '2027-02-01', format: 'csv' })}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'errors.VALIDATION_ERROR',
      errors: { to: 'validation.booksPeriod' },
    });
    expect(tooLong.headers['content-disposition']).toBeUndefined();
    // The 13 months counted once the missing end is the business day.
    const openEnded = await get(`/api/accounting/journal/export?${query({ from: '2025-12-01', format: 'csv' })}`);
    expect(openEnded.json().errors).toEqual({ to: 'validation.booksPeriod' });

    const backwards = await get(
      `/api/accounting/journal/export?${query({ from: '2027-01-02', to: '2027-01-01', format: 'quickbooks' })}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: 'validation.dateRange' });

    const unknownFormat = await get(`/api/accounting/trial-balance/export?${query({ format: 'xlsx' })}`);
    expect(unknownFormat.statusCode).toBe(400);
    expect(unknownFormat.json().errors).toEqual({ format: 'validation.invalid' });
    const pdfJournal = await get(`/api/accounting/journal/export?${query({ format: 'pdf' })}`);
    expect(pdfJournal.json().errors).toEqual({ format: 'validation.invalid' });
    expect(
      (await get(`/api/accounting/trial-balance/export?${query({ format: 'csv', date: '2027-02-30' })}`)).json().errors,
    ).toEqual({
      date: 'validation.invalidDate',
    });

    const unknownAccount = await get(`/api/accounting/accounts/999999/ledger/export?${query({ format: 'csv' })}`);
    expect(unknownAccount.statusCode).toBe(404);
    expect(unknownAccount.json().message).toBe('errors.NOT_FOUND');
  });

  it('anyone without `view accounting`', async () => {
    const agent = (await t.login('agent@demo.ca')).token;
    for (const url of [
      `/api/accounting/journal/export?${query({ format: 'quickbooks' })}`,
      `/api/accounting/trial-balance/export?${query({ format: 'pdf' })}`,
      `/api/accounting/accounts/1/ledger/export?${query({ format: 'csv' })}`,
    ]) {
      const refused = await get(url, agent);
      expect(refused.statusCode, url).toBe(420);
      expect(refused.json().message).toBe('errors.FORBIDDEN');
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
  });
});
