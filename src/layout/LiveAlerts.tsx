import { useEffect, useRef, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { NotificationItem } from '../../domain/notifications';
import { runtimeKey, useTranslate } from '../../providers/translation';
import { useNotificationCentre } from '../../resources/notifications/NotificationCentreProvider';
import { playChime } from './liveChime';
import { useMe, useSettings } from './useShell';

/**
 * A new notification's chime and pop-up (bottom right, apart from the app's own messages at the
 * top), unless the user muted them in the quick panel or raised it themself.
 */
export function LiveAlerts() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { subscribeLive, canView } = useNotificationCentre();
  const me = useMe().data;
  const { settings } = useSettings();
  const [shown, setShown] = useState<NotificationItem | null>(null);
  // Read by the listener at the time of each event, without subscribing again.
  const wanted = useRef({ on: settings.notifications, me: me?.id });
  wanted.current = { on: settings.notifications && canView, me: me?.id };
  const heard = useRef(new Set<number>());

  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.kind !== 'notification' || heard.current.has(event.notification.id)) return;
        heard.current.add(event.notification.id);
        if (!wanted.current.on || (event.raisedBy != null && event.raisedBy === wanted.current.me)) return;
        playChime();
        setShown(event.notification);
      }),
    [subscribeLive],
  );

  if (!shown) return null;
  const close = () => setShown(null);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={6000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={close}
        onClick={() => {
          close();
          navigate(shown.path);
        }}
        sx={{ cursor: 'pointer', maxWidth: 360 }}
      >
        {translate(runtimeKey(shown.message), { ...shown.params, _: shown.message })}
      </Alert>
    </Snackbar>
  );
}
