import { Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate, keysIn, type KeyIn, memberKey } from '../../providers/translation';
import type { ContractEnvelopeView } from '../../domain/contracts';
import { formatDateTime } from '../../providers/formatters';
import { saveFile } from '../common/saveFile';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useNotifyError } from './notifyError';
import { SIDEWAYS_SCROLL } from './sidewaysScroll';

const words = keysIn('resources.contracts');

/** The query of a loan's contracts: the send dialog refreshes it after sending. */
export const loanContractsKey = (loanId: number) => ['loan-contracts', loanId] as const;

/** The contracts sent for a loan (spec §2's send contract): how, to whom, where each stands, and each PDF as sent. */
export function LoanContractList({ loanId }: { loanId: number }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const notifyError = useNotifyError();
  const { data: envelopes = [], isPending } = useQuery({
    queryKey: loanContractsKey(loanId),
    queryFn: () => dataProvider.loanContracts(loanId),
  });
  const download = useMutation({
    mutationFn: (envelope: ContractEnvelopeView) => dataProvider.contractPdf(loanId, envelope.id),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => notifyError(error),
  });

  if (isPending) return null;
  if (envelopes.length === 0) return <Typography color="text.secondary">{translate(words('empty'))}</Typography>;
  const column = (key: KeyIn<'resources.contracts.columns'>) =>
    translate(memberKey('resources.contracts.columns', key));
  return (
    <Box sx={SIDEWAYS_SCROLL}>
      <Table size="small" aria-label={translate(words('envelopes'))} data-testid="loan-contracts">
        <TableHead>
          <TableRow>
            {(['sentAt', 'channel', 'destination', 'status', 'signedAt', 'pdf'] as const).map((key) => (
              <TableCell key={key}>{column(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {envelopes.map((envelope) => (
            <TableRow key={envelope.id}>
              <TableCell>{formatDateTime(envelope.sentAt)}</TableCell>
              <TableCell>{translate(words(`channels.${envelope.channel}`))}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{envelope.destination}</TableCell>
              <TableCell>{translate(words(`statuses.${envelope.status}`))}</TableCell>
              <TableCell>{envelope.signedAt ? formatDateTime(envelope.signedAt) : '—'}</TableCell>
              <TableCell>
                <Tooltip title={translate(words('download'))}>
                  <IconButton
                    size="small"
                    aria-label={translate(words('download'))}
                    onClick={() => download.mutate(envelope)}
                    disabled={download.isPending}
                  >
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
