import { describe, expect, it } from 'vitest';
import { apiKeyShownPrefix, apiKeyValueOf, canDeactivateApiKey, createApiKeyBody, isWellFormedApiKey } from './apiKeys';

const RANDOM = 'Ab3dE9fGhIjKlMnOpQrStUvWxYz01234';

describe('API key values', () => {
  it('are gk_live_ and 32 base62 characters', () => {
    expect(apiKeyValueOf(RANDOM)).toBe(`gk_live_${RANDOM}`);
    expect(() => apiKeyValueOf(RANDOM.slice(1))).toThrow();
    expect(() => apiKeyValueOf(`${RANDOM.slice(1)}-`)).toThrow();
  });

  it.each([
    [`gk_live_${RANDOM}`, true],
    [`gk_live_${RANDOM}x`, false],
    [`gk_test_${RANDOM}`, false],
    [`gk_live_${RANDOM.slice(0, 31)}_`, false],
    [` gk_live_${RANDOM}`, false],
    ['', false],
  ])('%s is well formed: %s', (value, expected) => {
    expect(isWellFormedApiKey(value)).toBe(expected);
  });

  it('show only their first 6 random characters after creation', () => {
    expect(apiKeyShownPrefix(`gk_live_${RANDOM}`)).toBe('gk_live_Ab3dE9');
  });
});

describe('the creation body', () => {
  it('trims the name', () => {
    expect(createApiKeyBody.parse({ name: '  Site web  ' })).toEqual({ name: 'Site web' });
  });

  it.each([
    [{}, 'validation.required'],
    [{ name: '  ' }, 'validation.required'],
    [{ name: 'x'.repeat(81) }, 'validation.tooLong'],
    [{ name: 'tab\tinside' }, 'validation.invalid'],
  ])('refuses %j', (body, message) => {
    const result = createApiKeyBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('refuses any other field', () => {
    expect(createApiKeyBody.safeParse({ name: 'a', status: 'INACTIVE' }).error?.issues[0].code).toBe(
      'unrecognized_keys',
    );
  });

  it('accepts 80 characters and accents', () => {
    expect(createApiKeyBody.safeParse({ name: 'é'.repeat(80) }).success).toBe(true);
  });
});

describe('deactivation', () => {
  it('is offered for an active key only: an inactive key stays inactive', () => {
    expect(canDeactivateApiKey({ status: 'ACTIVE' })).toBe(true);
    expect(canDeactivateApiKey({ status: 'INACTIVE' })).toBe(false);
  });
});
