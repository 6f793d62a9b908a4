import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import PersonIcon from '@mui/icons-material/Person';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Link } from 'react-router-dom';
import { Loading, ShowBase, Title, useCanAccess, useShowContext } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { RequestEditForm } from './RequestEditForm';
import { RequestHistory } from './RequestHistory';
import { RequestIbvButton } from './RequestIbvButton';
import { RequestStatusActions } from './RequestStatusActions';
import { RequestStatusChip } from './RequestStatusChip';
import { RequestSummary } from './RequestSummary';

const NewLoanDialog = lazy(() =>
  import('../loans/NewLoanDialog').then((module) => ({ default: module.NewLoanDialog })),
);

function RequestDetailView() {
  const translate = useTranslate();
  const { record: request, refetch, isPending } = useShowContext<LoanRequestRecord>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'requests', action: 'edit' });
  const { canAccess: canLend } = useCanAccess({ resource: 'loans', action: 'create' });
  const [lending, setLending] = useState(false);
  if (isPending || !request) return <Loading />;
  // An accepted request is waiting for its loan: the next step is here, on the amount it was approved for.
  const awaitsLoan = request.status === 'ACCEPTED' && request.loanId === null && canLend === true;
  const heading = translate('resources.requests.detailTitle', { id: request.id, name: request.fullName });

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={heading} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <RequestStatusChip status={request.status} />
        <Box sx={{ flex: 1 }} />
        <Button
          component={Link}
          to={`/apps/customers/detail/${request.customerId}/${request.id}`}
          startIcon={<PersonIcon />}
        >
          {translate('resources.requests.actions.openCustomer')}
        </Button>
        {request.loanId !== null && (
          <Button component={Link} to={`/apps/loans/${request.loanId}`} startIcon={<RequestQuoteIcon />}>
            {translate('resources.requests.actions.openLoan', { number: request.loanNumber })}
          </Button>
        )}
        {awaitsLoan && (
          <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setLending(true)}>
            {translate('resources.requests.actions.createLoan')}
          </Button>
        )}
        {canEdit && <RequestIbvButton request={request} reload={refetch} />}
        {canEdit && <RequestStatusActions request={request} reload={refetch} />}
      </Box>
      {request.status === 'DUPLICATE' && (
        <Alert severity="warning" data-testid="duplicate-flag">
          {translate('resources.requests.duplicateFlag')}{' '}
          {request.duplicateOfCustomerId && (
            <Link to={`/apps/customers/${request.duplicateOfCustomerId}?tab=merge`}>
              {translate('resources.requests.actions.openDuplicate', { number: request.duplicateOfCustomerNumber })}
            </Link>
          )}
        </Alert>
      )}
      <Card>
        <CardContent>
          <RequestSummary request={request} />
        </CardContent>
      </Card>
      {canEdit && (
        <Card>
          <RequestEditForm requestId={request.id} />
        </Card>
      )}
      <Card>
        <RequestHistory requestId={request.id} />
      </Card>
      {lending && (
        <Suspense fallback={null}>
          <NewLoanDialog customerId={request.customerId} requestId={request.id} onClose={() => setLending(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** /apps/requests/:id (spec §2): one loan request, its status changes and its history. */
export function RequestDetail() {
  return (
    <ShowBase<LoanRequestRecord> resource="requests" queryOptions={{ refetchOnWindowFocus: false }}>
      <RequestDetailView />
    </ShowBase>
  );
}
