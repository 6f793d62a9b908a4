import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslate, runtimeKey } from '../../providers/translation';
import type { NotificationItem } from '../../domain/notifications';
import { formatDateTime } from '../../providers/formatters';

/**
 * Spec §2: the type, the message (in the reader's language, with its parameters), when it came, when
 * it was read. A list's item holding a button (a list's children are items, for screen readers).
 */
export function NotificationListItem({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const translate = useTranslate();
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() => onOpen(item)}
        data-testid="notification-item"
        data-read={item.read}
        sx={{ alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box
          aria-label={item.read ? undefined : translate('resources.notificationCentre.unread')}
          role={item.read ? undefined : 'img'}
          sx={{
            mt: 0.75,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: item.read ? 'transparent' : 'error.main',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {translate(`resources.notifications.categories.${item.type}`)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 600 }}>
            {translate(runtimeKey(item.message), { ...item.params, _: item.message })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {/* Dated as every other screen dates (the API's own *Format strings are for other clients). */}
            {translate('resources.notificationCentre.created', { date: formatDateTime(item.dateCreated) })}
            {item.dateRead &&
              ` · ${translate('resources.notificationCentre.read', { date: formatDateTime(item.dateRead) })}`}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
