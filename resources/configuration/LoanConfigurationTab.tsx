import { Alert, Box, CardContent, CircularProgress } from '@mui/material';
import { ResourceContextProvider, useCanAccess } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { FeeHistory } from './FeeHistory';
import { LoanConfigurationForm } from './LoanConfigurationForm';
import { useLoanConfiguration } from './useLoanConfiguration';

/** The loan tab: the terms new loans are offered, then the fee history. Read-only without update on configuration. */
export function LoanConfigurationTab() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const configuration = useLoanConfiguration();
  const { canAccess: canUpdate = false } = useCanAccess({ resource: 'configuration', action: 'update' });

  if (configuration.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.configuration.loan.loading')} />
      </Box>
    );
  }
  if (configuration.isError) {
    return (
      <CardContent>
        <Alert severity="error">{errorText(configuration.error)}</Alert>
      </CardContent>
    );
  }
  const record = configuration.data;
  // The inputs of react-admin (the matrix's iterator) name their resource.
  return (
    <ResourceContextProvider value="configuration">
      <CardContent>
        {!canUpdate && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.configuration.loan.readOnly')}
          </Alert>
        )}
        <LoanConfigurationForm
          record={record}
          readOnly={!canUpdate}
          onSaved={configuration.replace}
          onReload={async () => {
            await configuration.refetch();
          }}
        />
        <FeeHistory record={record} readOnly={!canUpdate} onAdded={configuration.replace} />
      </CardContent>
    </ResourceContextProvider>
  );
}
