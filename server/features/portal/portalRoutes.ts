import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerDocument } from '../../../domain/customerRecords';
import {
  PORTAL_API,
  PORTAL_SESSION_COOKIE,
  portalBankingBody,
  portalBrandingAnswer,
  portalCodeRequestBody,
  portalCodeSentAnswer,
  portalDeferralAnswer,
  portalDeferralBody,
  portalLanguageBody,
  portalMeAnswer,
  portalRenewalBody,
  portalSignInBody,
} from '../../../domain/portal';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/appUrl';
import { invalidInput } from '../../http/errors';
import { pathId } from '../../http/pathParams';
import { getPortalConfiguration } from '../configuration/portalConfiguration';
import { getPublicBranding } from '../configuration/generalSettings';
import { readDocumentUpload } from '../customers/customerDocumentRoutes';
import {
  changeBanking,
  deferAsBorrower,
  requestRenewal,
  setBorrowerLanguage,
  uploadBorrowerDocument,
} from './portalActions';
import { readPortalMe } from './portalLoans';
import { borrowerOf, borrowerSession, clearPortalCookie, endPortalSession, setPortalCookie } from './portalSessions';
import { deliverPortalCodes } from './portalCodeDelivery';
import { requestPortalCode, signInWithCode } from './portalSignIn';

const tags = ['Borrower portal'];
const signedOutAnswer = z.object({ status: z.literal('Success') });

/**
 * The borrower portal's API, apart from the staff's: its own path, its own session (a cookie no
 * /api/ route reads), and every route answers only about the signed-in borrower's own records.
 * Its routes share one scope whose every answer, refusals included, says no-store: a shared phone or
 * computer, or a proxy, keeps nothing of a borrower's (the sign-in alone answers the name, the
 * account and the schedule), and a route added later cannot forget it.
 */
export async function portalRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    portalScopeRoutes(scope, ctx);
  });
}

function portalScopeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const borrower = borrowerSession(ctx);

  r.get(`${PORTAL_API}/branding`, { schema: { tags, response: { 200: portalBrandingAnswer } } }, async () => {
    const [general, portal] = await Promise.all([getPublicBranding(ctx), getPortalConfiguration(ctx)]);
    return {
      companyName: general.companyName,
      logoUrl: general.logoUrl,
      primaryColour: portal.primaryColour,
      secondaryColour: portal.secondaryColour,
      supportEmail: portal.supportEmail,
      supportPhone: portal.supportPhone,
      termsUrl: portal.termsUrl,
      policyUrl: portal.policyUrl,
    };
  });

  // The code recorded for a request, sent once its answer is out (the answer never waits for SMTP or SMS).
  const codeToSend = new WeakMap<FastifyRequest, number>();
  r.post(
    `${PORTAL_API}/sign-in/code`,
    {
      schema: { tags, body: portalCodeRequestBody, response: { 202: portalCodeSentAnswer } },
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      onResponse: async (request) => {
        const codeId = codeToSend.get(request);
        if (codeId === undefined) return;
        // A failure here is tried again by the periodic sender (startPortalCodeDelivery).
        await deliverPortalCodes(ctx, codeId).catch((error: unknown) =>
          request.log.error({ err: error }, 'portal code not sent yet'),
        );
      },
    },
    async (request, reply) => {
      const { answer, codeId } = await requestPortalCode(ctx, request.body.address, request.ip);
      if (codeId !== null) codeToSend.set(request, codeId);
      return reply.status(202).send(answer);
    },
  );

  r.post(
    `${PORTAL_API}/sign-in`,
    {
      schema: { tags, body: portalSignInBody, response: { 200: portalMeAnswer } },
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token, customerId } = await signInWithCode(ctx, request.body.address, request.body.code, request.ip);
      setPortalCookie(request, reply, token);
      return readPortalMe(ctx, customerId);
    },
  );

  r.post(`${PORTAL_API}/sign-out`, { schema: { tags, response: { 200: signedOutAnswer } } }, async (request, reply) => {
    await endPortalSession(ctx, request.cookies[PORTAL_SESSION_COOKIE]);
    clearPortalCookie(reply);
    return { status: 'Success' as const };
  });

  r.get(
    `${PORTAL_API}/me`,
    { schema: { tags, response: { 200: portalMeAnswer } }, onRequest: borrower },
    async (request) => readPortalMe(ctx, borrowerOf(request)),
  );

  r.put(
    `${PORTAL_API}/me/language`,
    { schema: { tags, body: portalLanguageBody, response: { 200: portalMeAnswer } }, onRequest: borrower },
    async (request) => setBorrowerLanguage(ctx, borrowerOf(request), request.body.language),
  );

  r.post(
    `${PORTAL_API}/loans/:loanId/deferrals`,
    {
      schema: {
        tags,
        params: z.object({ loanId: pathId }),
        body: portalDeferralBody,
        response: { 200: portalDeferralAnswer },
      },
      onRequest: borrower,
    },
    async (request) => deferAsBorrower(ctx, borrowerOf(request), request.params.loanId, request.body),
  );

  r.put(
    `${PORTAL_API}/banking`,
    { schema: { tags, body: portalBankingBody, response: { 200: portalMeAnswer } }, onRequest: borrower },
    async (request) => changeBanking(ctx, borrowerOf(request), request.body, requestLanguage(request), request.ip),
  );

  r.post(
    `${PORTAL_API}/documents`,
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: customerDocument } },
      onRequest: borrower,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { fields, file } = await readDocumentUpload(request);
      const extra = Object.keys(fields)[0];
      if (extra !== undefined) throw invalidInput({ [extra]: 'validation.unknownField' });
      return reply.status(201).send(await uploadBorrowerDocument(ctx, borrowerOf(request), file));
    },
  );

  r.post(
    `${PORTAL_API}/renewal-requests`,
    { schema: { tags, body: portalRenewalBody, response: { 201: portalMeAnswer } }, onRequest: borrower },
    async (request, reply) =>
      reply.status(201).send(await requestRenewal(ctx, borrowerOf(request), request.body.requestedAmountCents)),
  );
}
