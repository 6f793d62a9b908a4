import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from '../../providers/translation';
import { STATEMENT_KINDS } from '../../domain/loanActions';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { LoanDialogProps } from './dialogs/loanDialogTypes';
import { saveFile } from '../common/saveFile';
import { useNotifyError } from './notifyError';
import { useLoanRecord } from './useLoan';

type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * Spec §2's PDF account statement, its balance or its details. The file needs the bearer token,
 * which a plain link cannot send: it comes through the data provider, then is saved.
 */
export function LoanStatementDialog({ onClose }: LoanDialogProps) {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const dataProvider = useGuichetDataProvider();
  const titleId = useId();
  const [kind, setKind] = useState<StatementKind>('BALANCE');
  const download = useMutation({
    mutationFn: () => dataProvider.loanStatement(loan.id, kind),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      onClose();
    },
    onError: (error) => notifyError(error),
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.loans.statement.title')}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id={`${titleId}-kind`}>{translate('resources.loans.statement.kind')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${titleId}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as StatementKind)}
          >
            {STATEMENT_KINDS.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={translate(`resources.loans.statement.${choice}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {translate('resources.loans.statement.help')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => download.mutate()} disabled={download.isPending}>
          {translate('resources.loans.statement.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
