import { createHash, randomInt } from 'node:crypto';
import { API_KEY_RANDOM_LENGTH, BASE62_ALPHABET, apiKeyValueOf } from '../../../domain/apiKeys';

/** A new key value: 32 characters drawn uniformly (randomInt has no modulo bias) from base62. */
export function generateApiKeyValue(): string {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i++) random += BASE62_ALPHABET[randomInt(BASE62_ALPHABET.length)];
  return apiKeyValueOf(random);
}

/**
 * What the database keeps of a value. A plain SHA-256 is enough for ~190 random bits (no
 * dictionary to try, unlike passwords) and lets a call find its key with one indexed lookup.
 */
export const hashApiKey = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
