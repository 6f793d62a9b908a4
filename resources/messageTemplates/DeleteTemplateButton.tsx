import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Confirm, useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { MessageTemplateRecord } from '../../domain/messageTemplates';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { MESSAGE_LIST_PATH } from './messagePaths';

/** Deletes a template an administrator added, once confirmed; messages already sent keep naming it. */
export function DeleteTemplateButton({ template }: { template: MessageTemplateRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteMessageTemplate(template.id),
    onSuccess: () => {
      notify(messageKey('messages.MESSAGE_TEMPLATE_DELETED'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['message-templates'] });
      navigate(`/apps${MESSAGE_LIST_PATH}`);
    },
    onError: (error) => {
      setConfirming(false);
      notify(errorText(error), { type: 'error' });
    },
  });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {translate('resources.messageTemplates.editor.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title={messageKey('resources.messageTemplates.editor.delete')}
        content={messageKey('resources.messageTemplates.editor.deleteConfirm')}
        translateOptions={{ title: template.title }}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
