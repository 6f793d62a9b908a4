import { useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
} from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import type { LoanTermsBody } from './loanTerms';
import { LoanPreviewPanel } from './LoanPreviewPanel';
import { LoanTermsFields } from './LoanTermsFields';
import type { LoanTermsForm } from './useLoanTerms';

interface Props {
  /** Already translated. */
  title: string;
  onClose: () => void;
  /** What comes before the terms (the new loan's request). */
  children?: ReactNode;
  /** Null while the offer loads, or when there is nothing to make a loan from. */
  form: LoanTermsForm | null;
  loading?: boolean;
  /** An i18n key. */
  saveLabel: MessageKey;
  saving: boolean;
  onSave: (body: LoanTermsBody) => void;
  stale?: { updating: boolean; onUpdate: () => void } | null;
}

/** The new-loan and modify-loan dialogs' frame: the terms, their live preview, and a save the checks allow. */
export function LoanTermsDialog({
  title,
  onClose,
  children,
  form,
  loading = false,
  saveLabel,
  saving,
  onSave,
  stale = null,
}: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const body = form?.check.body ?? null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {stale && <StaleVersionAlert onUpdate={stale.onUpdate} updating={stale.updating} />}
        {children}
        {loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )}
        {form && (
          <Box sx={{ pt: 1 }}>
            <LoanTermsFields
              terms={form.terms}
              onChange={form.change}
              offer={form.offer}
              approved={form.approved}
              problems={form.problems}
            />
            <Divider sx={{ my: 2 }} />
            <LoanPreviewPanel preview={form.check.preview} annualInterestRate={form.offer.annualInterestRate} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => body && onSave(body)} disabled={!body || saving || Boolean(stale)}>
          {translate(saveLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
