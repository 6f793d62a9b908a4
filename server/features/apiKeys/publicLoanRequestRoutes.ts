import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_HEADER, publicLoanRequestAnswer, publicLoanRequestBody } from '../../../domain/publicIntake';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { checkApiKey, type UsedApiKey } from './keyCheck';
import { createRefusedKeyLimiter } from './refusedKeyLimiter';
import { receivePublicLoanRequest } from './publicLoanRequests';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: UsedApiKey;
  }
}

/**
 * Each key has its own allowance, so one busy website does not starve another; calls without a
 * key share their address's. The header is hashed: the limiter's memory never holds a secret.
 */
export function intakeRateKey(request: FastifyRequest): string {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string' && header.trim())
    return `key:${createHash('sha256').update(header.trim()).digest('hex')}`;
  return `ip:${request.ip}`;
}

/** Refused keys one address may present in a minute before its calls are turned away unread. */
export const REFUSED_KEYS_PER_ADDRESS_PER_MINUTE = 10;

const apiKeyHeader = z.object({
  [API_KEY_HEADER]: z
    .string()
    .optional()
    .describe('The API key an administrator created for this website (Configuration, API keys).'),
});

/** The website's intake: POST /api/public/loan-requests with X-Api-Key, no user session. */
export function publicLoanRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const max = ctx.config.publicIntakeRateLimitPerMinute;
  const refusedKeys = createRefusedKeyLimiter({ max: REFUSED_KEYS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 });

  r.post(
    '/api/public/loan-requests',
    {
      schema: {
        tags: ['Website intake'],
        summary: "A loan request from the lender's website",
        description:
          'Creates a loan request (origin EXTERNAL) for the applicant: their existing profile when the same SIN or email, name ' +
          'and birth date are known, else a new one. Amounts are in cents. 401 for a missing, unknown or deactivated key, ' +
          `400 with field errors (nothing created), 429 past ${max} calls a minute for one key or ${REFUSED_KEYS_PER_ADDRESS_PER_MINUTE} refused keys a minute from one address.`,
        security: [{ apiKey: [] }],
        headers: apiKeyHeader,
        body: publicLoanRequestBody,
        response: { 201: publicLoanRequestAnswer },
      },
      config: {
        rateLimit: {
          max,
          timeWindow: '1 minute',
          keyGenerator: intakeRateKey,
          errorResponseBuilder: (_request, context) =>
            new AppError(429, 'errors.INTAKE_RATE_LIMITED', {
              max: context.max,
              seconds: Math.ceil(context.ttl / 1000),
            }),
        },
      },
      // Before the body is validated: a caller without a valid key learns nothing about the payload.
      preValidation: async (request, reply) => {
        const seconds = refusedKeys.secondsToWait(request.ip);
        if (seconds > 0) {
          reply.header('Retry-After', String(seconds));
          throw new AppError(429, 'errors.INTAKE_KEYS_REFUSED', { max: refusedKeys.max, seconds });
        }
        try {
          request.apiKey = await checkApiKey(ctx, request.headers[API_KEY_HEADER]);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 401) refusedKeys.recordRefusal(request.ip);
          throw error;
        }
      },
    },
    async (request, reply) => {
      reply.status(201);
      return receivePublicLoanRequest(ctx, request.apiKey!, request.body);
    },
  );
}
