import { Chip } from '@mui/material';
import type { ApprovalStatus } from '../../domain/controls';
import { memberKey, useTranslate } from '../../providers/translation';

const COLOUR: Record<ApprovalStatus, 'warning' | 'success' | 'error' | 'default'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  STALE: 'default',
  WITHDRAWN: 'default',
};

/** A request's status, coloured: waiting stands out, what is over is quiet. */
export function ApprovalStatusChip({ status }: { status: ApprovalStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOUR[status]}
      label={translate(memberKey('resources.approvals.statuses', status))}
    />
  );
}
