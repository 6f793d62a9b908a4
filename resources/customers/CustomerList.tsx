import { Box, Button, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router-dom';
import { ColumnsButton, DataTable, List, TopToolbar, useCanAccess } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerBase } from './customerPaths';
import { useCustomerSearchInputs } from './CustomerSearchInputs';
import { CustomerStatusChip } from './CustomerStatusChip';
import { LIST_ROWS, RecordTable } from '../common/dataTable/RecordTable';

/** Who and how to reach them fit 1280 px; where they live and when the file was made are a click away. */
const HIDDEN_BY_DEFAULT = ['homePhone', 'city', 'province', 'createdAt'];

function ListActions() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'create' });
  return (
    <TopToolbar>
      <ColumnsButton />
      {canAccess && (
        <Button component={Link} to="/apps/customers/create" startIcon={<PersonAddIcon />}>
          {translate('resources.customers.create.title')}
        </Button>
      )}
    </TopToolbar>
  );
}

/** /apps/customers/all (and /apps/contacts/all): the customers, searched as spec §2 says. */
export function CustomerList({ base = '/apps/customers' }: { base?: CustomerBase }) {
  const translate = useTranslate();
  const filters = useCustomerSearchInputs();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.customers.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('search.hint')}
      </Typography>
      <List<CustomerRecord>
        queryOptions={LIST_ROWS}
        resource="customers"
        title={messageKey('resources.customers.title')}
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        empty={false}
      >
        <RecordTable
          label={translate('resources.customers.title')}
          rowClick={(id) => `${base}/${id}`}
          hiddenColumns={HIDDEN_BY_DEFAULT}
          emptyLabel={messageKey('resources.customers.empty')}
        >
          <DataTable.Col source="customerNumber" />
          <DataTable.Col source="lastName" />
          <DataTable.Col source="firstName" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="homePhone" disableSort />
          <DataTable.Col source="cellPhone" disableSort />
          <DataTable.Col source="city" disableSort />
          <DataTable.Col source="province" disableSort />
          <DataTable.Col
            source="status"
            disableSort
            render={(customer: CustomerRecord) => <CustomerStatusChip status={customer.status} />}
          />
          <DataTable.Col source="createdAt" render={(customer: CustomerRecord) => formatDateTime(customer.createdAt)} />
        </RecordTable>
      </List>
    </Box>
  );
}
