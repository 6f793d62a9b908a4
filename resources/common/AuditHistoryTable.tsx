import { Box, Typography } from '@mui/material';
import { useTranslate, type MessageKey, memberKey, messageKey } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import { fieldChanges, type AuditEntry, type FieldChange } from './auditDiff';
import { FilterableDataTable, type DataTableColumn } from './dataTable/FilterableDataTable';

export interface AuditWording {
  /** The translated name of a (dotted) field. */
  fieldLabel: (field: string, entry: AuditEntry) => string;
  /** A value as the agent reads it: translated statuses, dollars, dates… */
  valueText: (field: string, value: unknown, entry: AuditEntry) => string;
}

interface Props extends AuditWording {
  entries: readonly AuditEntry[];
  loading: boolean;
  /** An i18n key: spec §8's "no logs". */
  emptyLabel: MessageKey;
}

const EMPTY = '—';

/**
 * A History tab (spec §3 "history logs: date, description, creator"): every audited change of one
 * record — when, who, what — with each field's value before and after. Filterable per column.
 */
export function AuditHistoryTable({ entries, loading, emptyLabel, fieldLabel, valueText }: Props) {
  const translate = useTranslate();
  const show = (entry: AuditEntry, field: string, value: unknown) =>
    value === null || value === undefined || value === '' ? EMPTY : valueText(field, value, entry);
  const changeText = (entry: AuditEntry, change: FieldChange) =>
    `${fieldLabel(change.field, entry)} : ${show(entry, change.field, change.before)} → ${show(entry, change.field, change.after)}`;
  const actorOf = (entry: AuditEntry) =>
    entry.borrowerName
      ? translate('audit.borrower', { name: entry.borrowerName })
      : entry.actorName || entry.actorEmail || translate('audit.system');

  const columns: DataTableColumn<AuditEntry>[] = [
    { field: 'at', label: messageKey('audit.at'), text: (entry) => formatDateTime(entry.at) },
    { field: 'actor', label: messageKey('audit.actor'), text: actorOf },
    {
      field: 'action',
      label: messageKey('audit.action'),
      text: (entry) => translate(memberKey('audit.actions', entry.action), { _: entry.action }),
    },
    {
      field: 'changes',
      label: messageKey('audit.changes'),
      text: (entry) =>
        fieldChanges(entry)
          .map((change) => changeText(entry, change))
          .join(' ; '),
      render: (entry) => (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {fieldChanges(entry).map((change) => (
            <Typography component="li" variant="body2" key={change.field}>
              {changeText(entry, change)}
            </Typography>
          ))}
        </Box>
      ),
    },
  ];

  return (
    <FilterableDataTable
      label={messageKey('audit.title')}
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      emptyLabel={emptyLabel}
      loading={loading}
    />
  );
}
