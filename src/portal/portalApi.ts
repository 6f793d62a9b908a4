import { PORTAL_API } from '../../domain/portalConstants';
import type { PortalLanguage } from '../../domain/portal';
import { portalKey } from './portalWords';

/** A refused call as the portal shows it: a message key and its parameters, and each field's key. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(key);
  }
}

let language: PortalLanguage = 'fr';
/** The language the server writes in (the PAD agreement kept in the borrower's language). */
export const setApiLanguage = (next: PortalLanguage) => {
  language = next;
};

/**
 * The portal's one way to its API: the session rides in its cookie (the browser sends it to
 * /portal/api only), JSON both ways, and a refusal thrown as a PortalError.
 */
export async function portalCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${PORTAL_API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Language: language, ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new PortalError(0, portalKey('errors.NETWORK'));
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new PortalError(
      response.status,
      answer.message ?? portalKey('errors.UNEXPECTED_ERROR'),
      answer.params,
      answer.errors,
    );
  }
  return answer as T;
}
