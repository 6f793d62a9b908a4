import { Box, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { canDeactivateApiKey, type ApiKeyRecord } from '../../domain/apiKeys';
import { formatDateTime } from '../../providers/formatters';
import { EmptyState } from '../common/EmptyState';
import { ApiKeyStatusChip } from './ApiKeyStatusChip';
import { DeactivateApiKeyButton } from './DeactivateApiKeyButton';

/** Every key, newest first: its name, the start of its value, status, creation and last use. */
export function ApiKeyList() {
  const translate = useTranslate();
  return (
    <ListBase<ApiKeyRecord>
      resource="api-keys"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
    >
      <DataTable<ApiKeyRecord>
        aria-label={translate('resources.api-keys.title')}
        resource="api-keys"
        rowClick={false}
        bulkActionButtons={false}
        empty={<EmptyState label={messageKey('resources.api-keys.empty')} />}
        sx={{ '& .RaDataTable-table': { minWidth: 720 } }}
      >
        <DataTable.Col source="name" />
        <DataTable.Col
          source="prefix"
          disableSort
          render={(key: ApiKeyRecord) => (
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {key.prefix}…
            </Typography>
          )}
        />
        <DataTable.Col source="status" render={(key: ApiKeyRecord) => <ApiKeyStatusChip status={key.status} />} />
        <DataTable.Col source="createdAt" render={(key: ApiKeyRecord) => formatDateTime(key.createdAt)} />
        <DataTable.Col source="createdByName" disableSort />
        <DataTable.Col
          source="lastUsedAt"
          render={(key: ApiKeyRecord) =>
            key.lastUsedAt ? formatDateTime(key.lastUsedAt) : translate('resources.api-keys.neverUsed')
          }
        />
        <DataTable.Col source="deactivatedAt" render={(key: ApiKeyRecord) => formatDateTime(key.deactivatedAt)} />
        <DataTable.Col
          label={messageKey('resources.api-keys.actions')}
          render={(key: ApiKeyRecord) => (canDeactivateApiKey(key) ? <DeactivateApiKeyButton apiKey={key} /> : null)}
        />
      </DataTable>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </Box>
    </ListBase>
  );
}
