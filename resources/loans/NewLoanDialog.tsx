import { useMemo, useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslate, runtimeKey, messageKey } from '../../providers/translation';
import { formatCad, formatDateTime } from '../../providers/formatters';
import type { LoanRecord, PendingLoanRequest } from '../../providers/loanWire';
import { useApiErrorText } from '../common/apiErrors';
import { EmptyState } from '../common/EmptyState';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { loanPath, loanQueryKey } from './loanPaths';
import { defaultTerms, type LoanTermsBody } from './loanTerms';
import { LoanTermsDialog } from './LoanTermsDialog';
import { useLoanTerms } from './useLoanTerms';
import { useNotifyError } from './notifyError';

interface Props {
  customerId: number;
  /** The accepted request to lend on, when the dialog opens from it; otherwise the customer's first. */
  requestId?: number;
  onClose: () => void;
}

/** Refusals that mean the request changed meanwhile: its list is read again. */
const REQUEST_CHANGED = [messageKey('errors.LOAN_ALREADY_CREATED'), messageKey('errors.REQUEST_NOT_ACCEPTED')];

/**
 * Spec §2's new loan: from one of the customer's accepted requests without a loan, on the terms
 * the loan configuration offers, with the schedule previewed as the agent types. Saved, the new
 * loan opens.
 */
export function NewLoanDialog({ customerId, requestId, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const offer = useQuery({
    queryKey: ['loans', 'offer', customerId],
    queryFn: () => dataProvider.loanOffer(customerId),
  });
  const pending = useQuery({
    queryKey: ['loans', 'pendingRequests', customerId],
    queryFn: () => dataProvider.pendingLoanRequests(customerId),
  });
  const [chosenId, setChosenId] = useState<number | null>(requestId ?? null);
  const requests = useMemo(() => pending.data ?? [], [pending.data]);
  const request: PendingLoanRequest | null =
    requests.find((candidate) => candidate.id === chosenId) ?? requests[0] ?? null;
  const approved = request?.approvedAmount ?? null;
  const defaults = useMemo(
    () => (offer.data && request ? defaultTerms(offer.data, approved) : null),
    [offer.data, request, approved],
  );
  const form = useLoanTerms(defaults, offer.data, approved);

  const create = useMutation({
    mutationFn: ({ requestId, body }: { requestId: number; body: LoanTermsBody }) =>
      dataProvider.createLoan({ requestId, ...body }),
    onSuccess: (loan: LoanRecord) => {
      notify(messageKey('messages.LOAN_CREATED'), { type: 'success' });
      queryClient.setQueryData(loanQueryKey(loan.id), loan);
      void queryClient.invalidateQueries({ queryKey: ['loans', 'getList'] });
      onClose();
      navigate(loanPath(loan.id));
    },
    onError: (error: Error & { body?: { message?: string; errors?: Record<string, string> } }) => {
      if (error.body?.errors) form?.showServerErrors(error.body.errors);
      if ((REQUEST_CHANGED as readonly string[]).includes(error.body?.message ?? '')) void pending.refetch();
      notifyError(error);
    },
  });

  const requestProblem = form?.serverProblems.requestId;
  const loading = offer.isPending || pending.isPending;
  const failed = offer.error ?? pending.error;
  const nothingToLend = !loading && !failed && requests.length === 0;
  return (
    <LoanTermsDialog
      title={translate('resources.loans.terms.newTitle')}
      onClose={onClose}
      form={request ? form : null}
      loading={loading}
      saveLabel={messageKey('resources.loans.terms.create')}
      saving={create.isPending}
      onSave={(body) => request && create.mutate({ requestId: request.id, body })}
    >
      {failed && <Alert severity="error">{errorText(failed)}</Alert>}
      {nothingToLend && <EmptyState label={messageKey('resources.loans.terms.noPendingRequests')} />}
      {request && (
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1, mb: 1 }}
          label={translate('resources.loans.terms.request')}
          value={request.id}
          error={Boolean(requestProblem)}
          helperText={requestProblem ? translate(runtimeKey(requestProblem.key)) : ' '}
          onChange={(event) => {
            setChosenId(Number(event.target.value));
            form?.reset();
          }}
        >
          {requests.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {translate('resources.loans.terms.requestOption', {
                id: candidate.id,
                amount: formatCad(candidate.approvedAmount ?? candidate.requestedAmount),
                date: formatDateTime(candidate.createdAt),
              })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </LoanTermsDialog>
  );
}
