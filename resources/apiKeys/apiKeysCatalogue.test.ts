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

describe.each([
  ['fr', fr],
  ['en', en],
])('the %s catalogue for API keys', (_language, catalogue) => {
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
