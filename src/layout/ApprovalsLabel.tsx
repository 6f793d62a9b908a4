import { Badge, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PENDING_APPROVALS_KEY } from '../../providers/approvalActions';
import { useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';

/** How often the menu's count of waiting requests is read again (a checker is also notified at once). */
const REFRESH_MS = 30_000;

/**
 * The Approvals menu item's words with the number of requests waiting for the reader (their own
 * excluded), said in the item's name for screen readers too.
 */
export function ApprovalsLabel({ label }: { label: string }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data } = useQuery({
    queryKey: PENDING_APPROVALS_KEY,
    queryFn: () => dataProvider.pendingApprovals(),
    refetchInterval: REFRESH_MS,
  });
  const pending = data?.pending ?? 0;
  if (pending === 0) return <>{label}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      {label}
      <Badge aria-hidden badgeContent={pending} max={99} color="secondary" sx={{ ml: 1 }}>
        <span />
      </Badge>
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {translate('menu.APPROVALS_PENDING', { smart_count: pending })}
      </Box>
    </Box>
  );
}
