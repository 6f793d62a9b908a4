import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  TOTP_ISSUER,
  type PasskeyAssertion,
  type PasskeyOptionsAnswer,
  type PasskeyRegistration,
  type PasskeyRegistrationAnswer,
} from '../../../domain/secondFactor';
import type { ServerConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { userFactors } from './tables';

/*
 * Passkeys (WebAuthn) as a second factor, through @simplewebauthn/server. The relying party is the
 * address staff open (PUBLIC_URL): a passkey signs for that origin only, so a page elsewhere that
 * relays a sign-in gets a signature the server refuses.
 */

/** Who the passkeys are for: PUBLIC_URL's host name and origin. */
function relyingParty(config: Pick<ServerConfig, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const bytesOf = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

type Config = { config: Pick<ServerConfig, 'publicUrl'> };

/** The user's passkeys, as `excludeCredentials` / `allowCredentials` name them. */
async function passkeysOf(db: Db | Tx, userId: number) {
  const rows = await db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.userId, userId), eq(userFactors.kind, 'PASSKEY'), isNotNull(userFactors.confirmedAt)));
  return rows.flatMap((row) =>
    row.credentialId
      ? [{ ...row, credentialId: row.credentialId, transports: (row.transports ?? []) as AuthenticatorTransport[] }]
      : [],
  );
}

/**
 * A passkey being registered from the profile: the options the browser's `credentials.create`
 * takes (a fresh challenge, kept on the pending factor; the user's passkeys excluded, so the same
 * one is not registered twice). An earlier registration never finished is replaced.
 */
export async function startPasskeyRegistration(
  ctx: Config,
  tx: Tx,
  user: { id: number; email: string; displayName?: string | null },
  name: string,
): Promise<PasskeyRegistrationAnswer> {
  const { rpID } = relyingParty(ctx.config);
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID,
    userName: user.email,
    userDisplayName: user.displayName || user.email,
    // The user's number, not their email: an authenticator keeps this handle and may show it.
    userID: new TextEncoder().encode(`guichet:${user.id}`),
    attestationType: 'none',
    excludeCredentials: (await passkeysOf(tx, user.id)).map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await tx
    .delete(userFactors)
    .where(and(eq(userFactors.userId, user.id), eq(userFactors.kind, 'PASSKEY'), isNull(userFactors.confirmedAt)));
  const [factor] = await tx
    .insert(userFactors)
    .values({ userId: user.id, kind: 'PASSKEY', name, registrationChallenge: options.challenge })
    .returning({ id: userFactors.id });
  return { factorId: factor.id, options: options as unknown as Record<string, unknown> };
}

/**
 * Confirms a passkey being registered with what the authenticator answered: signed over the pending
 * challenge, for this origin (refused: PASSKEY_INVALID); its public key kept, audited.
 */
export async function confirmPasskeyRegistration(
  ctx: Config,
  tx: Tx,
  userId: number,
  factorId: number,
  response: PasskeyRegistration,
): Promise<void> {
  const [pending] = await tx
    .select()
    .from(userFactors)
    .where(
      and(
        eq(userFactors.id, factorId),
        eq(userFactors.userId, userId),
        eq(userFactors.kind, 'PASSKEY'),
        isNull(userFactors.confirmedAt),
      ),
    );
  if (!pending?.registrationChallenge) throw refuse('FACTOR_NOT_PENDING');
  const { rpID, origin } = relyingParty(ctx.config);
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: pending.registrationChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refuse('PASSKEY_INVALID');
  const { credential } = verification.registrationInfo;
  // One authenticator, one account (the unique index stands behind this for a race).
  const [taken] = await tx
    .select({ id: userFactors.id })
    .from(userFactors)
    .where(eq(userFactors.credentialId, credential.id));
  if (taken) throw refuse('PASSKEY_TAKEN');
  await tx
    .update(userFactors)
    .set({
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      registrationChallenge: null,
      confirmedAt: new Date(),
    })
    .where(eq(userFactors.id, pending.id));
  await audit(tx, {
    actorId: userId,
    action: 'factor.enrolled',
    entity: 'user',
    entityId: userId,
    after: { kind: 'PASSKEY', name: pending.name },
  });
}

/**
 * The sign-in's passkey step: the options `credentials.get` takes (the user's passkeys, a fresh
 * challenge) and that challenge, which the caller keeps with the sign-in halfway.
 */
export async function passkeyAuthenticationOptions(
  ctx: Config,
  db: Db | Tx,
  userId: number,
): Promise<PasskeyOptionsAnswer & { challenge: string }> {
  const keys = await passkeysOf(db, userId);
  if (keys.length === 0) throw refuse('NO_SECOND_FACTOR');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: 'preferred',
  });
  return { options: options as unknown as Record<string, unknown>, challenge: options.challenge };
}

/**
 * Whether `response` is one of the user's passkeys signing `expectedChallenge` for this origin — a
 * passkey of another user, another site's signature or an old challenge is not — with a signature
 * counter that moved on (a cloned authenticator's would not). The counter is kept.
 */
export async function acceptPasskey(
  ctx: Config,
  db: Db | Tx,
  userId: number,
  expectedChallenge: string | null,
  response: PasskeyAssertion,
): Promise<{ factorId: number } | null> {
  if (!expectedChallenge) return null;
  const key = (await passkeysOf(db, userId)).find((candidate) => candidate.credentialId === response.id);
  if (!key?.publicKey) return null;
  const { rpID, origin } = relyingParty(ctx.config);
  const verification = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.credentialId,
      publicKey: bytesOf(key.publicKey),
      counter: key.signCount ?? 0,
      transports: key.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db
    .update(userFactors)
    .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(userFactors.id, key.id));
  return { factorId: key.id };
}
