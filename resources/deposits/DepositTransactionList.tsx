import { DataTable, List } from 'react-admin';
import type { DepositListRecord } from '../../providers/depositWire';
import { formatCad, formatDateTime } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { DepositListActions, useDepositSearchInputs } from './DepositList';
import { depositTransactionPath } from './depositPaths';
import { DepositPaymentStatusChip } from './DepositStatusChips';

/** Only what was sent: the list's own filters stay apart from the deposits list's (its store key). */
const SENT = { sent: true };

/**
 * Spec §2's transaction list: every deposit sent to a provider or recorded by hand, by its
 * transaction (id, type, provider, where the provider stands); a row opens the transaction.
 */
export function DepositTransactionList() {
  const translate = useTranslate();
  const filters = useDepositSearchInputs();
  return (
    <List<DepositListRecord>
      resource="deposits"
      storeKey="deposits.transactions"
      title={messageKey('resources.deposits.list.title')}
      filter={SENT}
      filters={filters}
      actions={<DepositListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <RecordTable
        rowClick={(id) => depositTransactionPath(Number(id))}
        emptyLabel={messageKey('resources.deposits.list.empty')}
      >
        <DataTable.Col
          source="transactionId"
          disableSort
          cellSx={ONE_LINE}
          render={(row: DepositListRecord) => row.transactionId ?? '—'}
        />
        <DataTable.Col
          source="transactionType"
          disableSort
          render={(row: DepositListRecord) =>
            row.transactionType
              ? translate(memberKey('resources.deposits.transactionTypeShort', row.transactionType))
              : '—'
          }
        />
        <DataTable.Col
          source="provider"
          disableSort
          render={(row: DepositListRecord) => translate(memberKey('resources.loans.provider', row.provider))}
        />
        <DataTable.Col source="lastName" disableSort />
        <DataTable.Col source="firstName" disableSort />
        <DataTable.Col source="amount" align="right" render={(row: DepositListRecord) => formatCad(row.amount)} />
        <DataTable.Col
          source="paymentStatus"
          disableSort
          render={(row: DepositListRecord) => <DepositPaymentStatusChip status={row.paymentStatus} />}
        />
        <DataTable.Col
          source="startedAt"
          disableSort
          cellSx={ONE_LINE}
          render={(row: DepositListRecord) => formatDateTime(row.startedAt)}
        />
        <DataTable.Col
          source="completedAt"
          disableSort
          cellSx={ONE_LINE}
          render={(row: DepositListRecord) => formatDateTime(row.completedAt)}
        />
      </RecordTable>
    </List>
  );
}
