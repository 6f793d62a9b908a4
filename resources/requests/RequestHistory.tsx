import { Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { AuditEntry } from '../common/auditDiff';
import { AuditHistoryTable } from '../common/AuditHistoryTable';
import { useRequestAuditWording } from './requestWording';

/** Every change of one request: created, edited, each status change with its amount or reason. */
export function RequestHistory({ requestId }: { requestId: number }) {
  const translate = useTranslate();
  const wording = useRequestAuditWording();
  const { data = [], isPending } = useGetList<AuditEntry & { id: number }>('audit-logs', {
    filter: { entity: 'request', entityId: requestId },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('resources.requests.history')}
      </Typography>
      <AuditHistoryTable entries={data} loading={isPending} emptyLabel={messageKey('audit.empty')} {...wording} />
    </>
  );
}
