import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, ListBase, useCanAccess } from 'react-admin';
import { useTranslate, memberKey, messageKey } from '../../providers/translation';
import { formatCad } from '../../providers/formatters';
import type { LoanListRecord } from '../../providers/loanWire';
import { EmptyState } from '../common/EmptyState';
import { LoanStandingChips } from '../loans/LoanStatusChip';
import { loanPath } from '../loans/loanPaths';
import { SIDEWAYS_SCROLL } from '../loans/sidewaysScroll';
import { KeyboardDataTableBody } from '../common/dataTable/KeyboardDataTableBody';
import { LIST_ROWS } from '../common/dataTable/RecordTable';

/** The new-loan dialog brings the loan engine: downloaded when an agent opens it. */
const NewLoanDialog = lazy(() =>
  import('../loans/NewLoanDialog').then((module) => ({ default: module.NewLoanDialog })),
);

interface Props {
  customerId: number;
  /** A merged profile's loans are shown; new ones go on the profile it was merged into. */
  canCreate: boolean;
}

/** Spec §2's loans tab: the customer's loans (a row opens the loan), and a new loan from an accepted request. */
export function CustomerLoansTab({ customerId, canCreate }: Props) {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const { canAccess: mayCreate } = useCanAccess({ resource: 'loans', action: 'create' });
  const { canAccess: mayList } = useCanAccess({ resource: 'loans', action: 'list' });
  if (mayList === false) return <EmptyState label={messageKey('pages.accessDenied')} />;

  return (
    <Box sx={{ p: 2 }}>
      {canCreate && mayCreate && (
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 1 }}>
          {translate('resources.loans.customerTab.newLoan')}
        </Button>
      )}
      {mayList && (
        <Box sx={SIDEWAYS_SCROLL}>
          <ListBase<LoanListRecord>
            queryOptions={LIST_ROWS}
            resource="loans"
            filter={{ customerId }}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={100}
            disableSyncWithLocation
            storeKey={false}
          >
            <DataTable<LoanListRecord>
              aria-label={translate('resources.customers.tabs.loans')}
              rowClick={(id) => loanPath(Number(id))}
              body={KeyboardDataTableBody}
              bulkActionButtons={false}
              empty={<EmptyState label={messageKey('resources.customers.loans.empty')} />}
            >
              <DataTable.Col source="loanNumber" />
              <DataTable.Col source="amount" render={(loan) => formatCad(loan.amount)} />
              <DataTable.Col
                source="status"
                render={(loan) => <LoanStandingChips status={loan.status} depositStatus={loan.depositStatus} />}
              />
              <DataTable.Col source="totalOwing" disableSort render={(loan) => formatCad(loan.totalOwing)} />
              <DataTable.Col
                source="frequency"
                disableSort
                render={(loan) => translate(memberKey('resources.loans.frequency', loan.frequency))}
              />
              <DataTable.Col source="startDate" disableSort />
              <DataTable.Col source="endDate" disableSort />
            </DataTable>
          </ListBase>
        </Box>
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewLoanDialog customerId={customerId} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Box>
  );
}
