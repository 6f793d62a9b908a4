import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { ReportRow } from '../../domain/reportRecords';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** A renewals row's action: the renewal offer sent from its template; the row then shows the day. */
export function RenewalOfferButton({ row }: { row: ReportRow<'renew'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const sent = useMutation({
    mutationFn: () => dataProvider.sendRenewalOffer(row.id),
    onSuccess: () => {
      notify(messageKey('resources.reports.offerSent'), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      onClick={(event) => {
        event.stopPropagation();
        sent.mutate();
      }}
      disabled={sent.isPending}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {row.offerSentOn
        ? translate('resources.reports.actions.resendOffer')
        : translate('resources.reports.actions.sendOffer')}
    </Button>
  );
}
