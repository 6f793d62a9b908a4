import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { UserRecord } from './types';

/** Enables or disables a user from the list; a disabled user is forced out at their next call. */
export function EnabledSwitch() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<UserRecord>();
  if (!record) return null;

  const toggle = (enabled: boolean) =>
    update(
      'users',
      { id: record.id, data: { enabled, version: record.version }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(enabled ? 'messages.USER_ENABLED' : 'messages.USER_DISABLED', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <Switch
      checked={record.enabled}
      disabled={isPending}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{
        input: {
          role: 'switch',
          'aria-label': `${translate(record.enabled ? 'resources.users.actions.disable' : 'resources.users.actions.enable')} ${record.email}`,
        },
      }}
    />
  );
}
