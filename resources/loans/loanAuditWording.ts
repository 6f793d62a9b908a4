import { useTranslate, type MessageGroup, runtimeKey, memberKey, messageGroup } from '../../providers/translation';
import { formatCad, formatDateTime } from '../../providers/formatters';
import type { AuditWording } from '../common/AuditHistoryTable';
import { formatPercent } from './loanFormat';

/** The audited loan fields that are cents (the server's audit names them without a Cents suffix). */
const MONEY = new Set(['amount', 'balance', 'interest', 'fees', 'totalOwing', 'owing', 'fee']);

/** Fields whose values are codes, with the catalogue group that names them. */
const CODES: Record<string, MessageGroup> = {
  status: messageGroup('resources.loans.status'),
  depositStatus: messageGroup('resources.loans.depositStatus'),
  frequency: messageGroup('resources.loans.frequency'),
  paymentProvider: messageGroup('resources.loans.provider'),
  from: messageGroup('resources.loans.provider'),
  to: messageGroup('resources.loans.provider'),
  kind: messageGroup('resources.loans.ledgerKind'),
  channel: messageGroup('resources.contracts.channels'),
  language: messageGroup('resources.contracts.languageNames'),
};

/** How a loan's Logs tab names each field and says each value (server/features/loans/loanActionRunner.ts audits them). */
export function useLoanAuditWording(): AuditWording {
  const translate = useTranslate();
  return {
    fieldLabel: (field) =>
      translate(memberKey('resources.loans.fields', field), { _: '' }) ||
      translate(memberKey('resources.loans.logs.fields', field), { _: '' }) ||
      translate(memberKey('resources.contracts.logFields', field), { _: field }),
    valueText: (field, value) => {
      if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
      if (MONEY.has(field) && typeof value === 'number') return formatCad(value);
      if (field === 'apr' && typeof value === 'number') return formatPercent(value);
      if (field === 'contractSignedAt' && typeof value === 'string') return formatDateTime(value);
      if (field === 'reason' && typeof value === 'string') return translate(runtimeKey(value), { _: value });
      const group = CODES[field];
      if (group) return translate(memberKey(group, String(value)), { _: String(value) });
      if (Array.isArray(value)) return value.map(String).join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    },
  };
}
