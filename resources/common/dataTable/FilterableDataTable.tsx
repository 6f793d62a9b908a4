import { useMemo, useState, type ReactNode } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type MessageKey } from '../../../providers/translation';
import { ColumnFilterButton } from './ColumnFilterButton';
import { filterRows, type ColumnFilter } from './filterModes';

export interface DataTableColumn<Row> {
  field: string;
  /** An i18n key. */
  label: MessageKey;
  /** The text the column filters on; by default the row's value under `field`. */
  text?: (row: Row) => unknown;
  /** What the cell shows; by default its text. */
  render?: (row: Row) => ReactNode;
  /** Columns of actions or pictures are not filtered. */
  filterable?: boolean;
  /** Short values that read wrong broken in two (a date); the longer columns wrap around them. */
  noWrap?: boolean;
}

interface Props<Row> {
  /** What the table is (an i18n key): its name for screen readers, which list a page's tables by name. */
  label: MessageKey;
  rows: readonly Row[];
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** An i18n key shown when there is nothing to list at all. */
  emptyLabel: MessageKey;
  loading?: boolean;
}

/**
 * The spec's filterable data table (§2) for in-page lists: each column has a filter with its mode
 * (contains, starts with, ends with, equals, greater than, less than), labelled in the current
 * language, behind a button in its header; the filters in use show above the table, each
 * removable. Filtering is done here, on the rows already loaded.
 */
export function FilterableDataTable<Row>({ label, rows, columns, rowKey, emptyLabel, loading }: Props<Row>) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Record<string, ColumnFilter>>({});
  const textOf = (row: Row, field: string) => {
    const column = columns.find((c) => c.field === field);
    return column?.text ? column.text(row) : (row as Record<string, unknown>)[field];
  };
  const visible = useMemo(() => filterRows(rows, Object.values(filters), textOf), [rows, filters]); // eslint-disable-line react-hooks/exhaustive-deps
  const setFilter = (field: string, change: Partial<ColumnFilter>) =>
    setFilters((current) => {
      const previous: ColumnFilter = current[field] ?? { field, mode: 'contains', value: '' };
      return { ...current, [field]: { ...previous, ...change } };
    });

  if (!loading && rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate(emptyLabel)}
      </Typography>
    );

  const active = Object.values(filters).filter((filter) => filter.value !== '');
  const labelOf = (field: string) => translate(columns.find((column) => column.field === field)!.label);
  return (
    <>
      {active.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
          aria-label={translate('dataTable.activeFilters')}
          role="group"
        >
          {active.map((filter) => (
            <Chip
              key={filter.field}
              size="small"
              label={translate('dataTable.activeFilter', {
                column: labelOf(filter.field),
                mode: translate(`dataTable.modes.${filter.mode}`).toLowerCase(),
                value: filter.value,
              })}
              onDelete={() => setFilter(filter.field, { value: '' })}
            />
          ))}
        </Box>
      )}
      <Table size="small" aria-label={translate(label)} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.field}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" component="span">
                    {translate(column.label)}
                  </Typography>
                  {column.filterable !== false && (
                    <ColumnFilterButton
                      column={translate(column.label)}
                      filter={filters[column.field]}
                      onChange={(change) => setFilter(column.field, change)}
                    />
                  )}
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.field} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render ? column.render(row) : String(textOf(row, column.field) ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {visible.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography color="text.secondary">{translate('dataTable.noMatch')}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </>
  );
}
