import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The data of one detail tab (references, comments, documents…), cached under the customer: a
 * merge or an unmerge invalidates ['customers'] and every tab reloads.
 */
export function useCustomerTabQuery<T>(customerId: number, tab: string, load: () => Promise<T>) {
  const queryClient = useQueryClient();
  const queryKey = ['customers', customerId, tab];
  const query = useQuery({ queryKey, queryFn: load });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, customerId, tab]); // eslint-disable-line react-hooks/exhaustive-deps
  return { ...query, reload };
}
