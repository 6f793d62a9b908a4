import { describe, expect, it } from 'vitest';
import { addDays } from './calendarDates';
import { dateRangeRefusal, defaultRange, toCsv, type CsvColumn } from './reports';

describe('the 31-day rule of the payment reports', () => {
  it('takes two dates at most 31 days apart, in order', () => {
    expect(dateRangeRefusal('2026-11-01', '2026-12-02')).toBeNull();
    expect(dateRangeRefusal('2026-11-01', '2026-12-03')).toBe('validation.dateRange31');
    expect(dateRangeRefusal('2026-11-02', '2026-11-01')).toBe('validation.dateRangeOrder');
    expect(dateRangeRefusal('2026-11-01', '2026-11-01')).toBeNull();
  });

  it('opens on the 31 days ahead of today, or up to it', () => {
    expect(defaultRange('AHEAD', '2026-11-24', addDays)).toEqual({ from: '2026-11-24', to: '2026-12-24' });
    expect(defaultRange('BEHIND', '2026-11-24', addDays)).toEqual({ from: '2026-10-25', to: '2026-11-24' });
  });
});

describe('a report as CSV', () => {
  type Row = { name: string; amount: number; paid: boolean; note: string | null };
  const columns: CsvColumn<Row>[] = [
    { label: 'Nom', kind: 'text', value: (row) => row.name },
    { label: 'Montant', kind: 'money', value: (row) => row.amount },
    { label: 'Payé', kind: 'text', value: (row) => row.paid },
    { label: 'Note', kind: 'text', value: (row) => row.note },
  ];
  const rows: Row[] = [
    { name: 'Côté; Élise', amount: 123456, paid: true, note: '=HYPERLINK("x")' },
    { name: 'Roy', amount: -5, paid: false, note: null },
  ];

  it('is what a French Excel reads: semicolons, a decimal comma, accents kept', () => {
    expect(toCsv(columns, rows, 'fr')).toBe(
      '\uFEFFNom;Montant;Payé;Note\r\n"Côté; Élise";1234,56;oui;"\'=HYPERLINK(""x"")"\r\nRoy;-0,05;non;\r\n',
    );
  });

  it('is what an English Excel reads: commas and a decimal point', () => {
    expect(toCsv(columns, rows, 'en').split('\r\n')[1]).toBe('Côté; Élise,1234.56,yes,"\'=HYPERLINK(""x"")"');
  });
});
