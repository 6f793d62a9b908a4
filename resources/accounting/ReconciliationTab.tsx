import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { BooleanInput, DataTable, List, SelectInput, TopToolbar, useCanAccess } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_PROVIDERS } from '../../domain/loanStatuses';
import { PROVIDER_DAY_STATUSES, type ProviderDayRecord } from '../../domain/reconciliation';
import { formatCad, formatDate } from '../../providers/formatters';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { providerDayPath } from './booksClosePaths';
import { TakeStatementDialog } from './TakeStatementDialog';

const FIELDS = messageGroup('resources.accounting/provider-days.fields');
const STATUSES = messageGroup('resources.reconciliation.statuses');
const PROVIDERS = messageGroup('resources.loans.provider');

/**
 * The providers' days whose statements were taken, newest first: what Guichet expected against what
 * the provider reported, and what is left to resolve. A day opens on its differences.
 */
export function ReconciliationTab() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: canKeep = false } = useCanAccess({ resource: 'accounting', action: 'manage' });
  const [taking, setTaking] = useState(false);
  const providerName = (provider: string) => translate(memberKey(PROVIDERS, provider));
  const filters = [
    <SelectInput
      key="provider"
      source="provider"
      label={memberKey(FIELDS, 'provider')}
      alwaysOn
      choices={PAYMENT_PROVIDERS.map((provider) => ({ id: provider, name: providerName(provider) }))}
    />,
    <SelectInput
      key="status"
      source="status"
      label={memberKey(FIELDS, 'status')}
      alwaysOn
      choices={PROVIDER_DAY_STATUSES.map((status) => ({ id: status, name: translate(memberKey(STATUSES, status)) }))}
    />,
    <LocalizedDateInput key="from" source="from" label={memberKey(FIELDS, 'from')} alwaysOn helperText={false} />,
    <LocalizedDateInput key="to" source="to" label={memberKey(FIELDS, 'to')} alwaysOn helperText={false} />,
    <BooleanInput key="moved" source="moved" label={memberKey(FIELDS, 'moved')} alwaysOn helperText={false} />,
  ];
  return (
    <>
      <List<ProviderDayRecord>
        resource="accounting/provider-days"
        title={false}
        filters={filters}
        // A provider's quiet days (a weekend, a holiday) are reconciled by themselves: hidden unless asked for.
        filterDefaultValues={{ moved: true }}
        actions={
          <TopToolbar>
            {canKeep && (
              <Button variant="outlined" onClick={() => setTaking(true)}>
                {translate('resources.reconciliation.take.title')}
              </Button>
            )}
          </TopToolbar>
        }
        sort={{ field: 'day', order: 'DESC' }}
        perPage={50}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        storeKey="accounting.providerDays"
        sx={{ px: 2, '& .RaList-main': { mt: 0 } }}
      >
        <RecordTable
          label={translate('resources.accounting/provider-days.name', { smart_count: 2 })}
          emptyLabel={messageKey('resources.accounting/provider-days.empty')}
          rowClick={(_id, _resource, record) => {
            const day = record as ProviderDayRecord;
            return providerDayPath(day.provider, day.day);
          }}
        >
          <DataTable.Col
            source="day"
            label={memberKey(FIELDS, 'day')}
            cellSx={ONE_LINE}
            render={(day: ProviderDayRecord) => formatDate(day.day)}
          />
          <DataTable.Col
            source="provider"
            label={memberKey(FIELDS, 'provider')}
            disableSort
            render={(day: ProviderDayRecord) => providerName(day.provider)}
          />
          <DataTable.Col
            source="status"
            label={memberKey(FIELDS, 'status')}
            disableSort
            render={(day: ProviderDayRecord) => (
              <Chip
                size="small"
                color={day.status === 'RECONCILED' ? 'success' : 'warning'}
                variant={day.status === 'RECONCILED' ? 'outlined' : 'filled'}
                label={translate(memberKey(STATUSES, day.status))}
              />
            )}
          />
          <DataTable.Col
            source="expectedItems"
            label={memberKey(FIELDS, 'items')}
            disableSort
            align="right"
            cellSx={ONE_LINE}
            render={(day: ProviderDayRecord) => `${day.expectedItems} / ${day.reportedItems}`}
          />
          {(['expected', 'reported', 'serviceFees', 'transferred'] as const).map((figure) => (
            <DataTable.Col
              key={figure}
              source={`${figure}Cents`}
              label={memberKey(FIELDS, figure)}
              disableSort
              align="right"
              cellSx={ONE_LINE}
              render={(day: ProviderDayRecord) => formatCad(day[`${figure}Cents`])}
            />
          ))}
          <DataTable.Col source="unresolved" label={memberKey(FIELDS, 'unresolved')} disableSort align="right" />
        </RecordTable>
      </List>
      {taking && (
        <TakeStatementDialog
          onClose={() => setTaking(false)}
          onTaken={(day) => {
            setTaking(false);
            navigate(providerDayPath(day.provider, day.day));
          }}
        />
      )}
    </>
  );
}
