import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
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
        onSuccess: () =>
          notify(enabled ? messageKey('messages.USER_ENABLED') : messageKey('messages.USER_DISABLED'), {
            type: 'success',
          }),
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
          'aria-label': `${translate(record.enabled ? messageKey('resources.users.actions.disable') : messageKey('resources.users.actions.enable'))} ${record.email}`,
        },
      }}
    />
  );
}
