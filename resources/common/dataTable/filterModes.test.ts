import { describe, expect, it } from 'vitest';
import { filterRows, matchesFilter, type FilterMode } from './filterModes';

describe('matchesFilter (spec §2 filterable data table)', () => {
  it.each<[FilterMode, unknown, string, boolean]>([
    ['contains', 'Tremblay', 'emb', true],
    ['contains', 'Tremblay', 'EMB', true],
    ['contains', 'Tremblay', 'xyz', false],
    ['startsWith', 'Gagnon', 'gag', true],
    ['startsWith', 'Gagnon', 'non', false],
    ['endsWith', 'Gagnon', 'NON', true],
    ['endsWith', 'Gagnon', 'gag', false],
    ['equals', 'Mère', 'mère', true],
    ['equals', 'Mère', 'mèr', false],
    ['greaterThan', 'b', 'a', true],
    ['greaterThan', 'a', 'b', false],
    // As strings, not numbers: "9" sorts after "10".
    ['greaterThan', 9, '10', true],
    ['lessThan', '2026-01-05', '2026-02-01', true],
    ['lessThan', 'B', 'a', false],
    ['lessThan', 100, '20', true],
  ])('%s: %j against %j → %s', (mode, cell, typed, expected) => {
    expect(matchesFilter(cell, mode, typed)).toBe(expected);
  });

  it.each<FilterMode>(['contains', 'startsWith', 'endsWith', 'equals', 'greaterThan', 'lessThan'])(
    '%s: an empty cell matches',
    (mode) => {
      expect(matchesFilter('', mode, 'abc')).toBe(true);
      expect(matchesFilter(null, mode, 'abc')).toBe(true);
      expect(matchesFilter(undefined, mode, 'abc')).toBe(true);
    },
  );

  it('lets everything through when nothing is typed', () => {
    expect(matchesFilter('Tremblay', 'equals', '')).toBe(true);
  });
});

describe('filterRows', () => {
  const rows = [
    { name: 'Tremblay', city: 'Montréal' },
    { name: 'Gagnon', city: '' },
    { name: 'Roy', city: 'Québec' },
  ];
  const cellOf = (row: (typeof rows)[number], field: string) => row[field as keyof typeof row];

  it('keeps the rows that pass every column filter', () => {
    expect(filterRows(rows, [{ field: 'city', mode: 'contains', value: 'mont' }], cellOf).map((r) => r.name)).toEqual([
      'Tremblay',
      'Gagnon',
    ]);
    expect(
      filterRows(
        rows,
        [
          { field: 'city', mode: 'contains', value: 'mont' },
          { field: 'name', mode: 'startsWith', value: 'g' },
        ],
        cellOf,
      ).map((r) => r.name),
    ).toEqual(['Gagnon']);
  });

  it('ignores filters with nothing typed', () => {
    expect(filterRows(rows, [{ field: 'name', mode: 'equals', value: '' }], cellOf)).toHaveLength(3);
  });
});
