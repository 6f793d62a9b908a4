import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_KEY_STATUSES } from '../../domain/apiKeys';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

/** The literal message keys the API keys tab names. */
function keysInSources(): string[] {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const keys = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    for (const match of text.matchAll(/['"`]((?:resources|messages|errors)\.[\w.-]+)['"`]/g)) keys.add(match[1]);
  }
  return [...keys];
}

describe.each([
  ['fr', fr],
  ['en', en],
])('the %s catalogue for API keys', (_language, catalogue) => {
  it('has every key the tab names', () => {
    const keys = keysInSources();
    expect(keys).toContain('resources.api-keys.created.onlyOnce');
    expect(keys.filter((key) => typeof lookup(catalogue, key) !== 'string')).toEqual([]);
  });

  it('names every status and every column', () => {
    for (const status of API_KEY_STATUSES)
      expect(typeof lookup(catalogue, `resources.api-keys.status.${status}`)).toBe('string');
    for (const field of ['name', 'prefix', 'status', 'createdAt', 'createdByName', 'lastUsedAt', 'deactivatedAt']) {
      expect(typeof lookup(catalogue, `resources.api-keys.fields.${field}`)).toBe('string');
    }
  });
});

it('says what spec §5 quotes for a name already used', () => {
  expect(en.errors.API_KEY_NAME_TAKEN).toBe('A key with this name already exists');
});
