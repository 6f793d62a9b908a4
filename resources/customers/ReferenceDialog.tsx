import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SaveButton, SelectInput, TextInput, useCreate, useNotify, useUpdate } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import { customerReferenceBody } from '../../domain/customers';
import type { ReferenceInput } from '../../providers/customerActions';
import type { CustomerReference } from '../../providers/customerWire';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { zodFormResolver } from '../common/zodFormResolver';
import { useCustomerChoices } from './useCustomerChoices';

interface Props {
  customerId: number;
  /** The reference to edit, as last loaded; none to add one. */
  reference?: CustomerReference;
  onClose: () => void;
  reload: () => Promise<unknown>;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'relationship'] as const;
const inputOf = (values: Partial<ReferenceInput>) =>
  Object.fromEntries(
    FIELDS.map((field) => [field, values[field] === '' ? null : values[field]]),
  ) as unknown as ReferenceInput;
const resolver = zodFormResolver(customerReferenceBody, inputOf);
const label = keysIn('resources.customers.references.fields');

/** Adds or edits a reference (spec §3: a person and their relationship to the customer). */
export function ReferenceDialog({ customerId, reference, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { relationships } = useCustomerChoices();
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const [initial] = useState(() => reference ?? { relationship: 'FRIEND' });

  const [create, { isPending: creating }] = useCreate<CustomerReference>();
  const [update, { isPending: updating }] = useUpdate<CustomerReference>();
  const options = {
    onSuccess: async () => {
      notify(messageKey('messages.REFERENCE_SAVED'), { type: 'success' });
      await reload();
      onClose();
    },
    onError,
  };
  const save = (values: Partial<ReferenceInput>) =>
    reference
      ? update(
          'customer-references',
          { id: reference.id, data: { ...inputOf(values), version: reference.version }, previousData: reference },
          options,
        )
      : create('customer-references', { data: { ...inputOf(values), customerId } }, options);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reference-dialog-title">
      <Form<Partial<ReferenceInput>>
        record={initial}
        resolver={resolver}
        onSubmit={(values: Partial<ReferenceInput>) => save(values)}
      >
        <DialogTitle id="reference-dialog-title">
          {translate(
            reference
              ? messageKey('resources.customers.references.edit')
              : messageKey('resources.customers.references.add'),
          )}
        </DialogTitle>
        <DialogContent>
          {stale && (
            <StaleVersionAlert
              onUpdate={async () => {
                await reload();
                setStale(false);
              }}
            />
          )}
          <TextInput source="firstName" label={label('firstName')} isRequired fullWidth />
          <TextInput source="lastName" label={label('lastName')} isRequired fullWidth />
          <SelectInput
            source="relationship"
            label={label('relationship')}
            choices={relationships}
            isRequired
            fullWidth
          />
          <TextInput source="phone" label={label('phone')} type="tel" fullWidth />
          <TextInput source="email" label={label('email')} type="email" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable disabled={creating || updating} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
