import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanRecord } from '../../providers/loanWire';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { loanQueryKey } from './loanPaths';

/**
 * The loan the screen shows. Every action answers the whole loan with its new version: `replace`
 * shows that answer at once (no second read), and refreshes what else it changed.
 */
export function useLoan(loanId: number) {
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: loanQueryKey(loanId),
    queryFn: () => dataProvider.getLoan(loanId),
    refetchOnWindowFocus: false,
    retry: false,
  });
  const replace = useCallback(
    (loan: LoanRecord) => {
      queryClient.setQueryData(loanQueryKey(loanId), loan);
      void queryClient.invalidateQueries({ queryKey: ['loans', 'getList'] });
      void queryClient.invalidateQueries({ queryKey: ['audit-logs'] });
    },
    [queryClient, loanId],
  );
  return { ...query, replace };
}

/** Reads the loan again (the Update of spec §8's "modified since last update, press Update"). */
export function useReloadLoan(loanId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: loanQueryKey(loanId) }), [queryClient, loanId]);
}
