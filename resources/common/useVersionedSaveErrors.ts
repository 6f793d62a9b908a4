import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { isStaleVersion, useApiErrorText } from './apiErrors';

/**
 * What every versioned form does with a failed save: a 409 raises the "press Update" alert (and
 * keeps what was typed), anything else is said in an error notification.
 */
export function useVersionedSaveErrors() {
  const [stale, setStale] = useState(false);
  const notify = useNotify();
  const errorText = useApiErrorText();
  const onError = useCallback(
    (error: unknown) => (isStaleVersion(error) ? setStale(true) : notify(errorText(error), { type: 'error' })),
    [notify, errorText],
  );
  return { stale, setStale, onError };
}
