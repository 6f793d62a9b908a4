import { BooleanInput, DataTable, List, SelectInput } from 'react-admin';
import { APPROVAL_STATUSES, CONTROLLED_ACTIONS, type ApprovalRequestRecord } from '../../domain/controls';
import { formatCad, formatDateTime } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate, type MessageGroup } from '../../providers/translation';
import { EmptyState } from '../common/EmptyState';
import { ApprovalStatusChip } from './ApprovalStatusChip';

/** Four eyes' queue (issue 35): what waits for a second person first, filtered by status, action, or one's own. */
export function ApprovalList() {
  const translate = useTranslate();
  const choicesOf = (values: readonly string[], group: MessageGroup) =>
    values.map((value) => ({ id: value, name: translate(memberKey(group, value)) }));
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={messageKey('resources.approvals.fields.status')}
      choices={choicesOf(APPROVAL_STATUSES, messageGroup('resources.approvals.statuses'))}
    />,
    <SelectInput
      key="action"
      source="action"
      alwaysOn
      label={messageKey('resources.approvals.fields.action')}
      choices={choicesOf(CONTROLLED_ACTIONS, messageGroup('resources.approvals.actions'))}
    />,
    <BooleanInput key="mine" source="mine" alwaysOn label={messageKey('resources.approvals.filters.mine')} />,
  ];
  return (
    <List<ApprovalRequestRecord>
      resource="approvals"
      title={messageKey('resources.approvals.title')}
      filters={filters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <DataTable<ApprovalRequestRecord>
        aria-label={translate('resources.approvals.title')}
        rowClick={(id) => `/apps/approvals/${id}/show`}
        bulkActionButtons={false}
        empty={<EmptyState label={messageKey('resources.approvals.empty')} />}
        sx={{ '& .RaDataTable-table': { minWidth: 720 } }}
      >
        <DataTable.Col source="createdAt" render={(row: ApprovalRequestRecord) => formatDateTime(row.createdAt)} />
        <DataTable.Col
          source="action"
          disableSort
          render={(row: ApprovalRequestRecord) => translate(memberKey('resources.approvals.actions', row.action))}
        />
        <DataTable.Col source="entityLabel" disableSort />
        <DataTable.Col
          source="amountCents"
          disableSort
          align="right"
          render={(row: ApprovalRequestRecord) => (row.amountCents === null ? '' : formatCad(row.amountCents))}
        />
        <DataTable.Col source="makerName" disableSort />
        <DataTable.Col
          source="status"
          disableSort
          render={(row: ApprovalRequestRecord) => <ApprovalStatusChip status={row.status} />}
        />
        <DataTable.Col
          source="checkerName"
          disableSort
          render={(row: ApprovalRequestRecord) => row.checkerName ?? ''}
        />
      </DataTable>
    </List>
  );
}
