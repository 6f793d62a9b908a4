import { useState } from 'react';
import { Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useCanAccess, useGetList } from 'react-admin';
import { useTranslate, inGroup, type GroupIn, messageKey } from '../../providers/translation';
import { formatCad, formatDateTime } from '../../providers/formatters';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { RequestCreateDialog } from '../requests/RequestCreateDialog';
import { RequestStatusChip } from '../requests/RequestStatusChip';
import { RequestSummary } from '../requests/RequestSummary';

interface Props {
  customerId: number;
  /** The request a …/detail/{customerId}/{requestId} URL puts in view. */
  requestId?: number;
  merged: boolean;
}

/** Spec §2's global requests tab: this customer's loan requests; agents start a new one from here. */
const memberOfRequests = inGroup('resources.requests');

export function CustomerRequestsTab({ customerId, requestId, merged }: Props) {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const { canAccess: canCreate } = useCanAccess({ resource: 'requests', action: 'create' });
  const { data = [], isPending } = useGetList<LoanRequestRecord>('requests', {
    filter: { customerId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 200 },
  });
  const inView = data.find((request) => request.id === requestId);
  const label = (group: GroupIn<'resources.requests'>, value: string) => translate(memberOfRequests(group, value));

  const columns: DataTableColumn<LoanRequestRecord>[] = [
    {
      field: 'id',
      label: messageKey('resources.requests.fields.id'),
      render: (r) => (
        <MuiLink component={Link} to={`/apps/requests/${r.id}`}>
          {r.id}
        </MuiLink>
      ),
    },
    {
      field: 'createdAt',
      label: messageKey('resources.requests.fields.createdAt'),
      text: (r) => formatDateTime(r.createdAt),
    },
    {
      field: 'status',
      label: messageKey('resources.requests.fields.status'),
      text: (r) => label('status', r.status),
      render: (r) => <RequestStatusChip status={r.status} />,
    },
    {
      field: 'requestedAmountCents',
      label: messageKey('resources.requests.fields.requestedAmountCents'),
      text: (r) => formatCad(r.requestedAmountCents),
    },
    {
      field: 'approvedAmountCents',
      label: messageKey('resources.requests.fields.approvedAmountCents'),
      text: (r) => formatCad(r.approvedAmountCents),
    },
    { field: 'origin', label: messageKey('resources.requests.fields.origin'), text: (r) => label('origin', r.origin) },
    {
      field: 'ibvStatus',
      label: messageKey('resources.requests.fields.ibvStatus'),
      text: (r) => label('ibvStatus', r.ibvStatus),
    },
  ];

  return (
    <Box sx={{ p: 2 }}>
      {inView && (
        <Card variant="outlined" sx={{ mb: 2 }} data-testid="request-in-view">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              <MuiLink component={Link} to={`/apps/requests/${inView.id}`}>
                {translate('resources.requests.detailTitle', { id: inView.id, name: inView.fullName })}
              </MuiLink>
            </Typography>
            <RequestSummary request={inView} />
          </CardContent>
        </Card>
      )}
      {canCreate && !merged && (
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 1 }}>
          {translate('resources.requests.create.title')}
        </Button>
      )}
      <FilterableDataTable
        label={messageKey('resources.customers.tabs.requests')}
        rows={data}
        columns={columns}
        rowKey={(r) => r.id}
        emptyLabel={messageKey('resources.requests.empty')}
        loading={isPending}
      />
      {creating && <RequestCreateDialog customerId={customerId} open onClose={() => setCreating(false)} />}
    </Box>
  );
}
