import { keysIn, messageKey } from '../../providers/translation';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useCustomerChoices } from './useCustomerChoices';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

const label = keysIn('resources.customers.documents.fields');

/** Spec §3's description of a document: its name, type, status, deposit date and associated loan. */
export function DocumentInputs() {
  const { documentTypes, documentStatuses } = useCustomerChoices();
  return (
    <>
      <SelectInput source="type" label={label('type')} choices={documentTypes} isRequired fullWidth />
      <SelectInput source="status" label={label('status')} choices={documentStatuses} isRequired fullWidth />
      <LocalizedDateInput source="depositDate" label={label('depositDate')} fullWidth />
      <NumberInput source="loanId" label={label('loanId')} fullWidth min={1} step={1} />
      <TextInput
        source="name"
        label={label('name')}
        fullWidth
        helperText={messageKey('resources.customers.documents.nameHelp')}
      />
    </>
  );
}

export interface DocumentFormValues {
  type?: string;
  status?: string;
  depositDate?: string | null;
  loanId?: number | null;
  name?: string | null;
}

const blank = (value: unknown) => value === '' || value === undefined || value === null;

/** The form's values as the API's fields: blanks left out on upload, sent as null on update. */
export function documentFields(values: DocumentFormValues, blankAs: null | undefined) {
  return {
    type: values.type,
    status: values.status,
    depositDate: blank(values.depositDate) ? blankAs : values.depositDate,
    loanId: blank(values.loanId) ? blankAs : values.loanId,
    name: blank(values.name) ? blankAs : values.name,
  };
}
