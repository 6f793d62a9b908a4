import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useGetOne } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { LoanDialogProps } from './dialogs/loanDialogTypes';
import { termsOfLoan, type LoanTermsBody } from './loanTerms';
import { LoanTermsDialog } from './LoanTermsDialog';
import { useLoanAction } from './useLoanAction';
import { useLoanTerms } from './useLoanTerms';
import { useLoanRecord } from './useLoan';

/**
 * Spec §2's modify loan: the new-loan form on a loan not yet started, from its own terms, checked
 * against today's offer (the server reschedules with the configuration in force).
 */
export function ModifyLoanDialog({ onClose, onDone }: LoanDialogProps) {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const offer = useQuery({
    queryKey: ['loans', 'offer', loan.customerId],
    queryFn: () => dataProvider.loanOffer(loan.customerId),
  });
  // The approval bounds the amount; reading a request takes the right to (a refused read ends the session).
  const { canAccess: canReadRequest, isPending: checking } = useCanAccess({ resource: 'requests', action: 'show' });
  const request = useGetOne<LoanRequestRecord>(
    'requests',
    { id: loan.requestId },
    { enabled: canReadRequest === true },
  );
  const approved = request.data?.approvedAmountCents ?? null;
  const defaults = useMemo(() => termsOfLoan(loan), [loan]);
  const form = useLoanTerms(defaults, offer.data, approved);
  const { mutation, stale, updating, update } = useLoanAction({
    loanId: loan.id,
    run: (body: LoanTermsBody) => dataProvider.updateLoan(loan.id, { version: loan.version, ...body }),
    success: messageKey('messages.LOAN_UPDATED'),
    onSuccess: (answer) => {
      onDone(answer);
      onClose();
    },
    onFieldErrors: (errors) => form?.showServerErrors(errors),
  });
  const loading = offer.isPending || checking || (canReadRequest === true && request.isPending);

  return (
    <LoanTermsDialog
      title={translate('resources.loans.terms.modifyTitle', { number: loan.loanNumber })}
      onClose={onClose}
      form={loading ? null : form}
      loading={loading}
      saveLabel={messageKey('resources.loans.terms.save')}
      saving={mutation.isPending}
      onSave={(body) => mutation.mutate(body)}
      stale={stale ? { updating, onUpdate: update } : null}
    />
  );
}
