import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// OWASP's minimum for argon2id; @node-rs/argon2 runs it off the main thread.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum isolatedModules cannot read */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked against when the account does not exist, so an unknown
 * email costs the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A password for a new user or a reset by an administrator: 16 characters, no look-alikes. */
export function generatePassword(length = 16): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_!';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}
