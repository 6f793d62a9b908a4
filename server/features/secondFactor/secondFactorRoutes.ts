import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusAnswer, tokenPair } from '../../../domain/identity';
import {
  confirmPasskeyBody,
  confirmTotpBody,
  passkeyOptionsAnswer,
  passkeyOptionsBody,
  passkeyRegistrationAnswer,
  startPasskeyBody,
  enrolmentBody,
  enrolmentConfirmBody,
  enrolmentPasskeyBody,
  enrolmentPasskeyConfirmBody,
  factorsAnswer,
  recoveryCodesAnswer,
  secondFactorBody,
  securityPolicyRecord,
  totpEnrolmentAnswer,
  updateSecurityPolicyBody,
} from '../../../domain/secondFactor';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { idParams } from '../../http/pathParams';
import { sessionFactsOf, tokensAnswer } from '../identity/identityRoutes';
import {
  confirmOwnPasskey,
  confirmOwnTotp,
  listOwnFactors,
  removeOwnFactor,
  renewOwnRecoveryCodes,
  resetFactors,
  startOwnPasskey,
  startOwnTotp,
} from './ownFactors';
import {
  answerSecondFactor,
  confirmRequiredEnrolment,
  confirmRequiredPasskey,
  startRequiredPasskey,
  passkeyOptionsForSignIn,
  startRequiredEnrolment,
} from './secondFactorSignIn';
import { readSecurityPolicy, updateSecurityPolicy } from './securityPolicy';

const tags = ['Identity'];
/** Codes are guessed one request at a time: as few as the password's. */
const signInLimit = (ctx: AppContext) => ({
  rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' },
});

/**
 * Issue 35's second factor: the sign-in's second step and the enrolment a role requires (answered
 * with the challenge the password earned), the profile's own factors, and the administrators' policy
 * and reset.
 */
export function secondFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticated(ctx);
  const managingUsers = [signedIn, requireAbility('manage', 'user')];

  r.post(
    '/api/Identity/SecondFactor',
    {
      schema: { tags, body: secondFactorBody, response: { 200: z.object({ model: tokenPair }) } },
      config: signInLimit(ctx),
    },
    async (request, reply) => ({
      model: tokensAnswer(request, reply, await answerSecondFactor(ctx, request.body, sessionFactsOf(request))),
    }),
  );

  r.post(
    '/api/Identity/SecondFactor/Passkey/Options',
    { schema: { tags, body: passkeyOptionsBody, response: { 200: passkeyOptionsAnswer } }, config: signInLimit(ctx) },
    async (request) => passkeyOptionsForSignIn(ctx, request.body.challenge),
  );

  r.post(
    '/api/Identity/Enrolment/Totp',
    { schema: { tags, body: enrolmentBody, response: { 200: totpEnrolmentAnswer } }, config: signInLimit(ctx) },
    async (request) => startRequiredEnrolment(ctx, request.body.challenge),
  );

  r.post(
    '/api/Identity/Enrolment/Totp/Confirm',
    {
      schema: {
        tags,
        body: enrolmentConfirmBody,
        response: { 200: z.object({ model: tokenPair.extend({ recoveryCodes: z.array(z.string()) }) }) },
      },
      config: signInLimit(ctx),
    },
    async (request, reply) => {
      const { recoveryCodes, ...pair } = await confirmRequiredEnrolment(ctx, request.body, sessionFactsOf(request));
      return { model: { ...tokensAnswer(request, reply, pair), recoveryCodes } };
    },
  );

  r.post(
    '/api/Identity/Enrolment/Passkey',
    {
      schema: { tags, body: enrolmentPasskeyBody, response: { 200: passkeyRegistrationAnswer } },
      config: signInLimit(ctx),
    },
    async (request) => startRequiredPasskey(ctx, request.body.challenge, request.body.name),
  );

  r.post(
    '/api/Identity/Enrolment/Passkey/Confirm',
    {
      schema: {
        tags,
        body: enrolmentPasskeyConfirmBody,
        response: { 200: z.object({ model: tokenPair.extend({ recoveryCodes: z.array(z.string()) }) }) },
      },
      config: signInLimit(ctx),
    },
    async (request, reply) => {
      const { recoveryCodes, ...pair } = await confirmRequiredPasskey(ctx, request.body, sessionFactsOf(request));
      return { model: { ...tokensAnswer(request, reply, pair), recoveryCodes } };
    },
  );

  r.get(
    '/api/Identity/Me/factors',
    { schema: { tags, response: { 200: factorsAnswer } }, onRequest: signedIn },
    async (request) => listOwnFactors(ctx, currentUser(request)),
  );

  r.post(
    '/api/Identity/Me/factors/totp',
    { schema: { tags, response: { 200: totpEnrolmentAnswer } }, onRequest: signedIn },
    async (request) => startOwnTotp(ctx, currentUser(request)),
  );

  r.post(
    '/api/Identity/Me/factors/totp/:id/confirm',
    {
      schema: { tags, params: idParams, body: confirmTotpBody, response: { 200: recoveryCodesAnswer } },
      onRequest: signedIn,
      config: signInLimit(ctx),
    },
    async (request) => confirmOwnTotp(ctx, currentUser(request), request.params.id, request.body.code),
  );

  r.post(
    '/api/Identity/Me/factors/passkey',
    { schema: { tags, body: startPasskeyBody, response: { 200: passkeyRegistrationAnswer } }, onRequest: signedIn },
    async (request) => startOwnPasskey(ctx, currentUser(request), request.body.name),
  );

  r.post(
    '/api/Identity/Me/factors/passkey/:id/confirm',
    {
      schema: { tags, params: idParams, body: confirmPasskeyBody, response: { 200: recoveryCodesAnswer } },
      onRequest: signedIn,
      config: signInLimit(ctx),
    },
    async (request) => confirmOwnPasskey(ctx, currentUser(request), request.params.id, request.body.response),
  );

  r.delete(
    '/api/Identity/Me/factors/:id',
    { schema: { tags, params: idParams, response: { 200: factorsAnswer } }, onRequest: signedIn },
    async (request) => removeOwnFactor(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/Identity/Me/recovery-codes',
    { schema: { tags, response: { 200: recoveryCodesAnswer } }, onRequest: signedIn },
    async (request) => renewOwnRecoveryCodes(ctx, currentUser(request)),
  );

  r.get(
    '/api/security-policy',
    { schema: { tags, response: { 200: securityPolicyRecord } }, onRequest: managingUsers },
    async () => readSecurityPolicy(ctx, ctx.database.db),
  );

  r.put(
    '/api/security-policy',
    {
      schema: { tags, body: updateSecurityPolicyBody, response: { 200: securityPolicyRecord } },
      onRequest: managingUsers,
    },
    async (request) => updateSecurityPolicy(ctx, currentUser(request), request.body),
  );

  r.post(
    '/api/users/:id/factors/reset',
    { schema: { tags, params: idParams, response: { 200: statusAnswer } }, onRequest: managingUsers },
    async (request) => {
      await resetFactors(ctx, currentUser(request), request.params.id);
      return { status: 'Success' as const };
    },
  );
}
