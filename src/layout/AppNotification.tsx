import { useCallback, useEffect, useState } from 'react';
import { Button, Snackbar, styled } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  type NotificationPayload,
} from 'react-admin';
import { runtimeKey, useTranslate } from '../../providers/translation';

/** Spec §8: toasts at the top centre, hidden after 6 seconds. */
export const NOTIFICATION_HIDE_MS = 6000;

const TYPES = ['success', 'error', 'warning'] as const;

/** react-admin's colours for its toast types, on the same class names. */
const Toast = styled(Snackbar)(({ theme }) =>
  Object.fromEntries(
    TYPES.map((type) => [
      `& .RaNotification-${type}`,
      { backgroundColor: theme.palette[type].main, color: theme.palette[type].contrastText },
    ]),
  ),
);

/**
 * react-admin's toasts, one at a time, except that a newer one replaces the one showing rather
 * than waiting behind it: "The form is not valid" goes as soon as the corrected form's "Saved"
 * comes. An undoable one stays its time (its undo must stay reachable).
 */
export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notifications.length === 0) return;
    if (!current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    } else if (open && !current.notificationOptions?.undoable) setOpen(false);
  }, [notifications, current, open, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const settleUndoable = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );
  const exited = useCallback(() => {
    settleUndoable(false);
    setCurrent(undefined);
  }, [settleUndoable]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable, multiLine: _multiLine, ...options } = notificationOptions;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Toast
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={autoHideDuration === undefined ? NOTIFICATION_HIDE_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={undoable}
        onClose={close}
        message={typeof message === 'string' ? translate(runtimeKey(message), messageArgs) : undefined}
        action={
          undoable ? (
            <Button
              size="small"
              color="inherit"
              onClick={() => {
                settleUndoable(true);
                // Already undone: leaving must not commit it after all.
                setCurrent((shown) => shown && { ...shown, notificationOptions: { ...options } });
                setOpen(false);
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
        slotProps={{
          transition: { onExited: exited },
          content: { className: type === 'info' ? undefined : `RaNotification-${type}` },
        }}
        {...options}
      >
        {message && typeof message !== 'string' ? <div>{message}</div> : undefined}
      </Toast>
    </CloseNotificationContext.Provider>
  );
}
