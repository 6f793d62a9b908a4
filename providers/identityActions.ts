import type { z } from 'zod';
import type { SessionsAnswer } from '../domain/sessions';
import type { meRecord, statusAnswer } from '../domain/identity';
import type {
  FactorsAnswer,
  PasskeyOptionsAnswer,
  PasskeyRegistrationAnswer,
  SecurityPolicyRecord,
  TotpEnrolmentAnswer,
  UpdateSecurityPolicyInput,
} from '../domain/secondFactor';
import type { HttpClient } from './httpClient';

/** The answer of the identity and user actions that are not CRUD (domain/identity.ts statusAnswer). */
export type StatusAnswer = z.infer<typeof statusAnswer>;

/** GET /api/Identity/Me (domain/identity.ts meRecord) */
export type Me = z.infer<typeof meRecord>;

export interface IdentityActions {
  ping(): Promise<{ success: boolean }>;
  me(): Promise<Me>;
  changePassword(password: string): Promise<StatusAnswer>;
  setUserPassword(userId: number | string, password: string): Promise<StatusAnswer>;
  sendNewPassword(userId: number | string): Promise<StatusAnswer>;
  resetSecondFactors(userId: number | string): Promise<StatusAnswer>;
  securityPolicy(): Promise<SecurityPolicyRecord>;
  ownFactors(): Promise<FactorsAnswer>;
  startOwnTotp(): Promise<TotpEnrolmentAnswer>;
  confirmOwnTotp(factorId: number, code: string): Promise<{ recoveryCodes: string[] }>;
  startOwnPasskey(name: string): Promise<PasskeyRegistrationAnswer>;
  confirmOwnPasskey(factorId: number, response: unknown): Promise<{ recoveryCodes: string[] }>;
  removeOwnFactor(factorId: number): Promise<FactorsAnswer>;
  renewRecoveryCodes(): Promise<{ recoveryCodes: string[] }>;
  /** The sign-in's passkey step: what the browser's `credentials.get` takes, for the challenge the password earned. */
  passkeyOptions(challenge: string): Promise<PasskeyOptionsAnswer>;
  /** The enrolment a role requires at sign-in, answered with the challenge the password earned. */
  startEnrolment(challenge: string): Promise<TotpEnrolmentAnswer>;
  confirmEnrolment(
    challenge: string,
    code: string,
  ): Promise<{ model: { token: string; expiresIn: number; recoveryCodes: string[] } }>;
  /** The same enrolment with a passkey: its registration options, then the device's answer. */
  startEnrolmentPasskey(challenge: string, name: string): Promise<PasskeyRegistrationAnswer>;
  confirmEnrolmentPasskey(
    challenge: string,
    factorId: number,
    response: unknown,
  ): Promise<{ model: { token: string; expiresIn: number; recoveryCodes: string[] } }>;
  saveSecurityPolicy(input: UpdateSecurityPolicyInput): Promise<SecurityPolicyRecord>;
  ownSessions(): Promise<SessionsAnswer>;
  endOwnSession(sessionId: string): Promise<SessionsAnswer>;
  userSessions(userId: number | string): Promise<SessionsAnswer>;
  endUserSessions(userId: number | string): Promise<{ ended: number }>;
  forgotPassword(email: string): Promise<StatusAnswer>;
  resetPassword(token: string, password: string): Promise<StatusAnswer>;
}

/**
 * Sign-in help, passwords and the profile: what the guest pages call. Plain calls with no schema,
 * so the login page can use them without downloading the rest of the data provider.
 */
export function createIdentityActions(http: HttpClient): IdentityActions {
  const post = async <Answer = StatusAnswer>(url: string, body?: unknown): Promise<Answer> =>
    (await http(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })).json;
  const userPath = (userId: number | string) => `/api/users/${encodeURIComponent(String(userId))}`;
  // A call that ends a sign-in: its refresh token then travels in an HttpOnly cookie, as at any sign-in.
  const signingIn = async (url: string, body: unknown) =>
    (await http(url, { method: 'POST', headers: { 'X-Token-Transport': 'cookie' }, body: JSON.stringify(body) })).json;
  return {
    ping: async () => (await http('/api/Identity/Ping')).json,
    me: async () => (await http('/api/Identity/Me')).json,
    changePassword: (password) => post('/api/Identity/ChangePasswordV2', { password }),
    setUserPassword: (userId, password) => post(`${userPath(userId)}/password`, { password }),
    sendNewPassword: (userId) => post(`${userPath(userId)}/send-new-password`),
    resetSecondFactors: (userId) => post(`${userPath(userId)}/factors/reset`),
    securityPolicy: async () => (await http('/api/security-policy')).json,
    ownFactors: async () => (await http('/api/Identity/Me/factors')).json,
    startOwnTotp: () => post('/api/Identity/Me/factors/totp'),
    confirmOwnTotp: (factorId, code) => post(`/api/Identity/Me/factors/totp/${factorId}/confirm`, { code }),
    startOwnPasskey: (name) => post('/api/Identity/Me/factors/passkey', { name }),
    confirmOwnPasskey: (factorId, response) =>
      post(`/api/Identity/Me/factors/passkey/${factorId}/confirm`, { response }),
    passkeyOptions: (challenge) => post('/api/Identity/SecondFactor/Passkey/Options', { challenge }),
    removeOwnFactor: async (factorId) =>
      (await http(`/api/Identity/Me/factors/${factorId}`, { method: 'DELETE' })).json,
    renewRecoveryCodes: () => post('/api/Identity/Me/recovery-codes'),
    startEnrolment: (challenge) => post('/api/Identity/Enrolment/Totp', { challenge }),
    confirmEnrolment: (challenge, code) => signingIn('/api/Identity/Enrolment/Totp/Confirm', { challenge, code }),
    startEnrolmentPasskey: (challenge, name) => post('/api/Identity/Enrolment/Passkey', { challenge, name }),
    confirmEnrolmentPasskey: (challenge, factorId, response) =>
      signingIn('/api/Identity/Enrolment/Passkey/Confirm', { challenge, factorId, response }),
    saveSecurityPolicy: async (input) =>
      (await http('/api/security-policy', { method: 'PUT', body: JSON.stringify(input) })).json,
    ownSessions: async () => (await http('/api/Identity/Me/sessions')).json,
    endOwnSession: async (sessionId) =>
      (await http(`/api/Identity/Me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' })).json,
    userSessions: async (userId) => (await http(`${userPath(userId)}/sessions`)).json,
    endUserSessions: (userId) => post(`${userPath(userId)}/sessions/end`),
    forgotPassword: (email) => post(`/api/Identity/ForgotPassword/${encodeURIComponent(email.trim())}`),
    resetPassword: (token, password) => post('/api/Identity/ResetPassword', { token, password }),
  };
}
