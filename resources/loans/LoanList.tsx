import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { LOAN_STATUSES, PAYMENT_PROVIDERS } from '../../domain/loanStatuses';
import { formatCad } from '../../providers/formatters';
import type { LoanListRecord } from '../../providers/loanWire';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { useCreatedRangeInputs } from '../common/CreatedRangeInputs';
import { ColumnsToolbar, LIST_ROWS, RecordTable } from '../common/dataTable/RecordTable';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { LoanStandingChips } from './LoanStatusChip';
import { loanPath } from './loanPaths';
import { DayAndTime } from '../common/dataTable/DayAndTime';

/** Who, how much, where it stands; the rest in the columns button. */
const HIDDEN_BY_DEFAULT = ['balance', 'startDate'];

function useLoanSearchInputs() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data: agents = [] } = useQuery({ queryKey: ['loans', 'agents'], queryFn: () => dataProvider.loanAgents() });
  const createdRange = useCreatedRangeInputs();
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={LOAN_STATUSES.filter((status) => status !== 'DELETED').map((status) => ({
        id: status,
        name: translate(memberKey('resources.loans.status', status)),
      }))}
    />,
    <SelectInput key="agentId" source="agentId" alwaysOn choices={agents} />,
    <SelectInput
      key="paymentProvider"
      source="paymentProvider"
      alwaysOn
      // Its label is longer than its choices: room for "Fournisseur de paiement" whole.
      sx={{ minWidth: 250 }}
      choices={PAYMENT_PROVIDERS.map((provider) => ({
        id: provider,
        name: translate(memberKey('resources.loans.provider', provider)),
      }))}
    />,
    ...createdRange,
  ];
}

/**
 * Every loan, newest first, searchable by status, agent, payment provider and creation dates; a row
 * opens the loan (issue 18: there was no way to see the loans but customer by customer).
 */
export function LoanList() {
  const translate = useTranslate();
  const filters = useLoanSearchInputs();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.loans.list.title')}
      </Typography>
      <List<LoanListRecord>
        queryOptions={LIST_ROWS}
        resource="loans"
        title={messageKey('resources.loans.list.title')}
        filters={filters}
        actions={<ColumnsToolbar />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
      >
        <RecordTable
          label={translate('resources.loans.list.title')}
          rowClick={(id) => loanPath(Number(id))}
          hiddenColumns={HIDDEN_BY_DEFAULT}
          emptyLabel={messageKey('resources.loans.list.empty')}
        >
          <DataTable.Col source="loanNumber" />
          <DataTable.Col source="customerName" disableSort />
          <DataTable.Col
            source="status"
            render={(loan: LoanListRecord) => (
              <LoanStandingChips status={loan.status} depositStatus={loan.depositStatus} />
            )}
          />
          <DataTable.Col source="amount" align="right" render={(loan: LoanListRecord) => formatCad(loan.amount)} />
          <DataTable.Col
            source="balance"
            align="right"
            disableSort
            render={(loan: LoanListRecord) => formatCad(loan.balance)}
          />
          <DataTable.Col
            source="totalOwing"
            align="right"
            disableSort
            render={(loan: LoanListRecord) => formatCad(loan.totalOwing)}
          />
          <DataTable.Col
            source="paymentProvider"
            disableSort
            render={(loan: LoanListRecord) => translate(memberKey('resources.loans.provider', loan.paymentProvider))}
          />
          <DataTable.Col source="agentName" disableSort />
          <DataTable.Col source="startDate" disableSort />
          <DataTable.Col source="createdAt" render={(loan: LoanListRecord) => <DayAndTime value={loan.createdAt} />} />
        </RecordTable>
      </List>
    </Box>
  );
}
