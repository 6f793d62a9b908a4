import { and, eq } from 'drizzle-orm';
import { isWellFormedApiKey } from '../../../domain/apiKeys';
import type { AppContext } from '../../context';
import { apiKeys } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashApiKey } from './keyValues';

/** The key a website's call came with, once checked. */
export interface UsedApiKey {
  id: number;
  name: string;
}

const unauthorized = (reason: 'API_KEY_MISSING' | 'API_KEY_INVALID' | 'API_KEY_INACTIVE') =>
  new AppError(401, `errors.${reason}`);

/**
 * The active key whose value the header carries; its last use becomes now. Missing, malformed,
 * unknown or deactivated: 401, each with its own message so that the website's team knows which.
 */
export async function checkApiKey(ctx: AppContext, headerValue: string | string[] | undefined): Promise<UsedApiKey> {
  const presented = Array.isArray(headerValue) ? undefined : headerValue?.trim();
  if (!presented) throw unauthorized(Array.isArray(headerValue) ? 'API_KEY_INVALID' : 'API_KEY_MISSING');
  if (!isWellFormedApiKey(presented)) throw unauthorized('API_KEY_INVALID');
  const { db } = ctx.database;
  const keyHash = hashApiKey(presented);
  const [used] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.status, 'ACTIVE')))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  if (used) return used;
  const [known] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  throw unauthorized(known ? 'API_KEY_INACTIVE' : 'API_KEY_INVALID');
}
