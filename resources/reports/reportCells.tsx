import { Chip } from '@mui/material';
import type { ReportColumn } from '../../domain/reportColumns';
import { formatCad } from '../../providers/formatters';
import { useTranslate, type MessageKey } from '../../providers/translation';

/** One report cell as the table says it: money in dollars, words in the reader's language, yes or no. */
export function ReportCell({ column, value }: { column: ReportColumn; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (column.kind === 'money') return <>{formatCad(Number(value))}</>;
  if (column.kind === 'boolean')
    return value ? (
      <Chip size="small" label={translate('resources.reports.yes')} />
    ) : (
      <>{translate('resources.reports.no')}</>
    );
  // The column's words are a catalogue group (REPORT_COLUMNS), its values members of it.
  if (column.words) return <>{translate(`${column.words}.${String(value)}` as MessageKey)}</>;
  return <>{String(value)}</>;
}
