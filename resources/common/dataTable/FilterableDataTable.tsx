import { useMemo, useState, type ReactNode } from 'react';
import { Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate, type MessageKey } from '../../../providers/translation';
import { FILTER_MODES, filterRows, type ColumnFilter, type FilterMode } from './filterModes';

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
}

interface Props<Row> {
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
 * language. Filtering is done here, on the rows already loaded.
 */
export function FilterableDataTable<Row>({ rows, columns, rowKey, emptyLabel, loading }: Props<Row>) {
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

  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.field} sx={{ verticalAlign: 'top' }}>
              <Typography variant="subtitle2" component="span">
                {translate(column.label)}
              </Typography>
              {column.filterable !== false && (
                <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
                  <TextField
                    select
                    size="small"
                    variant="standard"
                    value={filters[column.field]?.mode ?? 'contains'}
                    onChange={(event) => setFilter(column.field, { mode: event.target.value as FilterMode })}
                    slotProps={{
                      htmlInput: {
                        'aria-label': translate('dataTable.filterMode', { column: translate(column.label) }),
                      },
                    }}
                    sx={{ minWidth: 40 }}
                  >
                    {FILTER_MODES.map((mode) => (
                      <MenuItem key={mode} value={mode}>
                        {translate(`dataTable.modes.${mode}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    variant="standard"
                    value={filters[column.field]?.value ?? ''}
                    onChange={(event) => setFilter(column.field, { value: event.target.value })}
                    placeholder={translate('dataTable.filter')}
                    slotProps={{
                      htmlInput: { 'aria-label': translate('dataTable.filterOn', { column: translate(column.label) }) },
                    }}
                  />
                </Box>
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {visible.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.field}>
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
  );
}
