import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from './errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The upload stopped at the size limit: the file is larger than it may be. */
  truncated: boolean;
}

/**
 * Reads an upload of one file in the `file` field, in memory and at most `maxBytes` (beyond that
 * the rest is not read: the upload is marked truncated, for the service to refuse with its own
 * message). A second file is refused with `oneFileKey`, any other part as an unknown field.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  maxBytes: number,
  oneFileKey: string,
): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) throw new AppError(415, 'errors.UNSUPPORTED_MEDIA_TYPE');
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 5, parts: 6 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw invalidInput({ [part.fieldname]: 'validation.unknownField' });
      if (file) throw invalidInput({ file: oneFileKey });
      const bytes = await part.toBuffer();
      file = { bytes, truncated: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { bytes: Buffer.alloc(0), truncated: true };
    if (code === 'FST_FILES_LIMIT') throw invalidInput({ file: oneFileKey });
    throw new AppError(400, 'errors.BAD_REQUEST');
  }
  return file;
}
