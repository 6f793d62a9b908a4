import { List } from 'react-admin';
import type { DepositListRecord } from '../../providers/depositWire';
import { messageKey, useTranslate } from '../../providers/translation';
import { LIST_ROWS, RecordTable } from '../common/dataTable/RecordTable';
import { useDepositColumns } from './depositColumns';
import { DepositListActions, useDepositSearchInputs } from './DepositList';
import { depositTransactionPath } from './depositPaths';

/** Only what was sent: the list's own filters stay apart from the deposits list's (its store key). */
const SENT = { sent: true };

/**
 * Spec §2's transaction list: every deposit sent to a provider or recorded by hand, by its
 * transaction (id, type, provider, where the provider stands); a row opens the transaction.
 */
export function DepositTransactionList() {
  const translate = useTranslate();
  const filters = useDepositSearchInputs();
  const columns = useDepositColumns();
  return (
    <List<DepositListRecord>
      queryOptions={LIST_ROWS}
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
        label={translate('resources.deposits.list.title')}
        rowClick={(id) => depositTransactionPath(Number(id))}
        emptyLabel={messageKey('resources.deposits.list.empty')}
      >
        {[
          columns.transactionId,
          columns.transactionType,
          columns.provider,
          columns.lastName,
          columns.firstName,
          columns.amount,
          columns.paymentStatus,
          columns.startedAt,
          columns.completedAt,
        ]}
      </RecordTable>
    </List>
  );
}
