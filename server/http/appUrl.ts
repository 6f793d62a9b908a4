import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { languageOf, type Language } from '../services/identityMails';

/** Where links in emails point: the configured public address, else the address the caller used. */
export const appUrlOf = (config: ServerConfig, request: FastifyRequest) =>
  (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

/** The `Language` header chooses the language of anything the server renders. */
export const requestLanguage = (request: FastifyRequest): Language => languageOf(request.headers.language as string | undefined);
