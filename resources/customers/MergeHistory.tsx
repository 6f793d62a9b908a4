import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { Link } from 'react-router-dom';
import { useGetMany } from 'react-admin';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerMerge, CustomerRecord } from '../../providers/customerWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useCustomerTabQuery } from './useCustomerTabQuery';

interface Props {
  customer: CustomerRecord;
  disabled: boolean;
  onUnmerge: (other: { id: number; fullName: string }) => void;
}

const label = keysIn('resources.customers.merge.fields');

/** The merges this profile took part in; the latest merge into it can be undone from here. */
export function MergeHistory({ customer, disabled, onUnmerge }: Props) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data = [], isPending } = useCustomerTabQuery(customer.id, 'merges', () =>
    dataProvider.customerMerges(customer.id),
  );
  const ids = [...new Set(data.flatMap((merge) => [merge.primaryId, merge.duplicateId]))];
  const { data: profiles = [] } = useGetMany<CustomerRecord>('customers', { ids }, { enabled: ids.length > 0 });
  const nameOf = (id: number) => profiles.find((profile) => profile.id === id)?.fullName ?? `#${id}`;
  const profileLink = (id: number) => (
    <MuiLink component={Link} to={`/apps/customers/${id}?tab=merge`}>
      {nameOf(id)}
    </MuiLink>
  );
  const movedCount = (merge: CustomerMerge) =>
    Object.values(merge.moved ?? {}).reduce((sum, ids) => sum + ids.length, 0);

  const columns: DataTableColumn<CustomerMerge>[] = [
    { field: 'mergedAt', label: label('mergedAt'), text: (m) => formatDateTime(m.mergedAt) },
    { field: 'kept', label: label('kept'), text: (m) => nameOf(m.primaryId), render: (m) => profileLink(m.primaryId) },
    {
      field: 'merged',
      label: label('merged'),
      text: (m) => nameOf(m.duplicateId),
      render: (m) => profileLink(m.duplicateId),
    },
    { field: 'moved', label: label('movedCount'), text: (m) => String(movedCount(m)) },
    { field: 'unmergedAt', label: label('unmergedAt'), text: (m) => formatDateTime(m.unmergedAt) },
    {
      field: 'actions',
      label: messageKey('resources.customers.actions.title'),
      filterable: false,
      render: (merge) =>
        merge.primaryId === customer.id && !merge.unmergedAt ? (
          <Button
            size="small"
            startIcon={<UndoIcon />}
            disabled={disabled}
            onClick={() => onUnmerge({ id: merge.duplicateId, fullName: nameOf(merge.duplicateId) })}
          >
            {translate('resources.customers.merge.unmerge')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.customers.merge.history')}
      </Typography>
      <FilterableDataTable
        label={messageKey('resources.customers.merge.history')}
        rows={data}
        columns={columns}
        rowKey={(m) => m.id}
        emptyLabel={messageKey('resources.customers.merge.noMerges')}
        loading={isPending}
      />
    </Box>
  );
}
