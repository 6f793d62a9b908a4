import { useState } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useListContext, useNotify, useRefresh } from 'react-admin';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** The review's bulk action: the lines chosen confirmed, once the administrator said yes to what cannot be undone. */
export function AnonymizeButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const confirm = useMutation({
    mutationFn: () => dataProvider.confirmAnonymization(selectedIds as number[]),
    onSuccess: ({ confirmed }) => {
      notify(messageKey('resources.retention.confirmed'), { type: 'success', messageArgs: { smart_count: confirmed } });
      onUnselectItems();
      refresh();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate('resources.retention.anonymize')}
      </Button>
      <Confirm
        isOpen={open}
        loading={confirm.isPending}
        title={messageKey('resources.retention.confirmTitle')}
        content={messageKey('resources.retention.confirmBody')}
        translateOptions={{ smart_count: selectedIds.length }}
        confirm={messageKey('resources.retention.anonymize')}
        confirmColor="warning"
        onConfirm={() => confirm.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
