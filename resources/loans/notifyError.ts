import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { currentLanguage } from '../../providers/i18nProvider';
import { useApiErrorText } from '../common/apiErrors';
import { readableParams } from '../../providers/refusalParams';
import { formatRate } from './loanFormat';

interface Refusal {
  status?: number;
  body?: { message?: string; params?: Record<string, unknown> };
}

/**
 * Says a failed call in a toast. A refusal (420) names amounts in cents and the APR to four
 * decimals: it is said again with dollars and a rate in the reader's language.
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      const { status, body } = (error ?? {}) as Refusal;
      let text = errorText(error);
      if (status === 420 && body?.message) {
        const params = readableParams(body.params, currentLanguage);
        if (typeof params.apr === 'number') params.apr = formatRate(params.apr);
        text = translate(body.message, { _: text, ...params });
      }
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [notify, translate, errorText],
  );
}
