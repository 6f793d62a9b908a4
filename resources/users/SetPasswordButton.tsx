import { useState } from 'react';
import { Typography } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { PasswordDialog } from '../common/PasswordDialog';
import { RowActionButton } from '../common/RowActionButton';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { UserRecord } from './types';

/** An administrator sets a user's password (at least 8 characters, typed twice). */
export function SetPasswordButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (password: string) => dataProvider.setUserPassword(record!.id, password),
    onSuccess: () => {
      notify(messageKey('messages.PASSWORD_CHANGED'), { type: 'success' });
      setOpen(false);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const label = translate('resources.users.actions.setPassword');

  return (
    <>
      <RowActionButton label={label} subject={record.email} icon={<PasswordIcon />} onClick={() => setOpen(true)} />
      <PasswordDialog
        open={open}
        title={messageKey('resources.users.actions.setPassword')}
        intro={<Typography sx={{ mb: 2 }}>{record.email}</Typography>}
        submitLabel="ra.action.save"
        isPending={isPending}
        onClose={() => setOpen(false)}
        onSubmit={(password) => mutate(password)}
      />
    </>
  );
}
