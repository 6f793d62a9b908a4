import { z } from 'zod';
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateDocumentBody } from '../../../domain/customerDocuments';
import { isUnstorableText } from '../../../domain/fieldSchemas';
import type { AppContext } from '../../context';
import { AppError, invalidInput } from '../../http/errors';
import { INVALID_CHARACTER_KEY, findUnstorableText } from '../../http/unstorableText';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import * as documents from './customerDocuments';
import type { UploadedFile } from './customerDocuments';
import { idParams, pathId } from '../../http/pathParams';
import { customerDocument } from '../../../domain/customerRecords';
import { fileAnswer } from '../../http/fileAnswer';
import { DOCUMENT_FILE_KINDS } from '../../../domain/customerDocuments';

const tags = ['Customer documents'];
const documentParams = idParams.extend({ documentId: pathId });

/** Reads a multipart upload: text fields, and one file kept in memory (at most the size limit). */
export async function readDocumentUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError(415, 'errors.UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new AppError(400, 'errors.VALIDATION_ERROR', undefined, {
            [part.fieldname]: 'validation.unknownField',
          });
        let truncated = false;
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          truncated = true;
          return Buffer.alloc(0);
        });
        if (isUnstorableText(part.filename)) throw invalidInput({ file: INVALID_CHARACTER_KEY });
        file = {
          fileName: part.filename,
          declaredType: part.mimetype,
          bytes,
          truncated: truncated || part.file.truncated,
        };
      } else {
        const value = String(part.value);
        if (findUnstorableText({ [part.fieldname]: value }, '') !== null)
          throw invalidInput({ [isUnstorableText(part.fieldname) ? 'body' : part.fieldname]: INVALID_CHARACTER_KEY });
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The size limit cut the file short: the service refuses it with a field error.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return {
        fields,
        file: {
          fileName: file?.fileName ?? '',
          declaredType: file?.declaredType ?? '',
          bytes: Buffer.alloc(0),
          truncated: true,
        },
      };
    }
    // Too many parts, fields or files, or a broken body: the client's mistake, said plainly.
    throw new AppError(400, 'errors.BAD_REQUEST');
  }
  return { fields, file };
}

/** Spec §2's documents tab: upload, describe, download and remove a customer's documents. */
export function customerDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'customer')];

  r.get(
    '/api/customers/:id/documents',
    { schema: { tags, params: idParams, response: { 200: z.array(customerDocument) } }, onRequest: can('view') },
    async (request) => documents.listDocuments(ctx, request.params.id),
  );

  r.post(
    '/api/customers/:id/documents',
    {
      schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 201: customerDocument } },
      onRequest: can('update'),
    },
    async (request, reply) => {
      const { fields, file } = await readDocumentUpload(request);
      reply.status(201);
      return documents.uploadDocument(ctx, currentUser(request), request.params.id, fields, file);
    },
  );

  r.put(
    '/api/customers/:id/documents/:documentId',
    {
      schema: { tags, params: documentParams, body: updateDocumentBody, response: { 200: customerDocument } },
      onRequest: can('update'),
    },
    async (request) =>
      documents.updateDocument(ctx, currentUser(request), request.params.id, request.params.documentId, request.body),
  );

  r.delete(
    '/api/customers/:id/documents/:documentId',
    { schema: { tags, params: documentParams, response: { 200: customerDocument } }, onRequest: can('update') },
    async (request) =>
      documents.removeDocument(ctx, currentUser(request), request.params.id, request.params.documentId),
  );

  r.get(
    '/api/customers/:id/documents/:documentId/content',
    {
      schema: {
        tags,
        params: documentParams,
        response: {
          200: fileAnswer(
            Object.values(DOCUMENT_FILE_KINDS).map((kind) => kind.contentType),
            'The document as it was filed (PDF, PNG or JPEG), as an attachment.',
          ),
        },
      },
      onRequest: can('view'),
    },
    async (request, reply) => {
      const file = await documents.documentContent(ctx, request.params.id, request.params.documentId);
      const asciiName = file.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\x20-\x7e]/g, '_');
      reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('Cache-Control', 'private, no-store');
      return reply.send(file.content);
    },
  );
}
