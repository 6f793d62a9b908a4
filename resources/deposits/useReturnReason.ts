import { memberKey, messageGroup, useTranslate } from '../../providers/translation';

/**
 * A bank's return reason as the screens show it: its code and its words from the one list
 * (domain/returnReasons.ts, through the catalogue), "901 — Provision insuffisante (NSF)"; a code
 * not in the list shows alone.
 */
export function useReturnReason(): (code: string) => string {
  const translate = useTranslate();
  return (code) => {
    const words = translate(memberKey(messageGroup('resources.deposits.returnCodes'), code), { _: code });
    return words === code ? code : `${code} — ${words}`;
  };
}
