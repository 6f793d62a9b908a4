import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BRANDING_KEY } from './useCompanyBranding';

/**
 * One section of the configuration as the server has it, and how to put a fresher answer in its
 * place (a save answers the section). The app bar's branding is read again after any change.
 */
export function useConfigurationSection<T>(section: 'portal' | 'general', read: () => Promise<T>) {
  const queryClient = useQueryClient();
  const queryKey = ['configuration', section];
  const query = useQuery({ queryKey, queryFn: read, refetchOnWindowFocus: false });
  const replace = useCallback(
    (record: T) => {
      queryClient.setQueryData(['configuration', section], record);
      void queryClient.invalidateQueries({ queryKey: BRANDING_KEY });
    },
    [queryClient, section],
  );
  return { ...query, replace };
}
