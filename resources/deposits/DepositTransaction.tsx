import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { formatCad, formatDateTime, formatLenderDayAndTime } from '../../providers/formatters';
import { keysIn, memberKey, useTranslate } from '../../providers/translation';
import { LabelledValues } from '../common/LabelledValues';
import { saveFile } from '../common/saveFile';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useNotifyError } from '../loans/notifyError';
import { useDepositRecord } from './useDeposit';

const field = keysIn('resources.deposits.fields');

/** The provider's transaction: its id and confirmation, its dates, and the CPA-005 file an EFT went in. */
export function DepositTransaction() {
  const translate = useTranslate();
  const deposit = useDepositRecord();
  const dataProvider = useGuichetDataProvider();
  const notifyError = useNotifyError();
  const download = useMutation({
    mutationFn: (fileId: number) => dataProvider.eftFile(fileId),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: notifyError,
  });
  const file = deposit.eftFile;
  return (
    <Box>
      <LabelledValues
        items={[
          { label: field('transactionId'), value: deposit.transactionId },
          { label: field('confirmationCode'), value: deposit.confirmationCode },
          {
            label: field('paymentStatus'),
            value:
              deposit.paymentStatus && translate(memberKey('resources.deposits.paymentStatus', deposit.paymentStatus)),
          },
          { label: field('startedAt'), value: formatDateTime(deposit.startedAt) },
          {
            label: field('cutoffAt'),
            value:
              deposit.cutoffAt && translate('resources.deposits.lenderTime', formatLenderDayAndTime(deposit.cutoffAt)),
          },
          { label: field('processedAt'), value: formatDateTime(deposit.processedAt) },
          { label: field('completedAt'), value: formatDateTime(deposit.completedAt) },
          { label: field('cancelRequestedAt'), value: formatDateTime(deposit.cancelRequestedAt) },
          {
            label: field('cancellationFee'),
            value: deposit.cancellationFee ? formatCad(deposit.cancellationFee) : null,
          },
        ]}
      />
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h2">
        {translate('resources.deposits.eftFile.title')}
      </Typography>
      {file ? (
        <Box sx={{ mt: 1 }} data-testid="deposit-eft-file">
          <Typography>
            {translate('resources.deposits.eftFile.name', { number: file.creationNumber, date: file.businessDate })} ·{' '}
            {translate(memberKey('resources.deposits.eftFile.status', file.status))}
          </Typography>
          <Typography color="text.secondary">
            {translate('resources.deposits.eftFile.credits', {
              count: file.creditCount,
              amount: formatCad(file.creditCents),
            })}
          </Typography>
          <Button
            sx={{ mt: 1 }}
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate(file.id)}
          >
            {translate('resources.deposits.eftFile.download')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.deposits.eftFile.none')}
        </Typography>
      )}
    </Box>
  );
}
