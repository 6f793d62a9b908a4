import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, SaveButton, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { customerReferenceBody } from '../../domain/customers';
import type { ReferenceInput } from '../../providers/customerActions';
import type { CustomerReference } from '../../providers/customerWire';
import { useVersionedSaveErrors } from '../common/useVersionedSaveErrors';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
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
const label = (field: string) => `resources.customers.references.fields.${field}`;

/** Adds or edits a reference (spec §3: a person and their relationship to the customer). */
export function ReferenceDialog({ customerId, reference, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const { relationships } = useCustomerChoices();
  const { stale, setStale, onError } = useVersionedSaveErrors();
  const [initial] = useState(() => reference ?? { relationship: 'FRIEND' });

  const save = useMutation({
    mutationFn: (values: Partial<ReferenceInput>) =>
      reference
        ? dataProvider.updateCustomerReference(customerId, reference.id, {
            ...inputOf(values),
            version: reference.version,
          })
        : dataProvider.addCustomerReference(customerId, inputOf(values)),
    onSuccess: async () => {
      notify('messages.REFERENCE_SAVED', { type: 'success' });
      await reload();
      onClose();
    },
    onError,
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reference-dialog-title">
      <Form<Partial<ReferenceInput>>
        record={initial}
        resolver={resolver}
        onSubmit={(values: Partial<ReferenceInput>) => save.mutate(values)}
      >
        <DialogTitle id="reference-dialog-title">
          {translate(reference ? 'resources.customers.references.edit' : 'resources.customers.references.add')}
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
          <SaveButton alwaysEnable disabled={save.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
