import { useState } from 'react';
import { Button } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Confirm } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { NotificationCategory } from '../../domain/notifications';
import { useMarkAllRead } from './useNotificationData';

/** Spec §2: "Mark all as read" is irreversible, so it asks first; it marks the category shown. */
export function MarkAllReadButton({
  category,
  disabled = false,
}: {
  category: NotificationCategory;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const markAll = useMarkAllRead();
  return (
    <>
      <Button
        size="small"
        startIcon={<DoneAllIcon />}
        disabled={disabled || markAll.isPending}
        onClick={() => setAsking(true)}
      >
        {translate('resources.notificationCentre.markAllRead')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={markAll.isPending}
        title={messageKey('resources.notificationCentre.markAllTitle')}
        content={translate('resources.notificationCentre.markAllContent', {
          category: translate(`resources.notifications.categories.${category}`),
        })}
        confirm={messageKey('resources.notificationCentre.markAllRead')}
        onConfirm={() => {
          setAsking(false);
          markAll.mutate(category);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
