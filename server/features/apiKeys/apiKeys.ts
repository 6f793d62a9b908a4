import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  API_KEY_NAME_TAKEN,
  apiKeyShownPrefix,
  type ApiKeyListFilter,
  type ApiKeyRecord,
  type ApiKeyStatus,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../../domain/apiKeys';
import { containsPattern } from '../../../domain/searchText';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { invalidInput, notFound, refuse } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';
import { audit } from '../audit/audit';
import { shownUserName, type UserRow } from '../users/userQueries';
import { generateApiKeyValue, hashApiKey } from './keyValues';

const AUDIT_ENTITY = 'api_key';

/** Every column but the hash, and who made the key: what the list and the detail show. */
const recordColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  status: apiKeys.status,
  createdAt: apiKeys.createdAt,
  createdBy: apiKeys.createdBy,
  createdByName: shownUserName,
  lastUsedAt: apiKeys.lastUsedAt,
  deactivatedAt: apiKeys.deactivatedAt,
  deactivatedBy: apiKeys.deactivatedBy,
};
type KeyRow = Omit<typeof apiKeys.$inferSelect, 'keyHash'> & { createdByName: string | null };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toApiKeyRecord = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  status: row.status as ApiKeyStatus,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  createdByName: row.createdByName,
  lastUsedAt: iso(row.lastUsedAt),
  deactivatedAt: iso(row.deactivatedAt),
  deactivatedBy: row.deactivatedBy,
});

const SORT_COLUMNS = {
  id: apiKeys.id,
  name: sql`lower(${apiKeys.name})`,
  status: apiKeys.status,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
} as const;
export const API_KEY_SORTABLE = Object.keys(SORT_COLUMNS);

const selectKeys = (db: Pick<Db, 'select'>) =>
  db.select(recordColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));

export async function listApiKeys(
  ctx: AppContext,
  query: ListQuery<ApiKeyListFilter>,
): Promise<{ rows: ApiKeyRecord[]; total: number }> {
  const { db } = ctx.database;
  const conditions: SQL[] = [];
  const { status, q, id } = query.filter;
  if (status) conditions.push(eq(apiKeys.status, status));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(apiKeys.name, pattern), ilike(apiKeys.prefix, pattern)) as SQL);
  }
  if (id) conditions.push(inArray(apiKeys.id, id.length ? id : [-1]));
  const where = and(...conditions);
  const column = SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS];
  // Never used keys sort last whichever way: "last used" is about the keys that were.
  const order = query.sortOrder === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [{ total }]] = await Promise.all([
    selectKeys(db).where(where).orderBy(order, asc(apiKeys.id)).limit(query.limit).offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(where),
  ]);
  return { rows: rows.map(toApiKeyRecord), total };
}

async function findApiKey(db: Pick<Db, 'select'>, id: number): Promise<ApiKeyRecord | undefined> {
  const [row] = await selectKeys(db).where(eq(apiKeys.id, id));
  return row && toApiKeyRecord(row);
}

export async function getApiKey(ctx: AppContext, id: number): Promise<ApiKeyRecord> {
  const key = await findApiKey(ctx.database.db, id);
  if (!key) throw notFound();
  return key;
}

/**
 * A new active key. Its value is in this answer only: the database keeps its hash and prefix.
 * Names are unique whatever their case (spec §5), by a unique index: of two administrators
 * creating the same name at once, the second waits for the first and gets the field error.
 */
export async function createApiKey(ctx: AppContext, actor: UserRow, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const value = generateApiKeyValue();
  return ctx.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix: apiKeyShownPrefix(value),
        keyHash: hashApiKey(value),
        status: 'ACTIVE',
        createdBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: apiKeys.id });
    if (!inserted) throw invalidInput({ name: API_KEY_NAME_TAKEN });
    const record = (await findApiKey(tx, inserted.id))!;
    await audit(tx, {
      actorId: actor.id,
      action: 'api_key.created',
      entity: AUDIT_ENTITY,
      entityId: record.id,
      after: record,
    });
    return { ...record, value };
  });
}

/**
 * Spec §4: deactivation is permanent. The website using the key gets 401 from its next call; a
 * second deactivation is refused (420), and no route makes a key active again.
 */
export async function deactivateApiKey(ctx: AppContext, actor: UserRow, id: number): Promise<ApiKeyRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await findApiKey(tx, id);
    if (!before) throw notFound();
    const [changed] = await tx
      .update(apiKeys)
      .set({ status: 'INACTIVE', deactivatedAt: new Date(), deactivatedBy: actor.id })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.status, 'ACTIVE')))
      .returning({ id: apiKeys.id });
    if (!changed) throw refuse('API_KEY_ALREADY_INACTIVE', { name: before.name });
    const after = (await findApiKey(tx, id))!;
    await audit(tx, {
      actorId: actor.id,
      action: 'api_key.deactivated',
      entity: AUDIT_ENTITY,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
