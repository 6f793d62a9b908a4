import { createHash, randomBytes } from 'node:crypto';

/** Opaque tokens (refresh, password reset): 256 random bits, stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
