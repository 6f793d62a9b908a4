import { useState, type ReactElement } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useTranslate, type MessageKey } from '../../providers/translation';
import { RowActionButton } from '../common/RowActionButton';
import type { UserRecord } from './types';

interface Props {
  label: MessageKey;
  /** The question asked first (its %{email} is the user's). */
  confirm: MessageKey;
  icon: ReactElement;
  act: (userId: number) => Promise<unknown>;
  done: MessageKey;
}

/** A user screen's action done once an administrator confirmed it (a new password sent, the second factor reset, every session ended). */
export function ConfirmedUserActionButton({ label, confirm, icon, act, done }: Props) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: act,
    onSuccess: () => notify(done, { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record) return null;
  return (
    <>
      <RowActionButton label={translate(label)} subject={record.email} icon={icon} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={label}
        content={confirm}
        translateOptions={{ email: record.email }}
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
