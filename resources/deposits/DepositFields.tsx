import { formatCad, formatDateTime } from '../../providers/formatters';
import { keysIn, memberKey, useTranslate } from '../../providers/translation';
import { LabelledValues } from '../common/LabelledValues';
import { useDepositRecord } from './useDeposit';

const field = keysIn('resources.deposits.fields');

/** Spec §3's Deposit, every field: who, what, how it went and where. */
export function DepositFields() {
  const translate = useTranslate();
  const deposit = useDepositRecord();
  return (
    <LabelledValues
      items={[
        { label: field('customerNumber'), value: deposit.customerNumber },
        { label: field('lastName'), value: deposit.lastName },
        { label: field('firstName'), value: deposit.firstName },
        { label: field('loanNumber'), value: deposit.loanNumber },
        { label: field('amount'), value: formatCad(deposit.amount) },
        { label: field('provider'), value: translate(memberKey('resources.loans.provider', deposit.provider)) },
        {
          label: field('transactionType'),
          value:
            deposit.transactionType &&
            translate(memberKey('resources.deposits.transactionType', deposit.transactionType)),
        },
        { label: field('manual'), value: translate(deposit.manual ? 'ra.boolean.true' : 'ra.boolean.false') },
        { label: field('transit'), value: deposit.transit },
        { label: field('institution'), value: deposit.institution },
        { label: field('account'), value: deposit.account },
        { label: field('interacEmail'), value: deposit.interacEmail },
        { label: field('question'), value: deposit.question },
        { label: field('answer'), value: deposit.answer },
        { label: field('memo'), value: deposit.memo },
        {
          label: field('errorKey'),
          value: deposit.errorKey && translate(memberKey('errors', deposit.errorKey), deposit.errorParams ?? {}),
        },
        { label: field('createdAt'), value: formatDateTime(deposit.createdAt) },
        { label: field('attempt'), value: deposit.attempt || null },
      ]}
    />
  );
}
