import { Box } from '@mui/material';
import { useGetList } from 'react-admin';
import type { AuditEntry } from '../common/auditDiff';
import { AuditHistoryTable } from '../common/AuditHistoryTable';
import { useLoanAuditWording } from './loanAuditWording';
import { SIDEWAYS_SCROLL } from './sidewaysScroll';
import { messageKey } from '../../providers/translation';

/** Spec §2's logs tab: every action on the loan — who, when, and what it changed. */
export function LoanLogsTab({ loanId }: { loanId: number }) {
  const wording = useLoanAuditWording();
  const { data = [], isPending } = useGetList<AuditEntry & { id: number }>('audit-logs', {
    filter: { entity: 'loan', entityId: loanId },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: 200 },
  });
  return (
    <Box sx={{ p: 2, ...SIDEWAYS_SCROLL }} data-testid="loan-logs">
      <AuditHistoryTable entries={data} loading={isPending} emptyLabel={messageKey('audit.empty')} {...wording} />
    </Box>
  );
}
