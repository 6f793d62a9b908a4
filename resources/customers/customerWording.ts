import { useTranslate } from 'react-admin';
import { formatCad } from '../../providers/formatters';
import type { AuditEntry } from '../common/auditDiff';
import type { AuditWording } from '../common/AuditHistoryTable';
import {
  MESSAGE_AUDIT_ACTION,
  MESSAGE_AUDIT_CODES,
  MESSAGE_AUDIT_FIELDS,
} from '../messageTemplates/messageAuditWording';

/** The audited actions on what belongs to a customer, and where their fields are labelled. */
const PART_OF_ACTION: [RegExp, string][] = [
  [/^customer\.document-/, 'resources.customers.documents.fields'],
  [/^customer\.reference-/, 'resources.customers.references.fields'],
  [/^customer\.comment-/, 'resources.customers.comments.fields'],
  [/^customer\.credit-check-/, 'resources.customers.creditCheck.fields'],
  [/^customer\.(un)?merged/, 'resources.customers.merge.fields'],
  [MESSAGE_AUDIT_ACTION, MESSAGE_AUDIT_FIELDS],
];

/** Fields whose values are codes, with the catalogue group that names them. */
const CODES: Record<string, string> = {
  status: 'resources.customers.status',
  gender: 'resources.customers.gender',
  language: 'languages',
  province: 'provinces',
  'job.payFrequency': 'resources.customers.payFrequency',
  'financialStatus.housingStatus': 'resources.customers.housingStatus',
  relationship: 'resources.customers.relationship',
};
const DOCUMENT_CODES: Record<string, string> = {
  type: 'resources.customers.documents.type',
  status: 'resources.customers.documents.status',
};

const isDocument = (entry: AuditEntry) => entry.action.startsWith('customer.document-');

/** How a customer's History tab names each field and says each value. */
export function useCustomerAuditWording(): AuditWording {
  const translate = useTranslate();
  const code = (group: string, value: unknown) => translate(`${group}.${String(value)}`, { _: String(value) });
  return {
    fieldLabel: (field, entry) => {
      const group = PART_OF_ACTION.find(([pattern]) => pattern.test(entry.action))?.[1];
      const own = group ? translate(`${group}.${field}`, { _: '' }) : '';
      return own || translate(`resources.customers.fields.${field}`, { _: field });
    },
    valueText: (field, value, entry) => {
      if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
      if (field.endsWith('Cents') && typeof value === 'number') return formatCad(value);
      const group = (
        isDocument(entry) ? DOCUMENT_CODES : MESSAGE_AUDIT_ACTION.test(entry.action) ? MESSAGE_AUDIT_CODES : CODES
      )[field];
      if (group) return code(group, value);
      if (field === 'incomeSources' && Array.isArray(value)) {
        return value
          .map((source: { type?: string }) => code('resources.customers.incomeSource', source?.type))
          .join(', ');
      }
      if (Array.isArray(value)) return value.map(String).join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    },
  };
}
