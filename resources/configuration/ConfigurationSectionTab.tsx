import type { ReactNode } from 'react';
import { Alert, Box, CardContent, CircularProgress } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';

interface Props<T> {
  /** i18n keys of the section: `${words}.loading` and `${words}.readOnly`. */
  words: 'resources.portalConfiguration' | 'resources.generalSettings';
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  children: (record: T, readOnly: boolean) => ReactNode;
}

/** A tab of the configuration: a spinner while it loads, its error, or its form (read-only without update on configuration). */
export function ConfigurationSectionTab<T>({ words, query, children }: Props<T>) {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { canAccess: canUpdate = false } = useCanAccess({ resource: 'configuration', action: 'update' });
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate(`${words}.loading`)} />
      </Box>
    );
  }
  if (query.isError || !query.data) {
    return (
      <CardContent>
        <Alert severity="error">{errorText(query.error)}</Alert>
      </CardContent>
    );
  }
  return (
    <CardContent>
      {!canUpdate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${words}.readOnly`)}
        </Alert>
      )}
      {children(query.data, !canUpdate)}
    </CardContent>
  );
}
