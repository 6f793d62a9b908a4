import type { z } from 'zod';
import type { createdUser, userRecord } from '../../domain/identity';

/** A user as the users routes answer it (domain/identity.ts userRecord). */
export type UserRecord = z.infer<typeof userRecord>;

/** POST /api/users answers the record plus the password, shown once. */
export type CreatedUser = z.infer<typeof createdUser>;

/** GET /api/audit-logs */
export interface AuditLogRecord {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const USER_MANAGEMENT_PATH = '/apps/usermanagement/users';
export const PERMISSIONS_PATH = '/apps/usermanagement/permissions';
