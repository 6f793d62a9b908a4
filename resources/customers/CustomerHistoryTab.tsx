import { Box } from '@mui/material';
import { useGetList } from 'react-admin';
import type { AuditEntry } from '../common/auditDiff';
import { AuditHistoryTable } from '../common/AuditHistoryTable';
import { useCustomerAuditWording } from './customerWording';
import { messageKey } from '../../providers/translation';

/**
 * Spec §2's history tab: every change of the customer and of what belongs to it (references,
 * comments, documents, merges, credit check) — who, when, each field before and after.
 */
export function CustomerHistoryTab({ customerId }: { customerId: number }) {
  const wording = useCustomerAuditWording();
  const { data = [], isPending } = useGetList<AuditEntry & { id: number }>('audit-logs', {
    filter: { entity: 'customer', entityId: customerId },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: 200 },
  });
  return (
    <Box sx={{ p: 2 }}>
      <AuditHistoryTable entries={data} loading={isPending} emptyLabel={messageKey('audit.empty')} {...wording} />
    </Box>
  );
}
