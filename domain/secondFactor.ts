/*
 * Issue 35's second factor for staff: an authenticator app (TOTP, RFC 6238) or a passkey after the
 * password, ten recovery codes each good once, and which roles must have one. No I/O.
 */
import { z } from 'zod';
import { tokenPair } from './identity';

/** RFC 6238's defaults, which every authenticator app reads: 30-second steps, six digits, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after is still taken (a phone's clock a little off, a code typed late). */
export const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const TOTP_ISSUER = 'Guichet';

export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are written in these letters and digits (no 0/O, 1/I/L to misread), in two groups of five. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** How long a sign-in waits for its second factor, or its enrolment, once the password was right. */
export const CHALLENGE_MINUTES = 10;

export const FACTOR_KINDS = ['TOTP', 'PASSKEY'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/** How a second step is answered: the app's code, a passkey, or a recovery code. */
export const SECOND_FACTOR_METHODS = ['TOTP', 'PASSKEY', 'RECOVERY'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A recovery code from random bytes (one letter per byte: the alphabet's 31 letters, bias under 1 %). */
export function recoveryCodeOf(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error('a recovery code needs ten random bytes');
  const letters = Array.from(bytes.slice(0, RECOVERY_CODE_LENGTH), (byte) => RECOVERY_ALPHABET[byte % 31]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** A recovery code as typed (any case, spaces or a dash): its letters alone, upper case. */
export const normalizeRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** Whether a user with these roles must have a second factor, under the policy. */
export const secondFactorRequired = (roles: readonly string[], policy: SecurityPolicy) =>
  roles.some((role) => policy.secondFactorRoles.includes(role));

/** Configuration → Controls: the roles whose users must sign in with a second factor. */
export const securityPolicyValue = z.strictObject({
  secondFactorRoles: z.array(z.string().min(1).max(50)).max(50, 'validation.invalid'),
});
export type SecurityPolicy = z.infer<typeof securityPolicyValue>;

/** Outside demo mode administrators must have one from the first start; a demo requires nothing. */
export const defaultSecurityPolicy = (demo: boolean): SecurityPolicy => ({
  secondFactorRoles: demo ? [] : ['admin'],
});

export const securityPolicyRecord = securityPolicyValue.extend({ version: z.number().int() });
export type SecurityPolicyRecord = z.infer<typeof securityPolicyRecord>;
export const updateSecurityPolicyBody = securityPolicyValue.extend({ version: z.number().int().min(0) });
export type UpdateSecurityPolicyInput = z.infer<typeof updateSecurityPolicyBody>;

const totpCode = z.string().regex(/^\d{6}$/, 'validation.totpCode');
const challenge = z.string().min(20).max(200);

/** The app's code confirming an enrolment. */
export const confirmTotpBody = z.strictObject({ code: totpCode });

/** WebAuthn's binary fields travel base64url-encoded; a credential's parts are at most a few kilobytes. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');
const transports = z.array(z.string().max(20)).max(10).optional();

/** What both of a passkey's answers carry besides their `response`: the credential, as the browser names it. */
const publicKeyCredential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.string().max(30).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** What `navigator.credentials.create` answered, as @simplewebauthn/browser writes it (checked by the server). */
export const passkeyRegistration = z.object({
  ...publicKeyCredential,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40000),
    authenticatorData: base64url(8000).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistration>;

/** What `navigator.credentials.get` answered: the passkey's signature over the server's challenge. */
export const passkeyAssertion = z.object({
  ...publicKeyCredential,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;

/** The sign-in's second step: its challenge and the app's code, a passkey's signature, or a recovery code. */
export const secondFactorBody = z.discriminatedUnion('method', [
  z.strictObject({ challenge, method: z.literal('TOTP'), code: totpCode }),
  z.strictObject({ challenge, method: z.literal('PASSKEY'), response: passkeyAssertion }),
  z.strictObject({ challenge, method: z.literal('RECOVERY'), code: z.string().min(10).max(20) }),
]);
export type SecondFactorInput = z.infer<typeof secondFactorBody>;

/** A passkey's name on the profile ("Work laptop"): the user's words. */
export const PASSKEY_NAME_MAX = 60;
export const startPasskeyBody = z.strictObject({ name: z.string().trim().min(1).max(PASSKEY_NAME_MAX) });
export const confirmPasskeyBody = z.strictObject({ response: passkeyRegistration });

/**
 * The options `navigator.credentials.create` or `.get` takes, as the server wrote them (challenge,
 * relying party, the user's passkeys): passed through to the browser untouched.
 */
const webAuthnOptions = z.record(z.string(), z.unknown());
export const passkeyRegistrationAnswer = z.object({ factorId: z.number().int(), options: webAuthnOptions });
export type PasskeyRegistrationAnswer = z.infer<typeof passkeyRegistrationAnswer>;
export const passkeyOptionsAnswer = z.object({ options: webAuthnOptions });
export type PasskeyOptionsAnswer = z.infer<typeof passkeyOptionsAnswer>;

/** An enrolment required at sign-in: the challenge the password earned, then the app's code. */
export const enrolmentBody = z.strictObject({ challenge });
/** The passkey step asks for its options with the challenge the password earned. */
export const passkeyOptionsBody = enrolmentBody;
export const enrolmentConfirmBody = z.strictObject({ challenge, code: totpCode });
/** The required enrolment with a passkey: its name, then the device's registration for the factor started. */
export const enrolmentPasskeyBody = z.strictObject({ challenge, name: startPasskeyBody.shape.name });
export const enrolmentPasskeyConfirmBody = z.strictObject({
  challenge,
  factorId: z.number().int().positive(),
  response: passkeyRegistration,
});

/** One of a user's factors, as their profile lists it. */
export const factorRecord = z.object({
  id: z.number().int(),
  kind: z.enum(FACTOR_KINDS),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type FactorRecord = z.infer<typeof factorRecord>;

export const factorsAnswer = z.object({
  factors: z.array(factorRecord),
  recoveryCodesLeft: z.number().int(),
  /** Their roles require one (a user required cannot remove the last). */
  required: z.boolean(),
});
export type FactorsAnswer = z.infer<typeof factorsAnswer>;

/** An authenticator app being enrolled: its secret as text, the otpauth address and its QR code. */
export const totpEnrolmentAnswer = z.object({
  factorId: z.number().int(),
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code, an SVG image as a data URL. */
  qrCode: z.string(),
});
export type TotpEnrolmentAnswer = z.infer<typeof totpEnrolmentAnswer>;

/** Shown once: the codes in clear; only their hashes are kept. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * POST /api/Identity/Authenticate, in the spec's shape: the tokens; or, for a user with a second
 * factor, the challenge to answer with it, or the enrolment their roles require first. (Here, not in
 * identity.ts: the browser's data provider reads that one, and need not carry these.)
 */
export const authenticatedAnswer = z.object({
  model: z.union([
    tokenPair,
    z.object({ secondFactor: z.object({ challenge: z.string(), methods: z.array(z.enum(SECOND_FACTOR_METHODS)) }) }),
    z.object({ enrolment: z.object({ challenge: z.string() }) }),
  ]),
});
