import type { z } from 'zod';
import type { auditEntry } from '../../domain/audit';
import type { createdUser, userRecord } from '../../domain/identity';

/** A user as the users routes answer it (domain/identity.ts userRecord). */
export type UserRecord = z.infer<typeof userRecord>;

/** POST /api/users answers the record plus the password, shown once. */
export type CreatedUser = z.infer<typeof createdUser>;

/** GET /api/audit-logs (domain/audit.ts auditEntry). */
export type AuditLogRecord = z.infer<typeof auditEntry>;

export const USER_MANAGEMENT_PATH = '/apps/usermanagement/users';
export const PERMISSIONS_PATH = '/apps/usermanagement/permissions';
