import { DataTable } from 'react-admin';
import type { DepositListRecord } from '../../providers/depositWire';
import { formatCad } from '../../providers/formatters';
import { DayAndTime } from '../common/dataTable/DayAndTime';
import { memberKey, useTranslate } from '../../providers/translation';
import { ONE_LINE } from '../common/dataTable/RecordTable';
import { DepositPaymentStatusChip, DepositStatusChip } from './DepositStatusChips';

const when = (instant: 'startedAt' | 'completedAt' | 'createdAt', sortable = false) => (
  <DataTable.Col
    key={instant}
    source={instant}
    disableSort={!sortable}
    render={(deposit: DepositListRecord) => <DayAndTime value={deposit[instant]} />}
  />
);

/**
 * The deposit lists' columns, each defined once: the deposits list and the transaction list
 * (DepositList.tsx, DepositTransactionList.tsx) each take theirs, in their order.
 */
export function useDepositColumns() {
  const translate = useTranslate();
  return {
    // The loan a deposit pays out, by its number (the link agents quote), opening the deposit like the row.
    loanNumber: <DataTable.Col key="loanNumber" source="loanNumber" disableSort />,
    customerNumber: <DataTable.Col key="customerNumber" source="customerNumber" disableSort />,
    lastName: <DataTable.Col key="lastName" source="lastName" disableSort />,
    firstName: <DataTable.Col key="firstName" source="firstName" disableSort />,
    account: <DataTable.Col key="account" source="account" disableSort />,
    amount: (
      <DataTable.Col
        key="amount"
        source="amount"
        align="right"
        render={(deposit: DepositListRecord) => formatCad(deposit.amount)}
      />
    ),
    status: (
      <DataTable.Col
        key="status"
        source="status"
        render={(deposit: DepositListRecord) => <DepositStatusChip status={deposit.status} />}
      />
    ),
    paymentStatus: (
      <DataTable.Col
        key="paymentStatus"
        source="paymentStatus"
        disableSort
        render={(deposit: DepositListRecord) => <DepositPaymentStatusChip status={deposit.paymentStatus} />}
      />
    ),
    transactionType: (
      <DataTable.Col
        key="transactionType"
        source="transactionType"
        disableSort
        render={(deposit: DepositListRecord) =>
          deposit.transactionType
            ? translate(memberKey('resources.deposits.transactionTypeShort', deposit.transactionType))
            : '—'
        }
      />
    ),
    provider: (
      <DataTable.Col
        key="provider"
        source="provider"
        disableSort
        render={(deposit: DepositListRecord) => translate(memberKey('resources.loans.provider', deposit.provider))}
      />
    ),
    transactionId: (
      <DataTable.Col
        key="transactionId"
        source="transactionId"
        disableSort
        cellSx={ONE_LINE}
        render={(deposit: DepositListRecord) => deposit.transactionId ?? '—'}
      />
    ),
    startedAt: when('startedAt'),
    completedAt: when('completedAt'),
    createdAt: when('createdAt', true),
  };
}
