import { useId } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import {
  API_KEY_NAME_MAX_LENGTH,
  createApiKeyBody,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../domain/apiKeys';
import { FormDialogActions } from '../common/FormDialogActions';
import { useFormDialogSubmit } from '../common/useFormDialogSubmit';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { zodFormResolver } from '../common/zodFormResolver';

interface Props {
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}

interface Values {
  name: string;
}

const resolver = zodFormResolver<Values>(createApiKeyBody, (values) => values);

/** A name, then the server makes the key; a name already used shows the spec's message on the field (§5). */
export function ApiKeyCreateDialog({ onClose, onCreated }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useGuichetDataProvider();
  const create = useMutation({ mutationFn: (input: CreateApiKeyInput) => dataProvider.createApiKey(input) });

  const submit = useFormDialogSubmit(
    (values: Values) => create.mutateAsync(createApiKeyBody.parse(values)),
    messageKey('messages.API_KEY_CREATED'),
    onCreated,
    onClose,
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Form
        record={{ name: '' }}
        resolver={resolver as unknown as Resolver<FieldValues>}
        onSubmit={submit as SubmitHandler<FieldValues>}
      >
        <DialogTitle id={titleId}>{translate('resources.api-keys.create.title')}</DialogTitle>
        <DialogContent>
          <TextInput
            source="name"
            resource="api-keys"
            fullWidth
            autoFocus
            isRequired
            helperText={messageKey('resources.api-keys.create.help')}
            slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitLabel={messageKey('resources.api-keys.create.submit')} />
      </Form>
    </Dialog>
  );
}
