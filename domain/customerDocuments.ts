import { z } from 'zod';
import { FIELD_MSG, MAX_ROW_ID, optionalDate, optionalText, version } from './fieldSchemas';

/** Spec §3: a customer's documents are void cheques, contracts or other papers. */
export const DOCUMENT_TYPES = ['VOID_CHECK', 'CONTRACT', 'OTHER'] as const;
export const DOCUMENT_STATUSES = ['RECEIVED', 'VERIFIED', 'REJECTED'] as const;

/** Scans and signed contracts fit easily; anything larger is not a document an agent files. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The kinds of file accepted, recognised by their first bytes rather than by their name. */
export const DOCUMENT_FILE_KINDS = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  png: { contentType: 'image/png', extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
} as const;
export type DocumentFileKind = keyof typeof DOCUMENT_FILE_KINDS;

export const UPLOAD_MSG = {
  fileRequired: 'validation.fileRequired',
  fileEmpty: 'validation.fileEmpty',
  fileTooLarge: 'validation.fileTooLarge',
  fileTypeNotAllowed: 'validation.fileTypeNotAllowed',
  fileTypeMismatch: 'validation.fileTypeMismatch',
} as const;

export function sniffFileKind(bytes: Uint8Array): DocumentFileKind | undefined {
  return (Object.keys(DOCUMENT_FILE_KINDS) as DocumentFileKind[]).find((kind) =>
    DOCUMENT_FILE_KINDS[kind].magic.every((byte, i) => bytes[i] === byte),
  );
}

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();

/** Types a browser may send when it does not know better; the content decides then. */
const UNSPECIFIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * Checks an upload by its content: a PDF, PNG or JPEG whose name and declared type agree with its
 * first bytes, neither empty nor too large. A `.pdf` that is really an executable is refused.
 */
export function checkDocumentFile(file: {
  fileName: string;
  declaredType: string;
  bytes: Uint8Array;
  truncated?: boolean;
}):
  | { ok: true; kind: DocumentFileKind; contentType: string }
  | { ok: false; error: (typeof UPLOAD_MSG)[keyof typeof UPLOAD_MSG] } {
  if (file.truncated || file.bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, error: UPLOAD_MSG.fileTooLarge };
  if (file.bytes.length === 0) return { ok: false, error: UPLOAD_MSG.fileEmpty };
  const extension = extensionOf(file.fileName);
  const claimed = (Object.keys(DOCUMENT_FILE_KINDS) as DocumentFileKind[]).find((kind) =>
    (DOCUMENT_FILE_KINDS[kind].extensions as readonly string[]).includes(extension ?? ''),
  );
  if (!claimed) return { ok: false, error: UPLOAD_MSG.fileTypeNotAllowed };
  const actual = sniffFileKind(file.bytes);
  const declared = file.declaredType.split(';')[0].trim().toLowerCase();
  const declaredAgrees =
    UNSPECIFIC_TYPES.has(declared) ||
    declared === DOCUMENT_FILE_KINDS[claimed].contentType ||
    (claimed === 'jpeg' && declared === 'image/jpg');
  if (actual !== claimed || !declaredAgrees) return { ok: false, error: UPLOAD_MSG.fileTypeMismatch };
  return { ok: true, kind: actual, contentType: DOCUMENT_FILE_KINDS[actual].contentType };
}

const loanId = z.coerce
  .number({ error: FIELD_MSG.invalid })
  .int(FIELD_MSG.invalid)
  .positive(FIELD_MSG.invalid)
  .max(MAX_ROW_ID)
  .nullable()
  .optional();

/** The form fields sent with the file (multipart text fields, so numbers arrive as text). */
export const documentUploadFields = z.strictObject({
  type: z.enum(DOCUMENT_TYPES, { error: FIELD_MSG.invalid }),
  status: z.enum(DOCUMENT_STATUSES, { error: FIELD_MSG.invalid }).default('RECEIVED'),
  depositDate: optionalDate(),
  loanId: z.preprocess((v) => (v === '' ? null : v), loanId),
  name: optionalText(200),
});
export type DocumentUploadFields = z.output<typeof documentUploadFields>;

export const updateDocumentBody = z.strictObject({
  name: optionalText(200),
  type: z.enum(DOCUMENT_TYPES, { error: FIELD_MSG.invalid }).optional(),
  status: z.enum(DOCUMENT_STATUSES, { error: FIELD_MSG.invalid }).optional(),
  depositDate: optionalDate(),
  loanId,
  version,
});

/** A file name safe for a Content-Disposition header: no path, no control characters or quotes. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f' && c !== '"')
    .join('')
    .trim();
  return cleaned.slice(0, 200) || 'document';
}
