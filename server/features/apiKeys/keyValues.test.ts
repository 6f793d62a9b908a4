import { describe, expect, it } from 'vitest';
import { isWellFormedApiKey } from '../../../domain/apiKeys';
import { generateApiKeyValue, hashApiKey } from './keyValues';

describe('generated key values', () => {
  it('are well formed and never repeat', () => {
    const values = Array.from({ length: 500 }, generateApiKeyValue);
    expect(values.every(isWellFormedApiKey)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });

  it('use the whole base62 alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, generateApiKeyValue).flatMap((v) => [...v.slice(8)]));
    expect(seen.size).toBe(62);
  });

  it('are kept as their SHA-256 in hex', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
