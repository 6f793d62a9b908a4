import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { PeriodRecord } from '../../domain/accountingPeriods';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { formatMonth } from '../dashboards/formats';
import { useMonthAction } from './useMonthAction';

const WORDS = messageGroup('resources.booksMonths');

/** Closing a month: what it means, then done (the server checks the list again). */
export function CloseMonthDialog({ month, onClose }: { month: PeriodRecord; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const close = useMonthAction(() => dataProvider.closeBooksMonth(month.id), words('closed'), onClose);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{words('closeTitle', { month: formatMonth(month.id, 'long') })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words('closeHelp')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words('cancel')}</Button>
        <Button variant="contained" disabled={close.isPending} onClick={() => close.mutate(undefined)} autoFocus>
          {words('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Reopening the last month closed, with the reason the audit trail keeps. */
export function ReopenMonthDialog({ month, onClose }: { month: PeriodRecord; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const reopen = useMonthAction(
    (why: string) => dataProvider.reopenBooksMonth(month.id, why),
    words('reopened'),
    onClose,
  );
  const missing = tried && reason.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (reason.trim()) reopen.mutate(reason.trim());
        }}
      >
        <DialogTitle id={titleId}>{words('reopenTitle', { month: formatMonth(month.id, 'long') })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{words('reopenHelp')}</DialogContentText>
          <TextField
            label={words('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={missing}
            helperText={missing ? translate('ra.validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{words('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={reopen.isPending}>
            {words('reopen')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
