import { Box } from '@mui/material';
import { CanAccess, ColumnsButton, DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { DEPOSIT_PAYMENT_STATUSES, DEPOSIT_RECORD_STATUSES, DEPOSIT_TRANSACTION_TYPES } from '../../domain/deposits';
import { PAYMENT_PROVIDERS } from '../../domain/loanStatuses';
import type { DepositListRecord } from '../../providers/depositWire';
import { formatCad, formatDateTime } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate, type MessageGroup } from '../../providers/translation';
import { useCreatedRangeInputs } from '../common/CreatedRangeInputs';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { minSearchText } from '../common/validators';
import { depositPath } from './depositPaths';
import { DepositPaymentStatusChip, DepositStatusChip } from './DepositStatusChips';
import { RunBatchesButton } from './RunBatchesButton';

/** Who, how much, where it stands; the rest in the columns button. */
const HIDDEN_BY_DEFAULT = ['account', 'transactionId', 'completedAt', 'provider'];

export function useDepositSearchInputs() {
  const translate = useTranslate();
  const choicesOf = (group: MessageGroup, values: readonly string[]) =>
    values.map((value) => ({ id: value, name: translate(memberKey(group, value)) }));
  return [
    <TextInput key="q" source="q" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={choicesOf(messageGroup('resources.deposits.status'), DEPOSIT_RECORD_STATUSES)}
    />,
    <SelectInput
      key="paymentStatus"
      source="paymentStatus"
      alwaysOn
      sx={{ minWidth: 220 }}
      choices={choicesOf(messageGroup('resources.deposits.paymentStatus'), DEPOSIT_PAYMENT_STATUSES)}
    />,
    <SelectInput
      key="provider"
      source="provider"
      alwaysOn
      choices={choicesOf(messageGroup('resources.loans.provider'), PAYMENT_PROVIDERS)}
    />,
    <SelectInput
      key="transactionType"
      source="transactionType"
      choices={choicesOf(messageGroup('resources.deposits.transactionType'), DEPOSIT_TRANSACTION_TYPES)}
    />,
    ...useCreatedRangeInputs(),
  ];
}

export const DepositListActions = () => (
  <TopToolbar>
    <CanAccess resource="deposits" action="create">
      <RunBatchesButton />
    </CanAccess>
    <ColumnsButton />
  </TopToolbar>
);

/**
 * Spec §2's deposits list (/apps/deposits/all): every loan's payout, newest first, searchable by
 * customer, status, payment status, provider, type and dates; a row opens the deposit.
 */
export function DepositList() {
  const translate = useTranslate();
  const filters = useDepositSearchInputs();
  return (
    <Box>
      <List<DepositListRecord>
        resource="deposits"
        title={messageKey('resources.deposits.list.title')}
        filters={filters}
        actions={<DepositListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
      >
        <RecordTable
          rowClick={(id) => depositPath(Number(id))}
          hiddenColumns={HIDDEN_BY_DEFAULT}
          emptyLabel={messageKey('resources.deposits.list.empty')}
        >
          <DataTable.Col source="customerNumber" disableSort />
          <DataTable.Col source="lastName" disableSort />
          <DataTable.Col source="firstName" disableSort />
          <DataTable.Col source="account" disableSort />
          <DataTable.Col
            source="amount"
            align="right"
            render={(deposit: DepositListRecord) => formatCad(deposit.amount)}
          />
          <DataTable.Col
            source="status"
            render={(deposit: DepositListRecord) => <DepositStatusChip status={deposit.status} />}
          />
          <DataTable.Col
            source="paymentStatus"
            disableSort
            render={(deposit: DepositListRecord) => <DepositPaymentStatusChip status={deposit.paymentStatus} />}
          />
          <DataTable.Col
            source="transactionType"
            disableSort
            render={(deposit: DepositListRecord) =>
              deposit.transactionType
                ? translate(memberKey('resources.deposits.transactionTypeShort', deposit.transactionType))
                : '—'
            }
          />
          <DataTable.Col
            source="provider"
            disableSort
            render={(deposit: DepositListRecord) => translate(memberKey('resources.loans.provider', deposit.provider))}
          />
          <DataTable.Col source="transactionId" disableSort />
          <DataTable.Col
            source="startedAt"
            disableSort
            cellSx={ONE_LINE}
            render={(deposit: DepositListRecord) => formatDateTime(deposit.startedAt)}
          />
          <DataTable.Col
            source="completedAt"
            disableSort
            cellSx={ONE_LINE}
            render={(deposit: DepositListRecord) => formatDateTime(deposit.completedAt)}
          />
          <DataTable.Col
            source="createdAt"
            cellSx={ONE_LINE}
            render={(deposit: DepositListRecord) => formatDateTime(deposit.createdAt)}
          />
        </RecordTable>
      </List>
    </Box>
  );
}
