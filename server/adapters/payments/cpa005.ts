import { EFTGenerator } from '@cityssm/eft-generator';
import type { IsoDate } from '../../../domain/calendarDates';

/*
 * CPA Standard 005 files (Payments Canada's format for EFT credits and debits): 1,464-character
 * records, an A header, C credit and D debit details, a Z trailer with the totals. Written by
 * @cityssm/eft-generator; read back here, field by field, by the provider sandbox and by tests.
 * A returns file is the same format with I (returned credit) and J (returned debit) records: each
 * the original item's segment, its return reason code in the segment's last field.
 */

export const CPA005_RECORD_LENGTH = 1464;
/** Payments Canada transaction codes: a loan's payout (misc. payments) and its pre-authorized debit (loans). */
export const CPA_CODE_PAYOUT = '450';
export const CPA_CODE_LOAN_DEBIT = '350';

export interface Cpa005Header {
  originatorId: string;
  originatorShortName: string;
  originatorLongName: string;
  fileCreationNumber: number;
  creationDate: IsoDate;
  /**
   * The 5-digit number of the data centre the file goes to (the provider's processing centre):
   * a file without it is refused by the clearing, so every file carries it.
   */
  destinationDataCentre: string;
}

export interface Cpa005Item {
  /** C credit, D debit; in a returns file, I a returned credit, J a returned debit. */
  recordType: 'C' | 'D' | 'I' | 'J';
  cpaCode: string;
  amountCents: number;
  /** A credit's date funds are available; a debit's due date. */
  date: IsoDate;
  institution: string;
  transit: string;
  account: string;
  payeeName: string;
  /** Guichet's own reference (a deposit, a payment line), unique in the file. */
  crossReference: string;
  /** An I or J record's return reason (Payments Canada: 901 NSF, 905 account closed, …). */
  returnCode?: string;
}

export interface Cpa005Trailer {
  debitCents: number;
  debitCount: number;
  creditCents: number;
  creditCount: number;
}

const localNoon = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};

/** "0YYDDD": the CPA's Julian date (zero, two-digit year, day of the year). */
export function julianDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  const dayOfYear = (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
  return `0${String(year % 100).padStart(2, '0')}${String(dayOfYear).padStart(3, '0')}`;
}

/** The calendar date of a CPA Julian date (the century of 2000). */
export function fromJulianDate(julian: string): IsoDate {
  if (!/^0\d{5}$/.test(julian)) throw new Cpa005Error(`invalid Julian date "${julian}"`);
  const year = 2000 + Number(julian.slice(1, 3));
  const day = Number(julian.slice(3));
  const instant = new Date(Date.UTC(year, 0, day));
  if (day < 1 || instant.getUTCFullYear() !== year) throw new Cpa005Error(`invalid Julian date "${julian}"`);
  return instant.toISOString().slice(0, 10);
}

export class Cpa005Error extends Error {}

/** The generator would pad a shorter number or leave the field blank: the format wants exactly five digits. */
function dataCentreOf(value: string): string {
  if (!/^\d{5}$/.test(value)) throw new Cpa005Error(`the destination data centre must be 5 digits, not "${value}"`);
  return value;
}

/** A whole file: the payee names cut to what the format holds, amounts from integer cents. */
export function buildCpa005(header: Cpa005Header, items: readonly Cpa005Item[]): string {
  const generator = new EFTGenerator({
    originatorId: header.originatorId,
    originatorShortName: header.originatorShortName,
    originatorLongName: header.originatorLongName,
    fileCreationNumber: String(header.fileCreationNumber % 10_000),
    fileCreationDate: localNoon(header.creationDate),
    destinationDataCentre: dataCentreOf(header.destinationDataCentre),
    destinationCurrency: 'CAD',
  });
  for (const item of items) {
    generator.addTransaction({
      recordType: item.recordType === 'I' || item.recordType === 'C' ? 'C' : 'D',
      segments: [
        {
          cpaCode: item.cpaCode as `${number}`,
          // The generator takes dollars and rounds them back to cents: exact for any integer of cents below 2^53 / 100.
          amount: item.amountCents / 100,
          paymentDate: localNoon(item.date),
          bankInstitutionNumber: item.institution,
          bankTransitNumber: item.transit,
          bankAccountNumber: item.account,
          payeeName: asciiName(item.payeeName),
          crossReferenceNumber: item.crossReference,
        },
      ],
    });
  }
  return generator.toCPA005();
}

/** Where a segment's last field starts: the return reason of an I or J record (11 characters). */
const RETURN_CODE_AT = 229;
const SEGMENT_AT = 24;

/**
 * A provider's returns file: each returned item as its original C or D segment under an I or J
 * record, with its return reason. Written by the generator as credits and debits, then retyped:
 * the trailer's totals are the same sums.
 */
export function buildCpa005Returns(header: Cpa005Header, items: readonly Cpa005Item[]): string {
  const records = buildCpa005(header, items).split('\r\n');
  return records
    .map((record, index) => {
      const item = items[index - 1];
      if (index === 0 || !item) return record;
      const at = SEGMENT_AT + RETURN_CODE_AT;
      return `${item.recordType}${record.slice(1, at)}${(item.returnCode ?? '900').padEnd(11)}${record.slice(at + 11)}`;
    })
    .join('\r\n');
}

/** The format is plain ASCII: accents are dropped, the rest kept (Hélène Côté → Helene Cote). */
export const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ');

const field = (record: string, start: number, length: number) => record.slice(start, start + length);
const digits = (text: string, what: string) => {
  if (!/^\d+$/.test(text)) throw new Cpa005Error(`${what} is not numeric: "${text}"`);
  return Number(text);
};

/** Reads a file back and checks it: record lengths, counts, and that the trailer's totals are the items' sums. */
export function readCpa005(content: string): { header: Cpa005Header; items: Cpa005Item[]; trailer: Cpa005Trailer } {
  const records = content.split('\r\n').filter((line) => line.length > 0);
  records.forEach((record, index) => {
    if (record.length !== CPA005_RECORD_LENGTH)
      throw new Cpa005Error(`record ${index + 1} is ${record.length} characters, not ${CPA005_RECORD_LENGTH}`);
    if (digits(field(record, 1, 9), 'record count') !== index + 1)
      throw new Cpa005Error(`record ${index + 1} is numbered ${field(record, 1, 9)}`);
  });
  const [first, ...rest] = records;
  const last = rest.pop();
  if (!first?.startsWith('A') || !last?.startsWith('Z')) throw new Cpa005Error('a file starts with A and ends with Z');
  const header: Cpa005Header = {
    originatorId: field(first, 10, 10).trim(),
    fileCreationNumber: digits(field(first, 20, 4), 'file creation number'),
    creationDate: fromJulianDate(field(first, 24, 6)),
    destinationDataCentre: field(first, 30, 5).trim(),
    originatorShortName: '',
    originatorLongName: '',
  };
  const items = rest.map((record) => readDetail(record, header));
  const trailer: Cpa005Trailer = {
    debitCents: digits(field(last, 24, 14), 'debit total'),
    debitCount: digits(field(last, 38, 8), 'debit count'),
    creditCents: digits(field(last, 46, 14), 'credit total'),
    creditCount: digits(field(last, 60, 8), 'credit count'),
  };
  const credits = items.filter((item) => item.recordType === 'C' || item.recordType === 'I');
  const debits = items.filter((item) => item.recordType === 'D' || item.recordType === 'J');
  const total = (list: Cpa005Item[]) => list.reduce((cents, item) => cents + item.amountCents, 0);
  if (
    trailer.creditCount !== credits.length ||
    trailer.debitCount !== debits.length ||
    trailer.creditCents !== total(credits) ||
    trailer.debitCents !== total(debits)
  )
    throw new Cpa005Error('the trailer totals are not the sums of the items');
  if (items.length > 0) {
    header.originatorShortName = field(rest[0], 24 + 65, 15).trim();
    header.originatorLongName = field(rest[0], 24 + 110, 30).trim();
  }
  return { header, items, trailer };
}

const DETAIL_TYPES = ['C', 'D', 'I', 'J'] as const;
const isDetailType = (type: string): type is Cpa005Item['recordType'] =>
  (DETAIL_TYPES as readonly string[]).includes(type);

/** One C, D, I or J record's first segment (Guichet writes one segment per record). */
function readDetail(record: string, header: Cpa005Header): Cpa005Item {
  const recordType = record[0];
  if (!isDetailType(recordType)) throw new Cpa005Error(`unexpected record type "${recordType}"`);
  if (field(record, 10, 10).trim() !== header.originatorId) throw new Cpa005Error('originator differs from the header');
  const segment = record.slice(SEGMENT_AT, SEGMENT_AT + 240);
  const returned = recordType === 'I' || recordType === 'J';
  const institutionId = field(segment, 19, 9);
  return {
    recordType,
    cpaCode: field(segment, 0, 3),
    amountCents: digits(field(segment, 3, 10), 'amount'),
    date: fromJulianDate(field(segment, 13, 6)),
    institution: institutionId.slice(1, 4),
    transit: institutionId.slice(4, 9),
    account: field(segment, 28, 12).trim(),
    payeeName: field(segment, 80, 30).trim(),
    crossReference: field(segment, 150, 19).trim(),
    ...(returned ? { returnCode: field(segment, RETURN_CODE_AT, 11).trim() } : {}),
  };
}
