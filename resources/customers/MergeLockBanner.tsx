import { Alert } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate, messageKey } from '../../providers/translation';
import { formatTime } from '../../providers/formatters';
import type { MergeLock } from '../../providers/customerWire';

/** Says who holds the merge lock and until when: another agent (a warning) or oneself (a reminder). */
export function MergeLockBanner({ lock, mine }: { lock: MergeLock | null; mine: boolean }) {
  const translate = useTranslate();
  if (!lock) return null;
  const params = { name: lock.userName, until: formatTime(lock.until) };
  return (
    <Alert severity={mine ? 'info' : 'warning'} icon={<LockIcon />} data-testid="merge-lock">
      {translate(
        mine
          ? messageKey('resources.customers.merge.lockedByMe')
          : messageKey('resources.customers.merge.lockedByOther'),
        params,
      )}
    </Alert>
  );
}
