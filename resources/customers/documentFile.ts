import type { MessageKey } from '../../providers/translation';
import { checkDocumentFile, DOCUMENT_FILE_KINDS, MAX_DOCUMENT_BYTES } from '../../domain/customerDocuments';
import { messageKey } from '../../providers/translation';

/** What the file input offers: the kinds the server accepts (PDF, PNG, JPEG). */
export const DOCUMENT_ACCEPT = Object.values(DOCUMENT_FILE_KINDS)
  .flatMap((kind) => [kind.contentType, ...kind.extensions.map((extension) => `.${extension}`)])
  .join(',');

/**
 * The server's own check of an upload (domain checkDocumentFile), run before sending: the first
 * bytes say what the file really is; its size is read without loading it.
 */
export async function checkChosenFile(file: File | null): Promise<MessageKey | undefined> {
  if (!file) return messageKey('validation.fileRequired');
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const checked = checkDocumentFile({
    fileName: file.name,
    declaredType: file.type,
    bytes: head,
    truncated: file.size > MAX_DOCUMENT_BYTES,
  });
  return checked.ok ? undefined : checked.error;
}
