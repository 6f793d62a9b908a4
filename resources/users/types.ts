import type { Permission, Role } from '../../domain/permissions';

/** A user as GET /api/users answers it. */
export interface UserRecord {
  id: number;
  email: string;
  displayName: string;
  roles: Role[];
  permissions: Permission[];
  enabled: boolean;
  language: 'fr' | 'en';
  isSystemAdmin: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  version: number;
}

/** POST /api/users answers the record plus the password, shown once. */
export interface CreatedUser extends UserRecord {
  generatedPassword?: string;
}

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
