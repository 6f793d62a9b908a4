import { useState } from 'react';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { RowActionButton } from '../common/RowActionButton';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { UserRecord } from './types';

/** After a confirmation, the server makes a new password and emails it to the user. */
export function SendNewPasswordButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (userId: number) => dataProvider.sendNewPassword(userId),
    onSuccess: () => notify(messageKey('messages.PASSWORD_SENT'), { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record) return null;
  const label = translate('resources.users.actions.sendNewPassword');

  return (
    <>
      <RowActionButton
        label={label}
        subject={record.email}
        icon={<ForwardToInboxIcon />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={messageKey('resources.users.actions.sendNewPassword')}
        content={messageKey('resources.users.actions.sendNewPasswordConfirm')}
        translateOptions={{ email: record.email }}
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
