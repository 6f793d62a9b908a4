import { describe, expect, it } from 'vitest';
import {
  booksFileName,
  booksPeriodRefusal,
  csvChunk,
  lastDayOfLongestPeriod,
  ledgerCsv,
  plainJournalCsv,
  plainTrialBalanceCsv,
  quickBooksJournalCsv,
  resolveBooksPeriod,
  sage50JournalText,
  trialBalanceAsEntry,
  type ExportLine,
  type PlainJournalLine,
} from './booksExports';

/** A payment of $123.45 received on a loan: the bank debited, the loans receivable credited. */
const payment: ExportLine[] = [
  {
    reference: '41',
    date: '2026-12-05',
    accountNumber: '1020',
    accountName: 'Banque',
    amountCents: 12_345,
    description: 'Paiement manuel - Prêt 7',
  },
  {
    reference: '41',
    date: '2026-12-05',
    accountNumber: '1200',
    accountName: 'Prêts à recevoir',
    amountCents: -12_345,
    description: 'Paiement manuel - Prêt 7',
  },
];

describe('the longest period a file covers', () => {
  it.each([
    ['2026-01-01', '2027-01-31'],
    ['2026-11-15', '2027-12-14'],
    ['2026-01-31', '2027-02-27'],
    ['2027-12-01', '2028-12-31'],
  ])('from %s is up to %s', (from, last) => {
    expect(lastDayOfLongestPeriod(from)).toBe(last);
  });

  it('refuses a period ending before it starts or longer than 13 months', () => {
    expect(booksPeriodRefusal('2026-01-01', '2027-01-31')).toBeNull();
    expect(booksPeriodRefusal('2026-01-01', '2027-02-01')).toBe('validation.booksPeriod');
    expect(booksPeriodRefusal('2026-05-02', '2026-05-01')).toBe('validation.dateRange');
    expect(booksPeriodRefusal('2026-05-01', '2026-05-01')).toBeNull();
  });

  it('fills a missing day: the month to the business day', () => {
    expect(resolveBooksPeriod({}, '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(resolveBooksPeriod({ to: '2026-10-15' }, '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-15' });
    expect(resolveBooksPeriod({ from: '2026-06-03' }, '2026-11-24')).toEqual({ from: '2026-06-03', to: '2026-11-24' });
    expect(resolveBooksPeriod({ from: '2027-02-01' }, '2026-11-24')).toEqual({ from: '2027-02-01', to: '2027-02-01' });
  });
});

describe("QuickBooks Online's journal entry import", () => {
  it("writes Intuit's columns, US dates and point decimals, debits and credits in their own columns", () => {
    expect(quickBooksJournalCsv(payment, true)).toBe(
      '\uFEFFJournal No.,Journal Date,Account Name,Debits,Credits,Description,Name\r\n' +
        '41,12/05/2026,Banque,123.45,,Paiement manuel - Prêt 7,\r\n' +
        '41,12/05/2026,Prêts à recevoir,,123.45,Paiement manuel - Prêt 7,\r\n',
    );
  });

  it('continues a file without its heading, and quotes a name with a comma', () => {
    const named = [{ ...payment[0], accountName: 'Banque, compte 2' }];
    expect(quickBooksJournalCsv(named, false)).toBe(
      '41,12/05/2026,"Banque, compte 2",123.45,,Paiement manuel - Prêt 7,\r\n',
    );
    expect(quickBooksJournalCsv([], false)).toBe('');
  });
});

describe("Sage 50 Canadian Edition's general journal import", () => {
  it('writes each entry as its date, source and comment, then one account and signed amount per line', () => {
    expect(sage50JournalText(payment)).toBe(
      '12-05-26,"41","Paiement manuel - Pret 7"\r\n1020,123.45\r\n1200,-123.45\r\n',
    );
  });

  it('keeps to plain ASCII, a 13-character source and a 39-character comment', () => {
    const long: ExportLine = {
      ...payment[0],
      reference: 'TB-2027-01-20-extra',
      description: 'Écart « rapprochement » de "décembre" — fournisseur Interac, trop long',
      amountCents: -5,
    };
    const text = sage50JournalText([long]);
    expect(text).toBe('12-05-26,"TB-2027-01-20","Ecart rapprochement de \'decembre\' fourn"\r\n1020,-0.05\r\n');
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
  });
});

describe('the plain CSV in the reader’s Excel', () => {
  const words = {
    date: 'Date',
    effectiveDate: "Date d'effet",
    entry: 'Écriture',
    source: 'Origine',
    kind: 'Opération',
    loan: 'Prêt',
    accountNumber: 'Numéro de compte',
    accountName: 'Compte',
    debit: 'Débit',
    credit: 'Crédit',
  };
  const lines: PlainJournalLine[] = payment.map((line) => ({
    ...line,
    effectiveDate: '2026-12-04',
    source: 'Registre du prêt',
    kind: 'Paiement manuel',
    loanId: 7,
  }));

  it('uses semicolons and a decimal comma in French, commas and a point in English', () => {
    const french = plainJournalCsv(lines, words, 'fr', true).split('\r\n');
    expect(french[0]).toBe(
      "\uFEFFDate;Date d'effet;Écriture;Origine;Opération;Prêt;Numéro de compte;Compte;Débit;Crédit",
    );
    expect(french[1]).toBe('2026-12-05;2026-12-04;41;Registre du prêt;Paiement manuel;7;1020;Banque;123,45;');
    expect(french[2]).toBe('2026-12-05;2026-12-04;41;Registre du prêt;Paiement manuel;7;1200;Prêts à recevoir;;123,45');
    const english = plainJournalCsv(lines, words, 'en', false).split('\r\n');
    expect(english[0]).toBe('2026-12-05,2026-12-04,41,Registre du prêt,Paiement manuel,7,1020,Banque,123.45,');
  });

  it('totals the trial balance, its debits equal to its credits', () => {
    const csv = plainTrialBalanceCsv(
      [
        { number: '1200', name: 'Prêts à recevoir', balanceCents: 150_000 },
        { number: '4100', name: "Revenus d'intérêts", balanceCents: -25_050 },
        { number: '2100', name: 'Sommes non appliquées', balanceCents: -124_950 },
        { number: '5100', name: 'Remises', balanceCents: 0 },
      ],
      { number: 'Numéro', account: 'Compte', debit: 'Débit', credit: 'Crédit', total: 'Total' },
      'fr',
    );
    const rows = csv.split('\r\n');
    expect(rows[1]).toBe('1200;Prêts à recevoir;1500,00;');
    expect(rows[2]).toBe("4100;Revenus d'intérêts;;250,50");
    expect(rows[5]).toBe(';Total;1500,00;1500,00');
  });

  it("writes an account's ledger with its running balance", () => {
    const csv = ledgerCsv(
      [
        {
          date: '2026-12-05',
          effectiveDate: '2026-12-05',
          entry: '41',
          source: 'Registre du prêt',
          kind: 'Paiement',
          loanId: 7,
          debitCents: null,
          creditCents: 12_345,
          balanceCents: -2_345,
        },
      ],
      {
        date: 'Date',
        effectiveDate: 'Effet',
        entry: 'Écriture',
        source: 'Origine',
        kind: 'Opération',
        loan: 'Prêt',
        debit: 'Débit',
        credit: 'Crédit',
        balance: 'Solde',
        opening: 'Ouverture',
        closing: 'Clôture',
      },
      'fr',
      false,
    );
    expect(csv).toBe('2026-12-05;2026-12-05;41;Registre du prêt;Paiement;7;;123,45;-23,45\r\n');
  });
});

describe('the trial balance as an opening entry', () => {
  it('puts each account on its side and leaves out those at zero, balanced', () => {
    const entry = trialBalanceAsEntry('2027-01-20', 'TB-2027-01-20', 'Balance', [
      { number: '1200', name: 'Prêts', balanceCents: 1_000 },
      { number: '4100', name: 'Intérêts', balanceCents: -1_000 },
      { number: '5100', name: 'Remises', balanceCents: 0 },
    ]);
    expect(entry.map((line) => [line.accountNumber, line.amountCents])).toEqual([
      ['1200', 1_000],
      ['4100', -1_000],
    ]);
    expect(sage50JournalText(entry)).toBe('01-20-27,"TB-2027-01-20","Balance"\r\n1200,10.00\r\n4100,-10.00\r\n');
  });
});

describe('files', () => {
  it('are named in plain ASCII', () => {
    expect(booksFileName(['balance de vérification', '2027-01-20', 'sage50'], 'txt')).toBe(
      'balance-de-verification-2027-01-20-sage50.txt',
    );
  });

  it('continue a CSV without its mark and heading', () => {
    const columns = [{ label: 'A', kind: 'text' as const, value: (row: { a: string }) => row.a }];
    expect(csvChunk(columns, [{ a: 'x' }], 'fr', true)).toBe('\uFEFFA\r\nx\r\n');
    expect(csvChunk(columns, [{ a: 'x' }, { a: 'y' }], 'fr', false)).toBe('x\r\ny\r\n');
  });
});
