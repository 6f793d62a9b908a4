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

/** The administrator's audit report (issue 35): one action, a record, a person, a period (days, the end included). */
export const auditReportFilter = z.strictObject({
  action: z.string().trim().min(1).max(80).optional(),
  entity: z.string().trim().min(1).max(40).optional(),
  entityId: z.union([z.string().max(40), z.number().int()]).optional(),
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditReportFilter = z.infer<typeof auditReportFilter>;

/** The trail's seals checked (server/features/audit/auditChain.ts). */
export const chainVerification = z.object({
  entries: z.number().int(),
  sealed: z.number().int(),
  redacted: z.number().int(),
  intact: z.boolean(),
  firstBreak: z
    .object({ seq: z.number().int(), auditId: z.number().int(), reason: z.enum(['content', 'link', 'hash']) })
    .nullable(),
  verifiedAt: z.string(),
});
