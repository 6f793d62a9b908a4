import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { isStaleVersion, useApiErrorText } from './apiErrors';
import { useAwaitingApproval } from './awaitingApproval';

/**
 * What every versioned form does with a failed save: a 409 raises the "press Update" alert (and
 * keeps what was typed), a save under four eyes says it waits for a second person, anything else
 * is said in an error notification.
 */
export function useVersionedSaveErrors() {
  const [stale, setStale] = useState(false);
  const notify = useNotify();
  const errorText = useApiErrorText();
  const awaitingApproval = useAwaitingApproval();
  const onError = useCallback(
    (error: unknown) => {
      if (isStaleVersion(error)) setStale(true);
      else if (!awaitingApproval(error)) notify(errorText(error), { type: 'error' });
    },
    [notify, errorText, awaitingApproval],
  );
  return { stale, setStale, onError };
}
