import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FactorKind } from '../../../domain/secondFactor';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/**
 * A staff member's second factors (issue 35): an authenticator app (its TOTP secret sealed,
 * auth/sealedSecrets.ts; the last time step accepted, so a code is good once) or a passkey. An
 * authenticator being enrolled has no `confirmedAt` until its first code proves it was scanned.
 */
export const userFactors = pgTable(
  'user_factors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<FactorKind>().notNull(),
    name: text('name').notNull(),
    totpSecretSealed: text('totp_secret_sealed'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A passkey: its credential id and COSE public key (base64url), the signature counter it last gave, how it connects. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    signCount: bigint('sign_count', { mode: 'number' }),
    transports: text('transports').array(),
    /** A passkey being registered: the challenge its attestation must sign (gone once confirmed). */
    registrationChallenge: text('registration_challenge'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_factors_user_idx').on(t.userId),
    // One passkey belongs to one account: the same authenticator cannot be registered twice.
    uniqueIndex('user_factors_credential_idx').on(t.credentialId),
  ],
);

/** Ten codes per user, shown once, kept hashed (SHA-256: each is 50 random bits), each good once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in halfway: the password was right, the second factor (or its enrolment) is awaited. Its
 * token (kept hashed) is all the browser holds until then; it ends when used or after ten minutes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SECOND_FACTOR: answer with a factor; ENROLMENT: the user's roles require one they do not have yet. */
    purpose: text('purpose').$type<'SECOND_FACTOR' | 'ENROLMENT'>().notNull(),
    /** The challenge a passkey must sign for this sign-in, once the browser asked for it. */
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_challenges_open_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} is null`),
  ],
);
