import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useState } from 'react';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useDepositRecord, useRefreshDeposit } from './useDeposit';

/**
 * Spec §4's cancel: asks first, then tells the provider. A refusal (too late, or "try again in
 * 30 minutes") is said in the dialog as the provider gives it.
 */
export function CancelDepositDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const deposit = useDepositRecord();
  const refresh = useRefreshDeposit();
  const dataProvider = useGuichetDataProvider();
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelDeposit(deposit.id, deposit.version),
    onSuccess: async () => {
      notify(messageKey('resources.deposits.messages.cancelled'), { type: 'success' });
      await refresh();
      onClose();
    },
    onError: async (error) => {
      setRefusal(errorText(error));
      await refresh();
    },
  });
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="cancel-deposit-title">
      <DialogTitle id="cancel-deposit-title">{translate('resources.deposits.dialog.cancelTitle')}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {refusal}
          </Alert>
        )}
        <DialogContentText>{translate('resources.deposits.dialog.cancelBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending || refusal !== null}
          onClick={() => cancel.mutate()}
        >
          {translate('resources.deposits.actions.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
