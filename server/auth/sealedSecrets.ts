import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { loadServerSecret } from './secrets';

/*
 * Secrets Guichet must read back (an authenticator app's TOTP secret) are kept sealed: AES-256-GCM
 * under a key of their own (SECRETS_KEY, or one generated once and kept in the database), so a copy
 * of the table alone does not give the codes away. `v1.` names the scheme, for a key change later.
 */

const keys = new WeakMap<Database, Promise<Buffer>>();

function sealKeyOf(ctx: Pick<AppContext, 'database' | 'config'>): Promise<Buffer> {
  let key = keys.get(ctx.database);
  if (!key) {
    key = loadServerSecret(ctx.database.db, 'seal', ctx.config.secretsKey, 'SECRETS_KEY').then((secret) =>
      createHash('sha256').update(secret).digest(),
    );
    keys.set(ctx.database, key);
  }
  return key;
}

export async function seal(ctx: Pick<AppContext, 'database' | 'config'>, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealKeyOf(ctx), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export async function unseal(ctx: Pick<AppContext, 'database' | 'config'>, sealed: string): Promise<string> {
  if (!sealed.startsWith('v1.')) throw new Error('sealed secret: unknown scheme');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await sealKeyOf(ctx), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
