import { useState } from 'react';
import { Box, Card, Stack, Tab, Tabs } from '@mui/material';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Loading, ShowBase, Title, useCanAccess, useShowContext } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';
import { CustomerBasicReadOnly, CustomerBasicTab } from './CustomerBasicTab';
import { CustomerCommentsTab } from './CustomerCommentsTab';
import { CustomerCreditCheckTab } from './CustomerCreditCheckTab';
import { CustomerDocumentsTab } from './CustomerDocumentsTab';
import { CustomerHeader } from './CustomerHeader';
import { CustomerHistoryTab } from './CustomerHistoryTab';
import { CustomerLoansTab } from './CustomerLoansTab';
import { CustomerMergeTab } from './CustomerMergeTab';
import { CustomerReferencesTab } from './CustomerReferencesTab';
import { CustomerRequestsTab } from './CustomerRequestsTab';
import { CUSTOMER_TABS, initialTab, type CustomerTab } from './customerPaths';
import { useMergeLock } from './useMergeLock';

interface ViewProps {
  requestId?: number;
  handle?: string;
}

function CustomerDetailView({ requestId, handle }: ViewProps) {
  const translate = useTranslate();
  const { record: customer, refetch } = useShowContext<CustomerRecord>();
  const [searchParams, setSearchParams] = useSearchParams();
  const { canAccess: canEdit, isPending: checkingAccess } = useCanAccess({ resource: 'customers', action: 'edit' });
  const { lock, mine } = useMergeLock(customer?.id ?? 0, customer?.mergeLock ?? null);
  const [mergeStale, setMergeStale] = useState(false);
  if (!customer || checkingAccess) return <Loading />;

  const tab = initialTab(searchParams.get('tab'), requestId === undefined ? undefined : String(requestId), handle);
  const openTab = (next: CustomerTab) => setSearchParams(next === 'basic' ? {} : { tab: next }, { replace: true });
  const editable = Boolean(canEdit) && customer.status !== 'MERGED';

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={customer.fullName} />
      <CustomerHeader customer={customer} lock={lock} mine={mine} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: CustomerTab) => openTab(next)}
          aria-label={translate('resources.customers.tabs.label')}
          // Every tab in sight at any width: they wrap onto a second line rather than hide behind a
          // scroll arrow (the last two did at 1280 px). The chosen one is underlined itself, as the
          // sliding indicator only knows one line.
          sx={{
            '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
            '& .MuiTabs-indicator': { display: 'none' },
            '& .MuiTab-root': {
              textTransform: 'none',
              minWidth: 0,
              px: 1.5,
              borderBottom: 2,
              borderColor: 'transparent',
            },
            '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
          }}
        >
          {CUSTOMER_TABS.map((name) => (
            <Tab key={name} value={name} label={translate(`resources.customers.tabs.${name}`)} />
          ))}
        </Tabs>
        {/* The form stays mounted behind the other tabs: what the agent typed survives a look at them. */}
        <Box hidden={tab !== 'basic'} role="tabpanel">
          {canEdit ? <CustomerBasicTab customer={customer} /> : <CustomerBasicReadOnly customer={customer} />}
        </Box>
        {tab !== 'basic' && (
          <Box role="tabpanel">
            {tab === 'references' && <CustomerReferencesTab customerId={customer.id} canEdit={editable} />}
            {tab === 'loans' && <CustomerLoansTab customerId={customer.id} canCreate={editable} />}
            {tab === 'requests' && (
              <CustomerRequestsTab
                customerId={customer.id}
                requestId={requestId}
                merged={customer.status === 'MERGED'}
              />
            )}
            {tab === 'comments' && <CustomerCommentsTab customerId={customer.id} canEdit={editable} />}
            {tab === 'history' && <CustomerHistoryTab customerId={customer.id} />}
            {tab === 'documents' && <CustomerDocumentsTab customerId={customer.id} canEdit={editable} />}
            {tab === 'merge' && (
              <CustomerMergeTab
                customer={customer}
                canEdit={Boolean(canEdit)}
                stale={mergeStale}
                onStale={() => setMergeStale(true)}
                onUpdate={async () => {
                  await refetch();
                  setMergeStale(false);
                }}
              />
            )}
            {tab === 'creditCheck' && <CustomerCreditCheckTab customerId={customer.id} canEdit={editable} />}
          </Box>
        )}
      </Card>
    </Stack>
  );
}

const positiveId = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/**
 * A customer with the tabs of spec §2. Opened as /apps/customers/:id (and /apps/contacts/:id), or as
 * /apps/customers/detail/{customerId}/{requestId?}/{customerHandle?} with that request in view.
 */
export function CustomerDetail() {
  const params = useParams<{ id?: string; customerId?: string; requestId?: string; customerHandle?: string }>();
  const id = positiveId(params.id ?? params.customerId);
  if (id === undefined) return <Navigate to="/pages/errors/error-404" replace />;
  return (
    <ShowBase<CustomerRecord> resource="customers" id={id} queryOptions={{ refetchOnWindowFocus: false }}>
      <CustomerDetailView requestId={positiveId(params.requestId)} handle={params.customerHandle} />
    </ShowBase>
  );
}
