import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanConfigurationRecord } from '../../domain/loanConfigurationRules';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

export const LOAN_CONFIGURATION_KEY = ['configuration', 'loan'] as const;

/** The loan configuration as the server has it, and how to put a fresher answer in its place. */
export function useLoanConfiguration() {
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: LOAN_CONFIGURATION_KEY,
    queryFn: () => dataProvider.loanConfiguration(),
    refetchOnWindowFocus: false,
  });
  const replace = useCallback(
    (record: LoanConfigurationRecord) => {
      queryClient.setQueryData(LOAN_CONFIGURATION_KEY, record);
      // The new-loan dialog offers what the configuration now says.
      void queryClient.invalidateQueries({ queryKey: ['loans', 'offer'] });
    },
    [queryClient],
  );
  return { ...query, replace };
}
