import { Alert, Box, Stack } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { Loading, ShowBase, Title, useShowContext } from 'react-admin';
import type { CollectionFileRecord } from '../../providers/collectionWire';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { CollectionFileFigures } from './CollectionFileFigures';
import { CollectionFileHeader } from './CollectionFileHeader';
import { CollectionHistory } from './CollectionHistory';
import { CollectionInfoForm } from './CollectionInfoForm';

const NOT_FOUND = '/pages/errors/error-404';

function CollectionFileScreen() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { record: file, error, isPending } = useShowContext<CollectionFileRecord>();
  // The list leaves its rows in the cache as a first answer: they lack the history and the pacing.
  if (isPending || (file && !('history' in file))) return <Loading />;
  if ((error as { status?: number } | null)?.status === 404) return <Navigate to={NOT_FOUND} replace />;
  if (!file)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorText(error)}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title
        title={translate('resources.collection-files.detailTitle', {
          id: file.id,
          name: `${file.firstName} ${file.lastName}`,
        })}
      />
      <CollectionFileHeader />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <CollectionFileFigures />
          <CollectionInfoForm />
        </Stack>
        <CollectionHistory />
      </Box>
    </Stack>
  );
}

/** /apps/collections/:id: one file whole — its arrears, the borrower, the agent's work on it, and its history. */
export function CollectionFileDetail({ id }: { id: number }) {
  return (
    <ShowBase<CollectionFileRecord>
      key={id}
      resource="collection-files"
      id={id}
      redirectOnError={false}
      queryOptions={{ refetchOnWindowFocus: false, onError: () => undefined }}
    >
      <CollectionFileScreen />
    </ShowBase>
  );
}
