import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The error shapes of the wire (ARCHITECTURE.md): every message is an i18n key the browser
 * translates. 420 carries business refusals, 409 stale versions, 401/403/203 the session rules.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly params?: Record<string, unknown>,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal by a business rule: status 420 with a translated message. */
export const refuse = (key: string, params?: Record<string, unknown>) => new AppError(420, `errors.${key}`, params);
export const notFound = () => new AppError(404, 'errors.NOT_FOUND');
export const staleVersion = () => new AppError(409, 'errors.STALE_VERSION');
/**
 * Lacking an ability is a refusal (420), not 403: in this product 403 means "your access was
 * revoked" and signs the user out (spec §4).
 */
export const forbidden = () => new AppError(420, 'errors.FORBIDDEN');
export const invalidInput = (errors: Record<string, string>) =>
  new AppError(400, 'errors.VALIDATION_ERROR', undefined, errors);

function fieldErrorsOf(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return { _: 'validation.invalid' };
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (issue.keyword === 'unrecognized_keys') {
      // A nested object names its unknown key by its whole path (applicant.bankAccount).
      for (const key of (issue.params as { keys?: string[] }).keys ?? [])
        errors[field === '_' ? key : `${field}.${key}`] = 'validation.unknownField';
      continue;
    }
    const message = issue.message ?? '';
    errors[field] ??= message.startsWith('validation.')
      ? message
      : /received undefined/.test(message)
        ? 'validation.required'
        : 'validation.invalid';
  }
  return errors;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, params: error.params, errors: error.errors });
    }
    if (error.validation) {
      const where = error.validationContext ?? 'body';
      return reply.status(400).send({ message: 'errors.VALIDATION_ERROR', where, errors: fieldErrorsOf(error) });
    }
    if (error.statusCode === 413) return reply.status(413).send({ message: 'errors.PAYLOAD_TOO_LARGE' });
    if (error.statusCode === 429) return reply.status(429).send({ message: 'errors.TOO_MANY_REQUESTS' });
    if (error.statusCode === 415) return reply.status(415).send({ message: 'errors.UNSUPPORTED_MEDIA_TYPE' });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON and the like: a client mistake, said plainly, never a 500.
      return reply.status(400).send({ message: 'errors.BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'errors.UNEXPECTED_ERROR' });
  });
}
