/** The filter modes of the spec's filterable data table (§2), in the order they are offered. */
export const FILTER_MODES = ['contains', 'startsWith', 'endsWith', 'equals', 'greaterThan', 'lessThan'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

export interface ColumnFilter {
  field: string;
  mode: FilterMode;
  value: string;
}

const asText = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell));

/**
 * The default filter of spec §2: case-insensitive; an empty cell matches whatever is typed;
 * greater-than and less-than compare the texts as strings (so "9" > "10"), exactly as specified.
 */
export function matchesFilter(cell: unknown, mode: FilterMode, typed: string): boolean {
  if (typed === '') return true;
  const text = asText(cell).toLowerCase();
  if (text === '') return true;
  const query = typed.toLowerCase();
  switch (mode) {
    case 'contains':
      return text.includes(query);
    case 'startsWith':
      return text.startsWith(query);
    case 'endsWith':
      return text.endsWith(query);
    case 'equals':
      return text === query;
    case 'greaterThan':
      return text > query;
    case 'lessThan':
      return text < query;
  }
}

/** Rows that pass every column's filter; `cellOf` reads the text a column shows for a row. */
export function filterRows<Row>(
  rows: readonly Row[],
  filters: readonly ColumnFilter[],
  cellOf: (row: Row, field: string) => unknown,
): Row[] {
  const active = filters.filter((f) => f.value !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((row) => active.every((f) => matchesFilter(cellOf(row, f.field), f.mode, f.value)));
}
