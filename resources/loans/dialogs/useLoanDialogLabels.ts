import { useMemo } from 'react';
import { useTranslate, keysIn, memberKey, type KeyIn, messageGroup } from '../../../providers/translation';
import { formatCad } from '../../../providers/formatters';
import type { LedgerEntryRecord, PaymentLineRecord } from '../../../providers/loanWire';

const word = keysIn('resources.loanDialogs');

/** Where each group of names lives: the loan screens' own (resources.loans) where they have one, so a thing has one name on every page. */
export const LOAN_WORDS = {
  frequency: messageGroup('resources.loans.frequency'),
  provider: messageGroup('resources.loans.provider'),
  ledgerKind: messageGroup('resources.loans.ledgerKind'),
  feeOption: messageGroup('resources.loanDialogs.feeOption'),
  stopChoice: messageGroup('resources.loanDialogs.stopChoice'),
} as const;

/** How the dialogs name a payment line, a ledger entry or a choice, in the agent's language. */
export function useLoanDialogLabels() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      text: (key: KeyIn<'resources.loanDialogs'>, params?: Record<string, unknown>) => translate(word(key), params),
      payment: (line: PaymentLineRecord) =>
        translate(word('paymentChoice'), { number: line.number, date: line.date, amount: formatCad(line.amount) }),
      // An entry's total is what it changed in what is owed (a rebate lowers it): the agent reads its size.
      entry: (entry: LedgerEntryRecord) =>
        translate(word('entryChoice'), {
          kind: translate(`${LOAN_WORDS.ledgerKind}.${entry.kind}`),
          date: entry.date,
          amount: formatCad(Math.abs(entry.total)),
        }),
      name: (group: keyof typeof LOAN_WORDS, id: string) => translate(memberKey(LOAN_WORDS[group], id)),
      choicesOf: <Id extends string>(group: keyof typeof LOAN_WORDS, ids: readonly Id[]) =>
        ids.map((id) => ({ id, name: translate(memberKey(LOAN_WORDS[group], id)) })),
    }),
    [translate],
  );
}
