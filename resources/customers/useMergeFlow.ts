import { CUSTOMER_PARTS } from '../../providers/customerParts';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { CustomerRecord } from '../../providers/customerWire';
import { isStaleVersion, useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { mergeLockKey } from './useMergeLock';
import { messageKey } from '../../providers/translation';

export interface PendingMerge {
  kind: 'merge' | 'unmerge';
  otherId: number;
  otherName: string;
}

/**
 * Merging or unmerging, the way others can see it: asking first takes the profile's lock (others
 * then read "X is working on it"); confirming merges (the server lets the lock go); cancelling
 * releases it. The kept profile's version guards the change (409: press Update).
 */
export function useMergeFlow(customer: CustomerRecord, onStale: () => void) {
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [pending, setPending] = useState<PendingMerge | null>(null);
  const refreshLock = () => queryClient.invalidateQueries({ queryKey: mergeLockKey(customer.id) });
  const fail = (error: unknown) => notify(errorText(error), { type: 'error' });

  const ask = useMutation({
    mutationFn: async (request: PendingMerge) => {
      await dataProvider.acquireMergeLock(customer.id);
      return request;
    },
    onSuccess: (request) => {
      setPending(request);
      void refreshLock();
    },
    onError: fail,
  });

  const confirm = useMutation({
    mutationFn: (request: PendingMerge) => {
      const input = { duplicateId: request.otherId, version: customer.version };
      return request.kind === 'merge'
        ? dataProvider.mergeCustomers(customer.id, input)
        : dataProvider.unmergeCustomers(customer.id, input);
    },
    onSuccess: async (_result, request) => {
      setPending(null);
      notify(
        request.kind === 'merge' ? messageKey('messages.CUSTOMERS_MERGED') : messageKey('messages.CUSTOMERS_UNMERGED'),
        {
          type: 'success',
        },
      );
      // Both profiles, their requests, tabs and histories changed.
      await Promise.all(
        ['customers', 'requests', 'audit-logs', ...Object.keys(CUSTOMER_PARTS)].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
    onError: (error) => {
      setPending(null);
      // Nothing changed: the lock taken to ask goes back.
      void dataProvider
        .releaseMergeLock(customer.id)
        .catch(() => undefined)
        .then(refreshLock);
      if (isStaleVersion(error)) onStale();
      else fail(error);
    },
  });

  const cancel = async () => {
    setPending(null);
    await dataProvider.releaseMergeLock(customer.id).catch(fail);
    await refreshLock();
  };

  return {
    pending,
    busy: ask.isPending || confirm.isPending,
    ask: (request: PendingMerge) => ask.mutate(request),
    confirm: () => pending && confirm.mutate(pending),
    cancel,
  };
}
