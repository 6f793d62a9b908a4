import { useId } from 'react';
import { Box, CircularProgress, Link, List, Popover, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate, messageKey } from '../../providers/translation';
import type { NotificationCategory } from '../../domain/notifications';
import { EmptyState } from '../../resources/common/EmptyState';
import { CategoryButtons } from '../../resources/notifications/CategoryButtons';
import { MarkAllReadButton } from '../../resources/notifications/MarkAllReadButton';
import { NotificationListItem } from '../../resources/notifications/NotificationListItem';
import { useNotificationCentre } from '../../resources/notifications/NotificationCentreProvider';
import { notificationsPath } from '../../resources/notifications/notificationPaths';
import {
  useNotificationCategories,
  useNotificationCounts,
  useShortList,
} from '../../resources/notifications/useNotificationData';
import { useOpenNotification } from '../../resources/notifications/useOpenNotification';

/** Spec §9: the popup is 600 px high and 450 px wide, its list 450 px high. */
export const POPUP_SIZE = { width: 450, height: 600, listHeight: 450 } as const;

/**
 * The bell's popup (spec §2): the category buttons (a click shows that category here and opens
 * its page), the latest unread, Mark all as read (asked first), and See more.
 */
export function NotificationPopup({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const { selectedCategory, setSelectedCategory } = useNotificationCentre();
  const counts = useNotificationCounts();
  const categories = useNotificationCategories();
  const { data: items, isPending } = useShortList(selectedCategory, true);
  const open = useOpenNotification(onClose);

  const choose = (category: NotificationCategory) => {
    setSelectedCategory(category);
    navigate(notificationsPath(category));
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: POPUP_SIZE.width,
            maxWidth: '100vw',
            height: POPUP_SIZE.height,
            display: 'flex',
            flexDirection: 'column',
            px: 2,
            pt: 1,
          },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexShrink: 0 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('resources.notificationCentre.title')}
        </Typography>
        <MarkAllReadButton category={selectedCategory} disabled={!items?.length} />
      </Box>
      <CategoryButtons categories={categories} counts={counts} selected={selectedCategory} onChoose={choose} />
      <Box
        sx={{ height: POPUP_SIZE.listHeight, overflowY: 'auto', flexShrink: 0 }}
        data-testid="notification-popup-list"
      >
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('pages.loading')} />
          </Box>
        ) : items && items.length > 0 ? (
          <List disablePadding>
            {items.map((item) => (
              <NotificationListItem key={item.id} item={item} onOpen={open} />
            ))}
          </List>
        ) : (
          <EmptyState label={messageKey('resources.notifications.empty')} />
        )}
      </Box>
      <Box sx={{ mt: 'auto', py: 0.5, textAlign: 'center', flexShrink: 0 }}>
        <Link component={RouterLink} to={notificationsPath(selectedCategory)} onClick={onClose}>
          {translate('resources.notificationCentre.seeMore')}
        </Link>
      </Box>
    </Popover>
  );
}
