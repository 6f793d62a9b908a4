import { useTranslate } from 'react-admin';
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
  const choices = (prefix: string, values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
  return {
    statuses: choices('resources.customers.status', EDITABLE_CUSTOMER_STATUSES),
    genders: choices('resources.customers.gender', GENDERS),
    languages: choices('languages', LANGUAGES),
    provinces: choices('provinces', PROVINCE_CODES),
    payFrequencies: choices('resources.customers.payFrequency', PAY_FREQUENCIES),
    housingStatuses: choices('resources.customers.housingStatus', HOUSING_STATUSES),
    incomeSourceTypes: choices('resources.customers.incomeSource', INCOME_SOURCE_TYPES),
    relationships: choices('resources.customers.relationship', REFERENCE_RELATIONSHIPS),
    documentTypes: choices('resources.customers.documents.type', DOCUMENT_TYPES),
    documentStatuses: choices('resources.customers.documents.status', DOCUMENT_STATUSES),
  };
}
