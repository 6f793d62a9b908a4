/** An entry of GET /api/audit-logs: who, when, what before and after (server/features/audit/auditTrail.ts). */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  actorName?: string | null;
  borrowerName?: string | null;
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface FieldChange {
  /** Dotted for nested groups: "job.employerName". */
  field: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping that moves with every write, or is derived from other fields: not what a change is about. */
const NOISE = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'statusChangedAt',
  'mergeLock',
  'fullName',
  'bankInstitutionName',
  'customerId',
  'downloadUrl',
  'sha256',
  'contentType',
  'sizeBytes',
  'uploadedBy',
  'authorId',
  'authorEmail',
  'authorName',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child)) flatten(child, path, into);
    else into.set(path, child);
  }
  return into;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields an audited change touched, nested groups compared field by field, with their values
 * before and after. A creation lists what was filled in; a removal what was there.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = flatten(entry.before ?? {});
  const after = flatten(entry.after ?? {});
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields
    .filter((field) => !NOISE.has(field.split('.')[0]))
    .map((field) => ({ field, before: before.get(field), after: after.get(field) }))
    .filter((change) => !(isEmpty(change.before) && isEmpty(change.after)))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
