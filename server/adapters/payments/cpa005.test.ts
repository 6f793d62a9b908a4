import { describe, expect, it } from 'vitest';
import {
  buildCpa005,
  buildCpa005Returns,
  CPA005_RECORD_LENGTH,
  Cpa005Error,
  fromJulianDate,
  julianDate,
  readCpa005,
} from './cpa005';

const header = {
  originatorId: '0123456789',
  originatorShortName: 'GUICHET',
  originatorLongName: 'Guichet Prets Inc.',
  fileCreationNumber: 42,
  creationDate: '2026-11-24',
  destinationDataCentre: '00310',
};
const payout = {
  recordType: 'C' as const,
  cpaCode: '450',
  amountCents: 75_000,
  date: '2026-11-25',
  institution: '815',
  transit: '30101',
  account: '1234567',
  payeeName: 'Hélène Côté',
  crossReference: 'DEP-17-1',
};
const debit = { ...payout, recordType: 'D' as const, cpaCode: '350', amountCents: 12_345, crossReference: 'PAY-99' };

describe('CPA-005 files', () => {
  const content = buildCpa005(header, [payout, debit]);
  const records = content.split('\r\n');

  it('writes fixed-length A, C, D and Z records', () => {
    expect(records.map((record) => record.length)).toEqual([1464, 1464, 1464, 1464].map(() => CPA005_RECORD_LENGTH));
    expect(records.map((record) => record[0])).toEqual(['A', 'C', 'D', 'Z']);
  });

  it('puts each header field where the standard says (hand-checked)', () => {
    const a = records[0];
    expect(a.slice(0, 10)).toBe('A000000001');
    expect(a.slice(10, 20)).toBe('0123456789');
    expect(a.slice(20, 24)).toBe('0042');
    // 24 November 2026 is day 328 of the year.
    expect(a.slice(24, 30)).toBe('026328');
    // Positions 31 to 35 (1-based): the destination data centre, never blank.
    expect(a.slice(30, 35)).toBe('00310');
    expect(a.slice(55, 58)).toBe('CAD');
  });

  it('writes the destination data centre it is given in every file, and only a 5-digit one', () => {
    const other = buildCpa005({ ...header, destinationDataCentre: '00120' }, [debit]);
    expect(other.slice(30, 35)).toBe('00120');
    expect(readCpa005(other).header.destinationDataCentre).toBe('00120');
    const returns = buildCpa005Returns(header, [{ ...debit, recordType: 'J', returnCode: '901' }]);
    expect(returns.slice(30, 35)).toBe('00310');
    for (const wrong of ['', '     ', '310', '003100', '0031a'])
      expect(() => buildCpa005({ ...header, destinationDataCentre: wrong }, [debit]), wrong).toThrow(Cpa005Error);
  });

  it('puts each detail field where the standard says (hand-checked)', () => {
    const c = records[1];
    expect(c.slice(0, 24)).toBe('C0000000020123456789' + '0042');
    const segment = c.slice(24);
    expect(segment.slice(0, 3)).toBe('450');
    expect(segment.slice(3, 13)).toBe('0000075000');
    expect(segment.slice(13, 19)).toBe('026329');
    expect(segment.slice(19, 28)).toBe('081530101');
    expect(segment.slice(28, 40)).toBe('1234567     ');
    expect(segment.slice(80, 110)).toBe('Helene Cote'.padEnd(30, ' '));
    expect(segment.slice(110, 140)).toBe('Guichet Prets Inc.'.padEnd(30, ' '));
    expect(segment.slice(150, 169)).toBe('DEP-17-1'.padEnd(19, ' '));
    expect(records[2].slice(24, 27)).toBe('350');
  });

  it('writes the trailer totals in cents', () => {
    const z = records[3];
    expect(z.slice(0, 10)).toBe('Z000000004');
    expect(z.slice(24, 38)).toBe('00000000012345');
    expect(z.slice(38, 46)).toBe('00000001');
    expect(z.slice(46, 60)).toBe('00000000075000');
    expect(z.slice(60, 68)).toBe('00000001');
  });

  it('reads back what it wrote', () => {
    const read = readCpa005(content);
    expect(read.header).toMatchObject({
      originatorId: '0123456789',
      fileCreationNumber: 42,
      creationDate: '2026-11-24',
      destinationDataCentre: '00310',
    });
    expect(read.items).toEqual([
      { ...payout, payeeName: 'Helene Cote' },
      { ...debit, payeeName: 'Helene Cote' },
    ]);
    expect(read.trailer).toEqual({ debitCents: 12_345, debitCount: 1, creditCents: 75_000, creditCount: 1 });
  });

  it('keeps every cent over many items', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      ...debit,
      amountCents: 10_001 + index * 7,
      crossReference: `PAY-${index}`,
    }));
    const read = readCpa005(buildCpa005(header, many));
    expect(read.trailer.debitCents).toBe(many.reduce((sum, item) => sum + item.amountCents, 0));
  });

  it('refuses a damaged file', () => {
    expect(() => readCpa005(content.replace('0000075000', '0000075001'))).toThrow(Cpa005Error);
    expect(() => readCpa005(records.slice(0, 3).join('\r\n'))).toThrow(Cpa005Error);
    expect(() => readCpa005(content.replace(records[1], records[1].slice(1)))).toThrow(Cpa005Error);
  });

  it('converts Julian dates both ways', () => {
    expect(julianDate('2026-01-01')).toBe('026001');
    expect(julianDate('2028-12-31')).toBe('028366');
    expect(fromJulianDate('028366')).toBe('2028-12-31');
    expect(() => fromJulianDate('026366')).toThrow(Cpa005Error);
  });

  it('writes a returns file: I and J records, the original segment, the reason code in its last field', () => {
    const returned = buildCpa005Returns(header, [
      { ...payout, recordType: 'I', returnCode: '912' },
      { ...debit, recordType: 'J', returnCode: '901' },
    ]);
    const lines = returned.split('\r\n');
    expect(lines.map((record) => record.length)).toEqual([1464, 1464, 1464, 1464]);
    expect(lines.map((record) => record[0])).toEqual(['A', 'I', 'J', 'Z']);
    // Positions 230 to 240 of the segment (1-based): the return reason, left-justified.
    expect(lines[2].slice(24 + 229, 24 + 240)).toBe('901        ');
    expect(lines[2].slice(24, 27)).toBe('350');
    expect(lines[2].slice(24 + 150, 24 + 169)).toBe('PAY-99'.padEnd(19, ' '));
    const read = readCpa005(returned);
    expect(read.items).toEqual([
      { ...payout, recordType: 'I', payeeName: 'Helene Cote', returnCode: '912' },
      { ...debit, recordType: 'J', payeeName: 'Helene Cote', returnCode: '901' },
    ]);
    expect(read.trailer).toEqual({ debitCents: 12_345, debitCount: 1, creditCents: 75_000, creditCount: 1 });
  });
});
