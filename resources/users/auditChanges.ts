import type { AuditLogRecord } from './types';

/** The fields an audited change touched, comparing before and after as JSON. */
export function changedFields(entry: Pick<AuditLogRecord, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  // These move on every write: listing them would hide what the change was about.
  for (const noise of ['version', 'updatedAt']) fields.delete(noise);
  return [...fields].filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
