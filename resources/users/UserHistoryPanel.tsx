import { Box, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { useTranslate, memberKey, messageKey } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { changedFields } from './auditChanges';
import type { AuditLogRecord, UserRecord } from './types';

/** Who changed this user, when, and which fields (GET /api/audit-logs), filterable per column. */
export function UserHistoryPanel() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<AuditLogRecord>(
    'audit-logs',
    {
      filter: { entity: 'user', entityId: record?.id },
      sort: { field: 'at', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
    },
    { enabled: Boolean(record) },
  );
  const fieldLabel = (field: string) => translate(memberKey('resources.users.fields', field), { _: field });
  // Columns filter on the text they show, so what the agent types matches what they read.
  const columns: DataTableColumn<AuditLogRecord>[] = [
    { field: 'at', label: messageKey('resources.users.history.at'), text: (entry) => formatDateTime(entry.at) },
    {
      field: 'actor',
      label: messageKey('resources.users.history.actor'),
      text: (entry) => entry.actorEmail ?? translate('resources.users.history.system'),
    },
    {
      field: 'action',
      label: messageKey('resources.users.history.action'),
      text: (entry) => translate(memberKey('audit.actions', entry.action), { _: entry.action }),
    },
    {
      field: 'changes',
      label: messageKey('resources.users.history.changes'),
      text: (entry) => changedFields(entry).map(fieldLabel).join(', '),
    },
  ];

  return (
    <Box sx={{ p: 2 }} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.users.history.title')}
      </Typography>
      <FilterableDataTable
        label={messageKey('resources.users.history.title')}
        rows={data}
        columns={columns}
        rowKey={(entry) => entry.id}
        emptyLabel={messageKey('resources.users.history.empty')}
        loading={isPending}
      />
    </Box>
  );
}
