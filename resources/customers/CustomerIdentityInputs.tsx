import { SelectInput, TextInput } from 'react-admin';
import { CustomerFormSection } from './CustomerFormSection';
import { CustomerSinInput } from './CustomerSinInput';
import { useCustomerChoices } from './useCustomerChoices';
import { messageKey } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

/** Spec §3's identity: status, names, gender, language, SIN, birth date, email, phones, fax. */
export function CustomerIdentityInputs() {
  const { statuses, genders, languages } = useCustomerChoices();
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.identity')}>
      <SelectInput source="status" choices={statuses} isRequired />
      <TextInput source="firstName" isRequired />
      <TextInput source="lastName" isRequired />
      <SelectInput source="gender" choices={genders} />
      <SelectInput source="language" choices={languages} isRequired />
      <CustomerSinInput />
      <LocalizedDateInput source="dateOfBirth" />
      <TextInput source="email" type="email" />
      <TextInput source="homePhone" type="tel" />
      <TextInput source="cellPhone" type="tel" />
      <TextInput source="fax" type="tel" />
    </CustomerFormSection>
  );
}
