import { TextInput } from 'react-admin';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { minSearchPhone, minSearchText } from '../common/validators';

/**
 * Spec §2's customer search: first name, last name, phone, cellphone, email — 3 characters each,
 * as the list's hint says; the server ignores case and accents, and the punctuation of phone numbers.
 */
export function useCustomerSearchInputs() {
  return [
    <TextInput key="firstName" source="firstName" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <TextInput key="lastName" source="lastName" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <TextInput key="phone" source="phone" alwaysOn validate={minSearchPhone} sx={SHOW_FILTER_ERROR} type="tel" />,
    <TextInput
      key="cellphone"
      source="cellphone"
      alwaysOn
      validate={minSearchPhone}
      sx={SHOW_FILTER_ERROR}
      type="tel"
    />,
    <TextInput key="email" source="email" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
  ];
}
