import { useTranslate, memberKey, inGroup, type GroupIn } from '../../providers/translation';
import { formatCad } from '../../providers/formatters';
import type { AuditWording } from '../common/AuditHistoryTable';

const memberOfRequests = inGroup('resources.requests');

const ENUM_GROUPS: Record<string, GroupIn<'resources.requests'>> = {
  status: 'status',
  denialReason: 'denialReason',
  origin: 'origin',
  ibvStatus: 'ibvStatus',
};

/** How a request's history names its fields and says their values. */
export function useRequestAuditWording(): AuditWording {
  const translate = useTranslate();
  return {
    fieldLabel: (field) => translate(memberKey('resources.requests.fields', field), { _: field }),
    valueText: (field, value, entry) => {
      if (field.endsWith('Cents') && typeof value === 'number') return formatCad(value);
      // A user by their name: the one who made the request is the entry's own author.
      if (field === 'createdBy' && value === entry.actorId && entry.actorName) return entry.actorName;
      const group = ENUM_GROUPS[field];
      if (group) return translate(memberOfRequests(group, String(value)), { _: String(value) });
      return String(value);
    },
  };
}
