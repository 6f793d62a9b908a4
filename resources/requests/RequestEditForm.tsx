import { Box, Typography } from '@mui/material';
import { EditBase, SaveButton, SelectInput, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import { updateRequestBody } from '../../domain/requests';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { CleanAfterSave, useSaveCount } from '../common/CleanAfterSave';
import { EditStaleVersionAlert } from '../common/EditStaleVersionAlert';
import { MoneyInput } from '../common/MoneyInput';
import { zodFormResolver } from '../common/zodFormResolver';
import { useRequestChoices } from './useRequestChoices';

const KEEP_TYPED = { keepDirtyValues: true } as const;
const payloadOf = (values: Partial<LoanRequestRecord>) => ({
  requestedAmountCents: values.requestedAmountCents,
  origin: values.origin,
  ibvStatus: values.ibvStatus,
  version: values.version,
});
const resolver = zodFormResolver(updateRequestBody, payloadOf);

/** A request's own fields an agent edits: the amount asked (in dollars), its origin, its IBV status. */
export function RequestEditForm({ requestId }: { requestId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { origins, ibvStatuses } = useRequestChoices();
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const { saves, countSave } = useSaveCount();

  return (
    <EditBase<LoanRequestRecord>
      resource="requests"
      id={requestId}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ refetchOnWindowFocus: false }}
      transform={payloadOf}
      mutationOptions={{
        onSuccess: () => {
          setStale(false);
          countSave();
          notify(messageKey('messages.REQUEST_SAVED'), { type: 'success' });
        },
        onError,
      }}
    >
      <Form resolver={resolver} resetOptions={KEEP_TYPED} warnWhenUnsavedChanges>
        <CleanAfterSave saves={saves} />
        <Box sx={{ p: 2 }}>
          <EditStaleVersionAlert stale={stale} onUpdated={() => setStale(false)} />
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.requests.editTitle')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              columnGap: 2,
              alignItems: 'start',
            }}
          >
            <MoneyInput source="requestedAmountCents" isRequired />
            <SelectInput source="origin" choices={origins} />
            <SelectInput source="ibvStatus" choices={ibvStatuses} />
          </Box>
          <SaveButton />
        </Box>
      </Form>
    </EditBase>
  );
}
