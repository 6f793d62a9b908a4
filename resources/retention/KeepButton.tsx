import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { RetentionReviewRecord } from '../../domain/retention';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { RowActionButton } from '../common/RowActionButton';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** A line kept: its person's information stays until next month's review, for the reason given. */
export function KeepButton({ line }: { line: RetentionReviewRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const keep = useMutation({
    mutationFn: () => dataProvider.keepCustomer(line.id, reason.trim()),
    onSuccess: () => {
      notify(messageKey('resources.retention.kept'), { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const title = translate('resources.retention.keepTitle', { name: line.name });
  return (
    <>
      <RowActionButton
        label={translate('resources.retention.keep')}
        subject={line.name}
        icon={<BookmarkAddedIcon />}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`keep-${line.id}`} fullWidth maxWidth="sm">
        <DialogTitle id={`keep-${line.id}`}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('resources.retention.keepReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => keep.mutate()}
            disabled={reason.trim().length < 3 || keep.isPending}
          >
            {translate('resources.retention.keep')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
