import { useId, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate, keysIn, memberKey, messageKey } from '../../providers/translation';
import { CONTRACT_CHANNELS, type ContractChannel, type ContractReadiness } from '../../domain/contracts';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { LoanDialogProps } from './dialogs/loanDialogTypes';
import { LoanContractList, loanContractsKey } from './LoanContractList';
import { useNotifyError } from './notifyError';
import { useLoanRecord } from './useLoan';

const words = keysIn('resources.contracts');

/** The first channel that can go now, so the dialog opens on something the agent can send. */
const firstReady = (readiness: ContractReadiness | undefined): ContractChannel =>
  CONTRACT_CHANNELS.find((channel) => readiness?.channels[channel].refusals.length === 0) ?? 'EMAIL';

/**
 * Spec §2's send contract: by email (the PDF attached), fax or electronic signature. Before
 * sending it shows where each channel goes and, as the refusal would say it, what is missing
 * (spec §5: banking information, client language, an institution that exists); below, the
 * contracts already sent for this loan, each PDF downloadable.
 */
export function LoanSendContractDialog({ onClose }: LoanDialogProps) {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const titleId = useId();
  const readiness = useQuery({
    queryKey: ['loan-contract-readiness', loan.id],
    queryFn: () => dataProvider.contractReadiness(loan.id),
  });
  const [chosen, setChosen] = useState<ContractChannel | null>(null);
  const channel = chosen ?? firstReady(readiness.data);
  const selected = readiness.data?.channels[channel];
  const send = useMutation({
    mutationFn: () => dataProvider.sendContract(loan.id, channel),
    onSuccess: () => {
      notify(messageKey('messages.CONTRACT_SENT'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: loanContractsKey(loan.id) });
      onClose();
    },
    onError: (error) => {
      notifyError(error);
      // A failed attempt (a fax not answered) is listed too.
      void queryClient.invalidateQueries({ queryKey: loanContractsKey(loan.id) });
    },
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(words('title'), { number: loan.loanNumber })}</DialogTitle>
      <DialogContent>
        {readiness.error ? <Alert severity="error">{(readiness.error as Error).message}</Alert> : null}
        <FormControl disabled={!readiness.data}>
          <FormLabel id={`${titleId}-channel`}>{translate(words('channel'))}</FormLabel>
          <RadioGroup
            aria-labelledby={`${titleId}-channel`}
            value={channel}
            onChange={(event) => setChosen(event.target.value as ContractChannel)}
          >
            {CONTRACT_CHANNELS.map((option) => {
              const destination = readiness.data?.channels[option].destination;
              return (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={
                    <span>
                      {translate(words(`channels.${option}`))}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                        {destination ?? (readiness.data ? `(${translate(words('noDestination'))})` : '')}
                      </Typography>
                    </span>
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>
        {readiness.data && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="contract-languages">
            {translate(words('languages'), {
              languages: translate(memberKey('resources.contracts.languageNames', readiness.data.languages.join('+'))),
            })}
          </Typography>
        )}
        {selected && selected.refusals.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="contract-missing">
            <AlertTitle>{translate(words('missing'))}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {selected.refusals.map((refusal) => (
                <li key={refusal.key}>{translate(memberKey('errors', refusal.key), refusal.params)}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1 }}>
          {translate(words('envelopes'))}
        </Typography>
        <LoanContractList loanId={loan.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(words('close'))}</Button>
        <Button
          variant="contained"
          onClick={() => send.mutate()}
          disabled={!selected || selected.refusals.length > 0 || send.isPending}
        >
          {translate(words('send'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
