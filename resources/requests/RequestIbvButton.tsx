import { Button } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useNotifyError } from '../loans/notifyError';

interface Props {
  request: LoanRequestRecord;
  /** Reloads the request: its IBV status and version changed. */
  reload: () => Promise<unknown>;
}

/** "Send IBV request": emails the customer the bank-verification link (spec §8's "IBV request sent"). */
export function RequestIbvButton({ request, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const send = useMutation({
    mutationFn: () => dataProvider.sendIbvRequest(request.id),
    onSuccess: async (answer) => {
      notify(answer.message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
      await reload();
    },
    onError: notifyError,
  });
  return (
    <Button startIcon={<AccountBalanceIcon />} onClick={() => send.mutate()} disabled={send.isPending}>
      {translate('resources.notifications.actions.sendIbvRequest')}
    </Button>
  );
}
