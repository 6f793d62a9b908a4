import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import type { MergeLock } from '../../providers/customerWire';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** How often an open profile asks who holds its merge lock: others see a lock within this delay. */
export const MERGE_LOCK_POLL_MS = 15_000;

export const mergeLockKey = (customerId: number) => ['customers', customerId, 'mergeLock'];

/**
 * Who is merging this profile right now (spec §8, "an agent already working on it"), polled on
 * its own so that the edit form's record, and its version, stay as the agent loaded them.
 */
export function useMergeLock(customerId: number, initial: MergeLock | null) {
  const dataProvider = useGuichetDataProvider();
  const { identity } = useGetIdentity();
  const { data: lock = null } = useQuery({
    queryKey: mergeLockKey(customerId),
    queryFn: () => dataProvider.customerMergeLock(customerId),
    // The record just read says who holds the lock: fresh until the first poll.
    initialData: initial,
    staleTime: MERGE_LOCK_POLL_MS,
    refetchInterval: MERGE_LOCK_POLL_MS,
    enabled: customerId > 0,
  });
  const live = lock && new Date(lock.until).getTime() > Date.now() ? lock : null;
  const mine = Boolean(live && identity && String(live.userId) === String(identity.id));
  return { lock: live, mine, heldByOther: Boolean(live) && !mine };
}
