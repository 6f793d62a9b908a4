import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { DenialReason, RequestStatus } from '../../domain/requests';
import { currentLanguage } from '../../providers/i18nProvider';
import { centsToDollarsText } from '../../domain/money';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { asksAmount, asksReason, statusChangeInput, type StatusChangeErrors } from './statusChange';
import { useRequestChoices } from './useRequestChoices';

interface Props {
  request: LoanRequestRecord;
  target: RequestStatus;
  onClose: () => void;
  /** Reloads the request (after a change, or to press Update on a stale one). */
  reload: () => Promise<unknown>;
}

/**
 * Confirms a status change (spec §4): pre-approved and accepted ask for the amount, in dollars (the
 * request's amount to start with), denied for one of the denial reasons. A request changed by
 * someone else meanwhile gets "press Update"; what was typed here stays.
 */
export function RequestStatusDialog({ request, target, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const { denialReasons } = useRequestChoices();
  const [amountText, setAmountText] = useState(() =>
    centsToDollarsText(request.approvedAmountCents ?? request.requestedAmountCents, currentLanguage),
  );
  const [denialReason, setDenialReason] = useState<DenialReason | ''>('');
  const [errors, setErrors] = useState<StatusChangeErrors>({});
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const [updating, setUpdating] = useState(false);

  const change = useMutation({
    mutationFn: (input: Parameters<typeof dataProvider.changeRequestStatus>[1]) =>
      dataProvider.changeRequestStatus(request.id, input),
    onSuccess: async () => {
      notify(messageKey('messages.REQUEST_SAVED'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
      await queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
      await reload();
      onClose();
    },
    onError,
  });

  const submit = () => {
    const outcome = statusChangeInput(target, { amountText, denialReason }, request.version, currentLanguage);
    if ('errors' in outcome) return setErrors(outcome.errors);
    setErrors({});
    change.mutate(outcome.input);
  };
  const update = async () => {
    setUpdating(true);
    await reload();
    setUpdating(false);
    setStale(false);
  };
  const targetLabel = translate(`resources.requests.status.${target}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="status-dialog-title">
      <DialogTitle id="status-dialog-title">
        {translate('resources.requests.statusDialog.title', { status: targetLabel })}
      </DialogTitle>
      <DialogContent>
        {stale && <StaleVersionAlert onUpdate={update} updating={updating} />}
        <Typography sx={{ mb: 2 }}>
          {translate('resources.requests.statusDialog.confirm', {
            id: request.id,
            name: request.fullName,
            status: targetLabel,
          })}
        </Typography>
        {asksAmount(target) && (
          <TextField
            autoFocus
            fullWidth
            label={translate('resources.requests.statusDialog.amount')}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={translate(errors.amount ?? messageKey('resources.requests.statusDialog.amountHelp'))}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
        )}
        {asksReason(target) && (
          <TextField
            select
            fullWidth
            label={translate('resources.requests.statusDialog.reason')}
            value={denialReason}
            onChange={(event) => setDenialReason(event.target.value as DenialReason)}
            error={Boolean(errors.denialReason)}
            helperText={errors.denialReason ? translate(errors.denialReason) : ' '}
          >
            {denialReasons.map((reason) => (
              <MenuItem key={reason.id} value={reason.id}>
                {reason.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {errors.status && <Typography color="error">{translate(errors.status)}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={change.isPending || stale}>
          {translate('resources.requests.statusDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
