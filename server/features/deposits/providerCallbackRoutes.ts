import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../../domain/loanStatuses';
import { CallbackRefusal, SIGNATURE_HEADER } from '../../adapters/payments/providerCallbacks';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { applyPaymentEvent } from './paymentEvents';

const tags = ['Payment providers'];
const MAX_CALLBACK_BYTES = 16 * 1024;

/**
 * Where the payment providers post their events. No session: the body's HMAC signature is the
 * proof, checked on the raw bytes before anything is read. A delivery seen before is acknowledged
 * again without being applied twice.
 */
export async function providerCallbackRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // The signature covers the bytes as sent: keep them as text, parse after checking.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_CALLBACK_BYTES },
      (_r, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/providers/:provider/callbacks',
      {
        schema: {
          tags,
          params: z.strictObject({ provider: z.enum(PAYMENT_PROVIDERS, { error: 'validation.invalid' }) }),
          body: z.string(),
          response: { 200: z.object({ received: z.boolean(), outcome: z.enum(['applied', 'duplicate', 'stale']) }) },
        },
      },
      async (request) => {
        const provider = ctx.adapters.payments.of(request.params.provider);
        const signature = request.headers[SIGNATURE_HEADER];
        let event;
        try {
          event = provider.verifyCallback(request.body, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof CallbackRefusal)
            throw new AppError(error.key === 'CALLBACK_MALFORMED' ? 400 : 401, `errors.${error.key}`);
          throw error;
        }
        const outcome = await applyPaymentEvent(ctx, request.params.provider, event);
        return { received: true, outcome };
      },
    );
  });
}
