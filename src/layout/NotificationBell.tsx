import { useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from '../../providers/translation';
import { useNotificationCentre } from '../../resources/notifications/NotificationCentreProvider';
import { BADGE_MAX } from '../../resources/notifications/notificationCounts';
import { useNotificationCounts } from '../../resources/notifications/useNotificationData';
import { NotificationPopup } from './NotificationPopup';

/** Spec §2's bell in the toolbar: the total unread (99 at most, "99+" beyond) and the popup. */
export function NotificationBell() {
  const translate = useTranslate();
  const { canView } = useNotificationCentre();
  const counts = useNotificationCounts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canView) return null;
  const total = counts?.ALL ?? 0;
  const label =
    total > 0
      ? translate('resources.notificationCentre.bellUnread', {
          smart_count: total,
          count: total > BADGE_MAX ? `${BADGE_MAX}+` : total,
        })
      : translate('resources.notificationCentre.bell');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={total} max={BADGE_MAX} color="error" data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor && <NotificationPopup anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
