import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../../providers/translation';
import { DayField } from '../common/DayField';
import { isValidIsoDate } from '../../domain/calendarDates';

/** An administrator closes a day (with a note), or opens a closed one again. */
export function ClosureDialog({
  day,
  closed,
  onClose,
  onAdd,
  onRemove,
  pending,
}: {
  day: string;
  /** The day is a closure already: the dialog offers to open it again. */
  closed: boolean;
  onClose: () => void;
  onAdd: (input: { day: string; note?: string }) => void;
  onRemove: (day: string) => void;
  pending: boolean;
}) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(day);
  const [note, setNote] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {closed ? translate('resources.calendar.removeClosure') : translate('resources.calendar.addClosure')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <DayField
            label={translate('resources.calendar.closureDay')}
            value={chosen}
            onChange={(day) => setChosen(day ?? '')}
            disabled={closed}
          />
          {!closed && (
            <TextField
              label={translate('resources.calendar.closureNote')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {closed ? (
          <Button color="error" variant="contained" disabled={pending} onClick={() => onRemove(chosen)}>
            {translate('resources.calendar.removeClosure')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={pending || !isValidIsoDate(chosen)}
            onClick={() => onAdd({ day: chosen, note: note || undefined })}
          >
            {translate('resources.calendar.addClosure')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
