import { Chip, type ChipProps } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import { useTranslate } from '../../providers/translation';
import type { RequestStatus } from '../../domain/requests';

const COLORS: Partial<Record<RequestStatus, ChipProps['color']>> = {
  NEW: 'info',
  RENEWAL_REQUEST: 'info',
  POSSIBLE_RENEWAL: 'info',
  PREAPPROVED: 'success',
  ACCEPTED: 'success',
  CONTRACT_SENT: 'success',
  DENIED: 'error',
  AUTO_DECLINED: 'error',
  FRAUDSTER: 'error',
  DUPLICATE: 'warning',
  WAITING: 'warning',
  WAITING_MISSING_CONTRACT: 'warning',
  WAITING_MISSING_IBV: 'warning',
  WAITING_MISSING_INFO: 'warning',
};

/** A request's status; a DUPLICATE is flagged, so that an agent merges the profiles before going on. */
export function RequestStatusChip({ status }: { status: RequestStatus }) {
  const translate = useTranslate();
  const flagged = status === 'DUPLICATE';
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={flagged ? 'filled' : 'outlined'}
      icon={flagged ? <FlagIcon /> : undefined}
      label={translate(`resources.requests.status.${status}`)}
      data-status={status}
    />
  );
}
