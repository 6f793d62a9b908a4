import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { GlobalNotice } from '../../domain/notifications';
import { useApiErrorText } from '../common/apiErrors';

/** Withdraws a notice (it stops showing everywhere at once), after asking. */
export function DeleteGlobalNoticeButton({ notice }: { notice: GlobalNotice }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete();

  const confirm = () =>
    remove(
      'global-notifications',
      { id: notice.id, previousData: notice },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(messageKey('messages.GLOBAL_NOTIFICATION_DELETED'), { type: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          notify(errorText(error), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)}>
        {translate('resources.globalNotificationsScreen.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={messageKey('resources.globalNotificationsScreen.deleteTitle')}
        content={messageKey('resources.globalNotificationsScreen.deleteContent')}
        confirm={messageKey('resources.globalNotificationsScreen.delete')}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
