import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, SaveButton, SelectInput, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import { createRequestBody } from '../../domain/requests';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { useApiErrorText } from '../common/apiErrors';
import { MoneyInput } from '../common/MoneyInput';
import { zodFormResolver } from '../common/zodFormResolver';
import { useRequestChoices } from './useRequestChoices';

interface Props {
  customerId: number;
  open: boolean;
  onClose: () => void;
}

interface NewRequestValues {
  requestedAmountCents: number | null;
  origin: 'INTERNAL' | 'EXTERNAL';
  ibvStatus: 'NOT_SENT' | 'SENT' | 'COMPLETED' | 'FAILED';
}

/** A new loan request for an existing customer, as agents make them (origin internal by default). */
export function RequestCreateDialog({ customerId, open, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const { origins, ibvStatuses } = useRequestChoices();
  const payloadOf = (values: NewRequestValues) => ({
    customerId,
    ...values,
    requestedAmountCents: values.requestedAmountCents ?? undefined,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="request-create-title">
      <CreateBase<LoanRequestRecord>
        resource="requests"
        redirect={false}
        transform={(values: NewRequestValues) => payloadOf(values)}
        mutationOptions={{
          onSuccess: async () => {
            notify(messageKey('messages.REQUEST_CREATED'), { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: ['requests'] });
            onClose();
          },
          onError: (error) => notify(errorText(error), { type: 'error' }),
        }}
      >
        <Form<NewRequestValues>
          defaultValues={{ requestedAmountCents: null, origin: 'INTERNAL', ibvStatus: 'NOT_SENT' }}
          resolver={zodFormResolver(createRequestBody, payloadOf)}
        >
          <DialogTitle id="request-create-title">{translate('resources.requests.create.title')}</DialogTitle>
          <DialogContent>
            <MoneyInput source="requestedAmountCents" isRequired fullWidth />
            <SelectInput source="origin" choices={origins} fullWidth />
            <SelectInput source="ibvStatus" choices={ibvStatuses} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={messageKey('resources.requests.create.submit')} alwaysEnable />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
