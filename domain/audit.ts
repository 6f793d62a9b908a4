import { z } from 'zod';

/**
 * One entry of the audit trail as its routes answer it (/api/audit-logs and each History tab):
 * who did what to which record, with the record before and after (a SIN masked).
 */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The borrower who acted through the portal, when no staff user did. */
  borrowerName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryRecord = z.infer<typeof auditEntry>;
