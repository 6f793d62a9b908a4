import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messageKey, useTranslate } from '../../providers/translation';
import { useNotifyError } from '../loans/notifyError';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/**
 * "Send now": every queued EFT goes in its file without waiting for the cut-off, and the
 * providers' news comes in; then the deposits shown are read again.
 */
export function RunBatchesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => dataProvider.runMoneyBatches(),
    onSuccess: (done) => {
      notify(messageKey('resources.deposits.messages.batches'), {
        type: 'success',
        messageArgs: { files: done.files, items: done.items },
      });
      void queryClient.invalidateQueries({ queryKey: ['deposits'] });
    },
    onError: notifyError,
  });
  return (
    <Button size="small" startIcon={<SendIcon />} disabled={run.isPending} onClick={() => run.mutate()}>
      {translate('resources.deposits.actions.runBatches')}
    </Button>
  );
}
