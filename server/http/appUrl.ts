import type { FastifyRequest } from 'fastify';
import { languageOf, type Language } from '../features/identity/identityMails';

/** The `Language` header chooses the language of anything the server renders. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOf(request.headers.language as string | undefined);
