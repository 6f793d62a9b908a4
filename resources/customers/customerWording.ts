import { useTranslate, type MessageGroup, memberKey, messageGroup } from '../../providers/translation';
import { formatCad } from '../../providers/formatters';
import type { AuditEntry } from '../common/auditDiff';
import type { AuditWording } from '../common/AuditHistoryTable';
import {
  MESSAGE_AUDIT_ACTION,
  MESSAGE_AUDIT_CODES,
  MESSAGE_AUDIT_FIELDS,
} from '../messageTemplates/messageAuditWording';

/** The audited actions on what belongs to a customer, and where their fields are labelled. */
const PART_OF_ACTION: [RegExp, MessageGroup][] = [
  [/^customer\.document-/, messageGroup('resources.customers.documents.fields')],
  [/^customer\.reference-/, messageGroup('resources.customers.references.fields')],
  [/^customer\.comment-/, messageGroup('resources.customers.comments.fields')],
  [/^customer\.credit-check-/, messageGroup('resources.customers.creditCheck.fields')],
  [/^customer\.(un)?merged/, messageGroup('resources.customers.merge.fields')],
  [/^customer\.portal-/, messageGroup('resources.customers.portal.fields')],
  [MESSAGE_AUDIT_ACTION, MESSAGE_AUDIT_FIELDS],
];

/** Fields whose values are codes, with the catalogue group that names them. */
const CODES: Record<string, MessageGroup> = {
  status: messageGroup('resources.customers.status'),
  gender: messageGroup('resources.customers.gender'),
  language: 'languageNames',
  province: 'provinces',
  'job.payFrequency': messageGroup('resources.customers.payFrequency'),
  'financialStatus.housingStatus': messageGroup('resources.customers.housingStatus'),
  relationship: messageGroup('resources.customers.relationship'),
  channel: messageGroup('resources.customers.portal.channel'),
};
const DOCUMENT_CODES: Record<string, MessageGroup> = {
  type: messageGroup('resources.customers.documents.type'),
  status: messageGroup('resources.customers.documents.status'),
};

const isDocument = (entry: AuditEntry) => entry.action.startsWith('customer.document-');

/** How a customer's History tab names each field and says each value. */
export function useCustomerAuditWording(): AuditWording {
  const translate = useTranslate();
  const code = (group: MessageGroup, value: unknown) =>
    translate(memberKey(group, String(value)), { _: String(value) });
  return {
    fieldLabel: (field, entry) => {
      const group = PART_OF_ACTION.find(([pattern]) => pattern.test(entry.action))?.[1];
      const own = group ? translate(memberKey(group, field), { _: '' }) : '';
      return own || translate(memberKey('resources.customers.fields', field), { _: field });
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
          .map((source: { type?: string }) => code(messageGroup('resources.customers.incomeSource'), source?.type))
          .join(', ');
      }
      if (Array.isArray(value)) return value.map(String).join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    },
  };
}
