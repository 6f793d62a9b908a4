import { SelectInput, TextInput } from 'react-admin';
import { CustomerFormSection } from './CustomerFormSection';
import { useCustomerChoices } from './useCustomerChoices';
import { messageKey } from '../../providers/translation';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

/** Spec §3's main address and since when the customer lives there. */
export function CustomerAddressInputs() {
  const { provinces } = useCustomerChoices();
  return (
    <CustomerFormSection title={messageKey('resources.customers.sections.address')}>
      <TextInput source="street" />
      <TextInput source="apartment" />
      <TextInput source="city" />
      <SelectInput source="province" choices={provinces} />
      <TextInput source="postalCode" />
      <LocalizedDateInput source="addressSince" />
    </CustomerFormSection>
  );
}
