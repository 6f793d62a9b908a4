import { Box } from '@mui/material';
import { CanAccess, ColumnsButton, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { DEPOSIT_PAYMENT_STATUSES, DEPOSIT_RECORD_STATUSES, DEPOSIT_TRANSACTION_TYPES } from '../../domain/deposits';
import { PAYMENT_PROVIDERS } from '../../domain/loanStatuses';
import type { DepositListRecord } from '../../providers/depositWire';
import { memberKey, messageGroup, messageKey, useTranslate, type MessageGroup } from '../../providers/translation';
import { useCreatedRangeInputs } from '../common/CreatedRangeInputs';
import { LIST_ROWS, RecordTable } from '../common/dataTable/RecordTable';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { minSearchText } from '../common/validators';
import { depositPath } from './depositPaths';
import { useDepositColumns } from './depositColumns';
import { RunBatchesButton } from './RunBatchesButton';

/** Who, how much, where it stands; the rest in the columns button. */
const HIDDEN_BY_DEFAULT = ['customerNumber', 'account', 'transactionId', 'completedAt', 'provider'];

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
  const columns = useDepositColumns();
  return (
    <Box>
      <List<DepositListRecord>
        queryOptions={LIST_ROWS}
        resource="deposits"
        title={messageKey('resources.deposits.list.title')}
        filters={filters}
        actions={<DepositListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
      >
        <RecordTable
          label={translate('resources.deposits.list.title')}
          rowClick={(id) => depositPath(Number(id))}
          hiddenColumns={HIDDEN_BY_DEFAULT}
          emptyLabel={messageKey('resources.deposits.list.empty')}
        >
          {[
            columns.loanNumber,
            columns.customerNumber,
            columns.lastName,
            columns.firstName,
            columns.account,
            columns.amount,
            columns.status,
            columns.paymentStatus,
            columns.transactionType,
            columns.provider,
            columns.transactionId,
            columns.startedAt,
            columns.completedAt,
            columns.createdAt,
          ]}
        </RecordTable>
      </List>
    </Box>
  );
}
