import { useTranslate } from 'react-admin';
import { formatCad } from '../../providers/formatters';
import type { AuditWording } from '../common/AuditHistoryTable';

const ENUM_GROUPS: Record<string, string> = {
  status: 'status',
  denialReason: 'denialReason',
  origin: 'origin',
  ibvStatus: 'ibvStatus',
};

/** How a request's history names its fields and says their values. */
export function useRequestAuditWording(): AuditWording {
  const translate = useTranslate();
  return {
    fieldLabel: (field) => translate(`resources.requests.fields.${field}`, { _: field }),
    valueText: (field, value) => {
      if (field.endsWith('Cents') && typeof value === 'number') return formatCad(value);
      const group = ENUM_GROUPS[field];
      if (group) return translate(`resources.requests.${group}.${String(value)}`, { _: String(value) });
      return String(value);
    },
  };
}
