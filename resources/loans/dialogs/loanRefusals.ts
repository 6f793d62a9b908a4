import type { Language } from '../../../i18n/types';
import { readableParams } from '../../../providers/refusalParams';
import { messageKey } from '../../../providers/translation';

/** What a failed loan action tells the dialog, sorted by what the dialog does with it. */
export type LoanActionFailure =
  /** 400: an i18n key per field of the body. */
  | { kind: 'fields'; errors: Record<string, string> }
  /** 409: someone changed the loan meanwhile; press Update. */
  | { kind: 'stale' }
  /** 420: a business rule said no; its key and its parameters, ready to translate. */
  | { kind: 'refusal'; key: string; params: Record<string, unknown> }
  /** Anything else: the message the http client already put in the reader's language. */
  | { kind: 'other'; message: string };

interface HttpErrorLike {
  status?: number;
  message?: string;
  body?: { message?: string; params?: Record<string, unknown>; errors?: Record<string, string> };
}

export function loanActionFailure(error: unknown, language: Language): LoanActionFailure {
  const { status, message, body } = (error ?? {}) as HttpErrorLike;
  if (status === 409) return { kind: 'stale' };
  if (status === 400 && body?.errors && Object.keys(body.errors).length > 0)
    return { kind: 'fields', errors: body.errors };
  if (status === 420 && body?.message)
    return { kind: 'refusal', key: body.message, params: readableParams(body.params, language) };
  return { kind: 'other', message: message || body?.message || messageKey('errors.UNEXPECTED_ERROR') };
}
