import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import type { LoanRecord } from '../../providers/loanWire';
import { loanQueryKey } from './loanPaths';

/**
 * The loan the screen shows, from the record context of its ShowBase (LoanDetail.tsx): every part
 * of the loan screen and its dialogs reads it here rather than being handed it.
 */
export function useLoanRecord(): LoanRecord {
  const loan = useRecordContext<LoanRecord>();
  if (!loan) throw new Error('useLoanRecord is only used inside the loan screen, once the loan is read');
  return loan;
}

/**
 * Every action answers the whole loan with its new version: this shows that answer at once (no
 * second read) and refreshes what else it changed.
 */
export function useReplaceLoan() {
  const queryClient = useQueryClient();
  return useCallback(
    (loan: LoanRecord) => {
      queryClient.setQueryData(loanQueryKey(loan.id), loan);
      // A read begun before this answer (a live refresh) would land after it and show the loan as it
      // was, its actions with it: it is dropped, and the answer stays (the revert state is the answer).
      void queryClient.cancelQueries({ queryKey: loanQueryKey(loan.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: ['loans', 'getList'] });
      void queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
    },
    [queryClient],
  );
}

/** Reads the loan again (the Update of spec §8's "modified since last update, press Update"). */
export function useReloadLoan(loanId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: loanQueryKey(loanId) }), [queryClient, loanId]);
}
