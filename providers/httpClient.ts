import { HttpError } from 'react-admin';
import type { Language } from '../i18n/types';
import { apiBaseUrl } from './apiBaseUrl';
import { currentLanguage, translate, type Translate } from './i18nProvider';
import { readableParams } from './refusalParams';
import { endSessionForced, session, type Session } from './session';
import { createSharedRefresh, FORCED_DEFAULTS } from './sharedRefresh';
import { messageKey } from './translation';

/** The shape ra-data-simple-rest expects from its http client (as react-admin's fetchJson). */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller knows the answer's shape
  json: any;
  /** The body's bytes, for a call made with `responseType: 'blob'` (a downloaded file). */
  blob?: Blob;
}

export interface HttpRequestOptions extends Omit<RequestInit, 'headers'> {
  headers?: HeadersInit;
  /** 'blob' keeps a successful answer's bytes as they are (files); errors are still read as JSON. */
  responseType?: 'json' | 'blob';
}

/** What a failed call throws: the translated message, and the 400 body's field errors. */
export interface ApiError {
  message?: string;
  body?: { errors?: Record<string, string> };
}

export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpResponse>;

/**
 * A controlled action made under four eyes (issue 35): the server answered 202, the action now
 * waits for a second person. Thrown, not returned: the caller's screen must not take it for done.
 */
export class AwaitingApproval extends HttpError {
  constructor(
    message: string,
    readonly approvalRequest: { id: number; action: string },
  ) {
    super(message, 202, { approvalRequest });
  }
}

export const isAwaitingApproval = (error: unknown): error is AwaitingApproval => error instanceof AwaitingApproval;

export interface HttpClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  session: Session;
  translate: Translate;
  language: () => Language;
  /** Leaves the app for a guest page. A full page load also drops every cached query of the old session. */
  leaveTo: (path: string) => void;
  currentPath: () => string;
}

interface ReadBody {
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of any shape
  json: any;
}

async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text().catch(() => '');
  try {
    return { text, json: text ? JSON.parse(text) : undefined };
  } catch {
    return { text, json: undefined };
  }
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const refreshOnce = createSharedRefresh(deps);

  function send(url: string, options: HttpRequestOptions) {
    const token = deps.session.getAccessToken();
    const headers = new Headers(options.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Language', deps.language());
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof options.body === 'string' && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    const target = url.startsWith('/') ? `${deps.baseUrl}${url}` : url;
    return deps.fetch(target, { ...options, headers, credentials: 'include' }).then(
      (response) => ({ response, token }),
      (error: unknown) => {
        // A cancelled query must stay a cancellation; anything else is the network, said in the user's language.
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new HttpError(deps.translate(messageKey('errors.NETWORK_ERROR')), 0, undefined);
      },
    );
  }

  /** Spec §4: clear access and go to /login with the reason, remembering where the user was. */
  function endSession(reason: string, json: unknown): never {
    deps.session.clearAccess();
    deps.session.setLogoutMessage(reason);
    const here = deps.currentPath();
    if (here.startsWith('/apps/')) deps.session.rememberNextPath(here);
    if (!here.startsWith('/login')) deps.leaveTo('/login');
    throw new HttpError(deps.translate(reason), 401, json);
  }

  /** Spec §4: 403 (access revoked) or 203 (permissions changed) end the session for good. */
  function forceLogout(status: number, message: string | undefined, json: unknown): never {
    const reason = message ?? FORCED_DEFAULTS[status];
    endSessionForced(deps.session, reason, deps.leaveTo);
    throw new HttpError(deps.translate(reason), status, json);
  }

  function toResult(response: Response, { text, json }: ReadBody): HttpResponse {
    const { status } = response;
    if (status === 403 || status === 203) forceLogout(status, json?.message, json);
    if (status === 401) endSession(json?.message ?? messageKey('errors.USER_NOT_CONNECTED'), json);
    if (status === 202 && json?.approvalRequest)
      throw new AwaitingApproval(deps.translate(messageKey('messages.AWAITING_APPROVAL')), json.approvalRequest);
    if (response.ok) {
      if (json === undefined && status !== 204)
        console.warn(`Missing or unreadable body from ${response.url || 'the API'} (${status})`);
      return { status, headers: response.headers, body: text, json };
    }
    if (status === 420)
      throw new HttpError(
        deps.translate(
          json?.message ?? messageKey('errors.UNEXPECTED_ERROR'),
          readableParams(json?.params, currentLanguage),
        ),
        status,
        json,
      );
    if (status >= 500) throw new HttpError(deps.translate(messageKey('errors.UNEXPECTED_ERROR')), status, json);
    // 400 keeps `body.errors` ({ field: key }): react-admin forms show each key on its field.
    throw new HttpError(json?.message ?? response.statusText, status, json);
  }

  return async function httpClient(url, { responseType, ...options } = {}) {
    const first = await send(url, options);
    const { token } = first;
    let { response } = first;
    if (response.status === 401) {
      const stored = deps.session.getAccessToken();
      // Another call refreshed while this one was on the wire: its token is already new.
      const refreshedMeanwhile = stored !== null && stored !== token;
      const outcome = refreshedMeanwhile ? ({ kind: 'refreshed' } as const) : await refreshOnce();
      if (outcome.kind === 'forced') forceLogout(outcome.status, outcome.message, undefined);
      if (outcome.kind === 'failed')
        endSession((await readBody(response)).json?.message ?? messageKey('errors.INVALID_REFRESH_TOKEN'), undefined);
      ({ response } = await send(url, options));
    }
    // 203 is a 2xx too, but it ends the session: only a plain success is kept as a file.
    if (responseType === 'blob' && response.ok && response.status !== 203) {
      return {
        status: response.status,
        headers: response.headers,
        body: '',
        json: undefined,
        blob: await response.blob(),
      };
    }
    return toResult(response, await readBody(response));
  };
}

export const httpClient: HttpClient = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: apiBaseUrl(import.meta.env.VITE_API_ORIGIN, window.location),
  session,
  translate,
  language: () => currentLanguage,
  leaveTo: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname + window.location.search,
});
