import { ColumnsButton, DataTable, TopToolbar, type DataTableProps, type RaRecord } from 'react-admin';
import type { MessageKey } from '../../../providers/translation';
import { EmptyState } from '../EmptyState';
import { KeyboardDataTableBody } from './KeyboardDataTableBody';

type RecordTableProps<RecordType extends RaRecord> = Omit<DataTableProps<RecordType>, 'body' | 'empty'> & {
  /** What the table is, in words: its name for screen readers, which list a page's tables by name. */
  label: string;
  /** Said when the list has nothing (an i18n key). */
  emptyLabel: MessageKey;
};

/**
 * Snug cells, 8 px a side and 16 at the table's edges: MUI's 16 a side took 128 px from an
 * eight-column list, and a loan's or a report's last column went out of the window at 1,280 px.
 */
const SNUG_CELLS = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
} as const;

/**
 * The table of a staff list: rows open their record with a click or with Enter, no bulk actions
 * unless the list gives some (the collections' assignment), an empty list said in words, snug cells. Columns listed in `hiddenColumns` start hidden; the columns button
 * (`<ColumnsToolbar />` in the list's actions) shows them.
 */
export function RecordTable<RecordType extends RaRecord>({
  label,
  emptyLabel,
  sx,
  ...props
}: RecordTableProps<RecordType>) {
  return (
    <DataTable<RecordType>
      aria-label={label}
      body={KeyboardDataTableBody}
      bulkActionButtons={false}
      empty={<EmptyState label={emptyLabel} />}
      sx={[SNUG_CELLS, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}

/** A date cell on one line: "25 nov. / 2026, / 11:32" on three made every row three times taller. */
export const ONE_LINE = () => ({ whiteSpace: 'nowrap' }) as const;

/** A list's actions when all it offers is choosing its columns. */
export const ColumnsToolbar = () => (
  <TopToolbar>
    <ColumnsButton />
  </TopToolbar>
);

/**
 * A list's rows are not its records: react-admin writes each row a list reads into that record's
 * own cache entry (getOne), so a screen opened from the list first showed the row — a loan row has
 * no actions, and the loan screen opened from the loans list crashed. A list of such rows reads
 * with this meta (ignored by the server): its rows land in entries no screen reads.
 */
export const LIST_ROWS = { meta: { rows: 'list' } } as const;
