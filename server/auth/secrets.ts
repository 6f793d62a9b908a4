import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * A server secret: from configuration when given (`variable` names it in the error), else generated
 * once and kept in the database, so every instance and every restart uses the same.
 */
export async function loadServerSecret(db: Db, name: string, configured: string | undefined, variable: string) {
  if (configured) {
    if (configured.length < 32) throw new Error(`${variable} must be at least 32 characters`);
    return configured;
  }
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}

/** The access-token key (JWT_SECRET, or generated). */
export async function loadJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  return new TextEncoder().encode(await loadServerSecret(db, 'jwt', configured, 'JWT_SECRET'));
}
