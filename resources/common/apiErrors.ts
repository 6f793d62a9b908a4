import { useCallback } from 'react';
import { useTranslate, runtimeKey, messageKey } from '../../providers/translation';
import { formatTime } from '../../providers/formatters';

interface ErrorLike {
  status?: number;
  message?: string;
  body?: { message?: string; params?: Record<string, unknown> };
}

/** The field errors a refused call's answer names (`{ errors: { field: key } }`), if it names any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;

/** Spec §8: a stale version (409) asks the agent to press Update. */
export const isStaleVersion = (error: unknown) => (error as ErrorLike | null)?.status === 409;

/**
 * The text of a failed call. The http client already translated 420 refusals; a merge lock names
 * its end as a timestamp, said here as a time of day.
 */
export function useApiErrorText() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown): string => {
      const { message, body } = (error ?? {}) as ErrorLike;
      if (body?.message === messageKey('errors.MERGE_LOCKED')) {
        return translate('errors.MERGE_LOCKED', {
          ...body.params,
          until: formatTime(String(body.params?.until ?? '')),
        });
      }
      const text = message || body?.message || messageKey('errors.UNEXPECTED_ERROR');
      return translate(runtimeKey(text), { _: text });
    },
    [translate],
  );
}
