import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../providers/formatters';
import { changedFields } from './auditChanges';
import type { AuditLogRecord, UserRecord } from './types';

/** Who changed this user, when, and which fields (GET /api/audit-logs). */
export function UserHistoryPanel() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<AuditLogRecord>(
    'audit-logs',
    { filter: { entity: 'user', entityId: record?.id }, sort: { field: 'at', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
    { enabled: Boolean(record) },
  );
  const fieldLabel = (field: string) => translate(`resources.users.fields.${field}`, { _: field });

  return (
    <Box sx={{ p: 2 }} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.users.history.title')}
      </Typography>
      {!isPending && data.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.users.history.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.users.history.at')}</TableCell>
              <TableCell>{translate('resources.users.history.actor')}</TableCell>
              <TableCell>{translate('resources.users.history.action')}</TableCell>
              <TableCell>{translate('resources.users.history.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatDateTime(entry.at)}</TableCell>
                <TableCell>{entry.actorEmail ?? translate('resources.users.history.system')}</TableCell>
                <TableCell>{translate(`audit.actions.${entry.action}`, { _: entry.action })}</TableCell>
                <TableCell>{changedFields(entry).map(fieldLabel).join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
