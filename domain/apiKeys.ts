import { z } from 'zod';
import { FIELD_MSG, idList, requiredText } from './fieldSchemas';

/**
 * Spec §3's API key (name, value, status) and §4 (active or inactive; deactivation is permanent).
 * The value is made once by the server, shown once, and kept only as a hash: what every later
 * screen shows is its prefix, enough for an administrator to tell keys apart.
 */
export const API_KEY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** The visible start of every value: says what the secret is when it turns up in a log or a repository. */
export const API_KEY_VALUE_PREFIX = 'gk_live_';
/** 32 base62 characters: about 190 random bits, beyond any guessing, so one SHA-256 lookup checks it. */
export const API_KEY_RANDOM_LENGTH = 32;
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random characters kept in the shown prefix: a hint, far too few to help a guess. */
export const API_KEY_SHOWN_RANDOM_CHARS = 6;

export const API_KEY_NAME_MAX_LENGTH = 80;

/** The spec's message for a name already used (§5), as the name field shows it. */
export const API_KEY_NAME_TAKEN = 'errors.API_KEY_NAME_TAKEN';

const VALUE_PATTERN = new RegExp(`^${API_KEY_VALUE_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}$`);

/** True when the text has the shape of a key value; anything else is refused without a lookup. */
export const isWellFormedApiKey = (value: string): boolean => VALUE_PATTERN.test(value);

/** A key value from its random characters (base62, exactly API_KEY_RANDOM_LENGTH). */
export function apiKeyValueOf(randomChars: string): string {
  const value = `${API_KEY_VALUE_PREFIX}${randomChars}`;
  if (!isWellFormedApiKey(value)) throw new Error('an API key needs 32 base62 characters');
  return value;
}

/** What lists show of a key forever after its creation: "gk_live_Ab3dE9". */
export const apiKeyShownPrefix = (value: string): string =>
  value.slice(0, API_KEY_VALUE_PREFIX.length + API_KEY_SHOWN_RANDOM_CHARS);

/** Control characters would make a name that looks like another one in the list. */
const printable = (text: string) => !/\p{Cc}/u.test(text);

export const apiKeyName = requiredText(API_KEY_NAME_MAX_LENGTH).refine(printable, FIELD_MSG.invalid);

/** POST /api/api-keys: a name only; the server makes the value. */
export const createApiKeyBody = z.strictObject({ name: apiKeyName });
export type CreateApiKeyInput = z.output<typeof createApiKeyBody>;

/** The list's filters: status, a piece of the name or prefix, ids (react-admin's getMany). */
export const apiKeyListFilter = z.strictObject({
  status: z.enum(API_KEY_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  id: idList.optional(),
});
export type ApiKeyListFilter = z.output<typeof apiKeyListFilter>;

/**
 * A key as the API shows it, ever after creation: never its value. The routes answer with this
 * schema (so /api/docs describes it) and the browser reads its type from it.
 */
export const apiKeyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.iso.datetime(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  deactivatedAt: z.iso.datetime().nullable(),
  deactivatedBy: z.number().int().nullable(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecord>;

/** The answer to a creation, the one time the value is given. */
export const createdApiKey = apiKeyRecord.extend({ value: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** Spec §4: only an active key can be deactivated, and nothing brings it back. */
export const canDeactivateApiKey = (key: Pick<ApiKeyRecord, 'status'>): boolean => key.status === 'ACTIVE';
