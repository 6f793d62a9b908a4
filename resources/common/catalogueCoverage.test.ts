import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../../domain/canada';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../domain/customerDocuments';
import {
  CUSTOMER_STATUSES,
  GENDERS,
  HOUSING_STATUSES,
  INCOME_SOURCE_TYPES,
  PAY_FREQUENCIES,
  REFERENCE_RELATIONSHIPS,
} from '../../domain/customers';
import {
  DENIAL_REASONS,
  IBV_STATUSES,
  REQUEST_ORIGINS,
  REQUEST_QUEUE_NAMES,
  REQUEST_STATUSES,
} from '../../domain/requests';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { FINANCIAL_FIELDS, INCOME_SOURCE_FIELDS, JOB_FIELDS } from '../customers/customerPayload';
import { CUSTOMER_TABS } from '../customers/customerPaths';

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

const groups: [string, readonly string[]][] = [
  ['resources.requests.status', REQUEST_STATUSES],
  ['resources.requests.denialReason', DENIAL_REASONS],
  ['resources.requests.origin', REQUEST_ORIGINS],
  ['resources.requests.ibvStatus', IBV_STATUSES],
  ['resources.requests.queues', REQUEST_QUEUE_NAMES],
  ['resources.customers.status', CUSTOMER_STATUSES],
  ['resources.customers.gender', GENDERS],
  ['resources.customers.payFrequency', PAY_FREQUENCIES],
  ['resources.customers.housingStatus', HOUSING_STATUSES],
  ['resources.customers.incomeSource', INCOME_SOURCE_TYPES],
  ['resources.customers.relationship', REFERENCE_RELATIONSHIPS],
  ['resources.customers.documents.type', DOCUMENT_TYPES],
  ['resources.customers.documents.status', DOCUMENT_STATUSES],
  ['resources.customers.tabs', CUSTOMER_TABS],
  ['provinces', PROVINCE_CODES],
  ['resources.customers.fields.job', JOB_FIELDS],
  ['resources.customers.fields.financialStatus', FINANCIAL_FIELDS],
  ['resources.customers.income', [...new Set(Object.values(INCOME_SOURCE_FIELDS).flat())]],
];

describe.each([
  ['fr', fr],
  ['en', en],
])('the %s catalogue for customers and loan requests', (_language, catalogue) => {
  it.each(groups)('names every value of %s', (group, values) => {
    expect(values.filter((value) => typeof lookup(catalogue, `${group}.${value}`) !== 'string')).toEqual([]);
  });
});
