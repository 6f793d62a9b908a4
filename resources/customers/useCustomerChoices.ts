import { useTranslate, type MessageGroup, memberKey, messageGroup } from '../../providers/translation';
import { PROVINCE_CODES } from '../../domain/canada';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../domain/customerDocuments';
import {
  EDITABLE_CUSTOMER_STATUSES,
  GENDERS,
  HOUSING_STATUSES,
  INCOME_SOURCE_TYPES,
  LANGUAGES,
  PAY_FREQUENCIES,
  REFERENCE_RELATIONSHIPS,
} from '../../domain/customers';

/** The shared enumerations of a customer, with their translated names, for inputs and tables. */
export function useCustomerChoices() {
  const translate = useTranslate();
  const choices = (group: MessageGroup, values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(memberKey(group, id)) }));
  return {
    statuses: choices(messageGroup('resources.customers.status'), EDITABLE_CUSTOMER_STATUSES),
    genders: choices(messageGroup('resources.customers.gender'), GENDERS),
    languages: choices('languageNames', LANGUAGES),
    provinces: choices('provinces', PROVINCE_CODES),
    payFrequencies: choices(messageGroup('resources.customers.payFrequency'), PAY_FREQUENCIES),
    housingStatuses: choices(messageGroup('resources.customers.housingStatus'), HOUSING_STATUSES),
    incomeSourceTypes: choices(messageGroup('resources.customers.incomeSource'), INCOME_SOURCE_TYPES),
    relationships: choices(messageGroup('resources.customers.relationship'), REFERENCE_RELATIONSHIPS),
    documentTypes: choices(messageGroup('resources.customers.documents.type'), DOCUMENT_TYPES),
    documentStatuses: choices(messageGroup('resources.customers.documents.status'), DOCUMENT_STATUSES),
  };
}
