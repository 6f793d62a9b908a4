import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatCad } from '../../../providers/formatters';
import type { LedgerEntryRecord, PaymentLineRecord } from '../../../providers/loanWire';

const word = (key: string) => `resources.loanDialogs.${key}`;

/** Where each group of names lives: the loan screens' own (resources.loans) where they have one, so a thing has one name on every page. */
export const LOAN_WORDS = {
  frequency: 'resources.loans.frequency',
  provider: 'resources.loans.provider',
  ledgerKind: 'resources.loans.ledgerKind',
  feeOption: 'resources.loanDialogs.feeOption',
  stopChoice: 'resources.loanDialogs.stopChoice',
} as const;

/** How the dialogs name a payment line, a ledger entry or a choice, in the agent's language. */
export function useLoanDialogLabels() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      text: (key: string, params?: Record<string, unknown>) => translate(word(key), params),
      payment: (line: PaymentLineRecord) =>
        translate(word('paymentChoice'), { number: line.number, date: line.date, amount: formatCad(line.amount) }),
      // An entry's total is what it changed in what is owed (a rebate lowers it): the agent reads its size.
      entry: (entry: LedgerEntryRecord) =>
        translate(word('entryChoice'), {
          kind: translate(`${LOAN_WORDS.ledgerKind}.${entry.kind}`),
          date: entry.date,
          amount: formatCad(Math.abs(entry.total)),
        }),
      name: (group: keyof typeof LOAN_WORDS, id: string) => translate(`${LOAN_WORDS[group]}.${id}`),
      choicesOf: <Id extends string>(group: keyof typeof LOAN_WORDS, ids: readonly Id[]) =>
        ids.map((id) => ({ id, name: translate(`${LOAN_WORDS[group]}.${id}`) })),
    }),
    [translate],
  );
}
