import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNavigate } from 'react-router-dom';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { RowActionButton } from '../common/RowActionButton';
import type { UserRecord } from './types';

interface Props {
  /** Where to go once deleted; the list stays where it is. */
  navigateTo?: string;
  /** An icon in a table row, a labelled button in a form toolbar. */
  variant?: 'icon' | 'button';
}

/** Deletes after a confirmation naming the user. */
export function DeleteUserButton({ navigateTo, variant = 'icon' }: Props) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<UserRecord>();
  if (!record) return null;

  const label = translate('ra.action.delete');
  const remove = () =>
    deleteOne(
      'users',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messageKey('messages.USER_DELETED'), { type: 'success' });
          if (navigateTo) navigate(navigateTo);
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  const openConfirm = () => setOpen(true);

  return (
    <>
      {variant === 'icon' ? (
        <RowActionButton
          color="error"
          label={label}
          subject={record.email}
          icon={<DeleteIcon />}
          onClick={openConfirm}
        />
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={openConfirm}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={messageKey('resources.users.actions.deleteConfirmTitle')}
        content={messageKey('resources.users.actions.deleteConfirm')}
        translateOptions={{ email: record.email }}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
