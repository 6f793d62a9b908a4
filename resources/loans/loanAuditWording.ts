import { useTranslate } from 'react-admin';
import { formatCad, formatDateTime } from '../../providers/formatters';
import type { AuditWording } from '../common/AuditHistoryTable';
import { formatPercent } from './loanFormat';

/** The audited loan fields that are cents (the server's audit names them without a Cents suffix). */
const MONEY = new Set(['amount', 'balance', 'interest', 'fees', 'totalOwing', 'owing', 'fee']);

/** Fields whose values are codes, with the catalogue group that names them. */
const CODES: Record<string, string> = {
  status: 'resources.loans.status',
  depositStatus: 'resources.loans.depositStatus',
  frequency: 'resources.loans.frequency',
  paymentProvider: 'resources.loans.provider',
  from: 'resources.loans.provider',
  to: 'resources.loans.provider',
  kind: 'resources.loans.ledgerKind',
  channel: 'resources.contracts.channels',
  language: 'resources.contracts.languageNames',
};

/** How a loan's Logs tab names each field and says each value (server/features/loans/loanActionRunner.ts audits them). */
export function useLoanAuditWording(): AuditWording {
  const translate = useTranslate();
  return {
    fieldLabel: (field) =>
      translate(`resources.loans.fields.${field}`, { _: '' }) ||
      translate(`resources.loans.logs.fields.${field}`, { _: '' }) ||
      translate(`resources.contracts.logFields.${field}`, { _: field }),
    valueText: (field, value) => {
      if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
      if (MONEY.has(field) && typeof value === 'number') return formatCad(value);
      if (field === 'apr' && typeof value === 'number') return formatPercent(value);
      if (field === 'contractSignedAt' && typeof value === 'string') return formatDateTime(value);
      if (field === 'reason' && typeof value === 'string') return translate(value, { _: value });
      const group = CODES[field];
      if (group) return translate(`${group}.${String(value)}`, { _: String(value) });
      if (Array.isArray(value)) return value.map(String).join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    },
  };
}
