import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useApiErrorText } from '../common/apiErrors';

/**
 * Says a failed call in a toast. A refusal (420) arrives already translated by the http client,
 * its amounts in dollars and rates rounded (providers/refusalParams.ts).
 */
export function useNotifyError() {
  const notify = useNotify();
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [notify, errorText],
  );
}
