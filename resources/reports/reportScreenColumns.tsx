import { Box } from '@mui/material';
import type { ReportColumn } from '../../domain/reportColumns';
import { ReportCell } from './reportCells';

type Row = Record<string, unknown>;

/** One column of a report's table: what it sorts by, its label among the columns' words, its cell. */
export interface ReportScreenColumn {
  source: string;
  label: string;
  sortable: boolean;
  kind: ReportColumn['kind'] | 'person';
  render: (row: Row) => React.ReactNode;
}

/** An email breaks anywhere rather than widen its column past the window. */
const EMAIL_SX = { overflowWrap: 'anywhere' } as const;

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

/**
 * A report's columns as the table shows them: the borrower one "Client" column ("Dubois, Alexandre",
 * sorted by last name) and their phone, email and language one "Contact", as the spec names a report's
 * columns, so the widest reports fit 1,280 px; the CSV keeps every column of REPORT_COLUMNS. A report
 * says what is its own in `own` (the renewals' offer: the day it was sent above its button).
 */
export function reportScreenColumns(
  columns: ReportColumn[],
  own: Partial<Record<string, Pick<ReportScreenColumn, 'label' | 'render'>>> = {},
): ReportScreenColumn[] {
  const has = (source: string) => columns.some((column) => column.source === source);
  const language = columns.find((column) => column.source === 'language');
  const shown: ReportScreenColumn[] = [];
  for (const column of columns) {
    if (column.source === 'firstName' && has('lastName')) continue;
    if ((column.source === 'phone' || column.source === 'language') && has('email') && has('phone')) continue;
    if (column.source === 'lastName' && has('firstName')) {
      shown.push({
        source: 'lastName',
        label: 'customer',
        sortable: Boolean(column.sortable),
        kind: 'person',
        render: (row) => [text(row.lastName), text(row.firstName)].filter(Boolean).join(', ') || '—',
      });
    } else if (column.source === 'email' && has('phone')) {
      shown.push({
        source: 'email',
        label: 'contact',
        sortable: false,
        kind: 'person',
        render: (row) => (
          <>
            <Box sx={{ whiteSpace: 'nowrap' }}>{text(row.phone) || '—'}</Box>
            <Box sx={EMAIL_SX}>{text(row.email)}</Box>
            {language && (
              <Box sx={{ color: 'text.secondary' }}>
                <ReportCell column={language} value={row.language} />
              </Box>
            )}
          </>
        ),
      });
    } else if (own[column.source]) {
      shown.push({ source: column.source, sortable: Boolean(column.sortable), kind: 'person', ...own[column.source]! });
    } else {
      shown.push({
        source: column.source,
        label: column.source,
        sortable: Boolean(column.sortable),
        kind: column.kind,
        render: (row) =>
          column.source === 'email' ? (
            <Box sx={EMAIL_SX}>{text(row.email) || '—'}</Box>
          ) : (
            <ReportCell column={column} value={row[column.source]} />
          ),
      });
    }
  }
  return shown;
}
