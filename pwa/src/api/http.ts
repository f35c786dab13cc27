/**
 * The one API client: JSON in and out, the bearer token attached, an expired access token renewed
 * once with the refresh token. A 401 that survives the renewal ends the session; a network failure
 * never does (the device may simply be offline, and its session must outlive that).
 */
import { msg } from '@lingui/core/macro';
import { accessMessages, authMessages, type AnswerOf, type authApi } from '@institute/shared-schema';
import { getSession, setSession } from '../data/session';
import { answerText, codedAnswer } from '../i18n/shared-text';

export class ApiError extends Error {
  /** The catalogue's code of the server's message (`auth.otpWait`), when it has one. */
  readonly code: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    // The server names its message by code and values: shown in the reader's language.
    const answer = codedAnswer(message, body ?? {});
    super(answerText(answer));
    this.code = answer.code;
    this.name = 'ApiError';
  }
}

/**
 * Spec section 4: a 401 ends the session and leads to /login; a 403 shows the permission message
 * and leads to /login. The layout listens for this event (the client knows no router).
 */
export const accessEvent = 'institute:access';
export type AccessEventDetail = { reason: 'expired' | 'forbidden' | 'change-password' };
const announce = (reason: AccessEventDetail['reason']) =>
  window.dispatchEvent(new CustomEvent<AccessEventDetail>(accessEvent, { detail: { reason } }));

/** The server refused the session (a 401 the refresh token could not cure): sign out and say why. */
export function endSession() {
  setSession(null);
  announce('expired');
}

/**
 * The client's own words for a failed request. Like the shared catalogue's texts, each message's id
 * is its English (`{0}` for a value), so `ApiError` (through `sharedText`) shows them in the
 * reader's language wherever they are thrown, and English needs no catalogue for them.
 */
const clientMessages = {
  offline: msg({
    id: 'You appear to be offline. Please check your connection and try again.',
    message: 'You appear to be offline. Please check your connection and try again.',
  }),
  requestFailed: msg({ id: 'Request failed ({0})', message: 'Request failed ({0})' }),
  couldNotLoad: msg({ id: 'Could not load {0}', message: 'Could not load {0}' }),
};
const withValue = (id: string, value: string | number) => id.replace('{0}', String(value));

export const offlineMessage = clientMessages.offline.id;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a FormData (multipart) or Blob sent as it is. */
  body?: unknown;
  /** Message when the server gives none. */
  fallback?: string;
}

/** A request body as fetch takes it: a FormData or Blob as it is, anything else as JSON. */
export function encodeBody(body: unknown): { headers: Record<string, string>; body: BodyInit | null } {
  if (body === undefined) return { headers: {}, body: null };
  if (body instanceof FormData || body instanceof Blob) return { headers: {}, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

async function send(path: string, { method = 'GET', body }: RequestOptions, token: string | null) {
  const encoded = encodeBody(body);
  return fetch(path, {
    method,
    headers: { ...encoded.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: encoded.body,
  });
}

/** A protected file (uploads need the bearer token, which an <img> cannot send) as an object URL. */
export async function fetchObjectUrl(path: string): Promise<string> {
  const res = await send(path, {}, getSession()?.token ?? null);
  if (!res.ok) throw new ApiError(res.status, withValue(clientMessages.couldNotLoad.id, path));
  return URL.createObjectURL(await res.blob());
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the access token. The server rotates refresh tokens: each answer carries a new one (kept
 * here), and the old one presented again counts as stolen and ends every session of the account.
 * So refreshes never overlap: in one tab concurrent callers share one request, and across tabs
 * (which share localStorage) a Web Lock lets one tab at a time refresh; a tab that waited finds
 * the token another tab already rotated and uses that instead of sending the old one. A browser
 * without Web Locks can still race two tabs into a sign-out (ARCHITECTURE.md).
 */
export function refreshSession(): Promise<boolean> {
  const seen = getSession()?.refreshToken ?? null;
  const work = async () => {
    const session = getSession();
    if (!session?.refreshToken) return false;
    // Another tab rotated it while this one waited for the lock: its new tokens are already stored.
    if (session.refreshToken !== seen) return true;
    const res = await send('/api/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } }, null);
    if (res.status === 401) {
      setSession(null);
      return false;
    }
    if (!res.ok) return false;
    const data = (await res.json()) as AnswerOf<typeof authApi.refresh>;
    setSession({
      ...session,
      token: data.token,
      refreshToken: data.refreshToken,
      user: data.user,
      mustChangePassword: data.mustChangePassword,
    });
    return true;
  };
  refreshing ??= (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('institute-auth-refresh', work) : work())
    .catch(() => false)
    .finally(() => (refreshing = null));
  return refreshing;
}

/**
 * A raw fetch with the session's token, renewed once on 401 (the sync engine reads statuses
 * itself). A network failure throws, as fetch does.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const attempt = () => {
    const token = getSession()?.token;
    return fetch(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  let res = await attempt();
  if (res.status === 401 && getSession() && (await refreshSession())) res = await attempt();
  return res;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const signedIn = getSession() !== null;
  let res: Response;
  try {
    res = await send(path, options, getSession()?.token ?? null);
    if (res.status === 401 && getSession() && !path.startsWith('/api/auth/') && (await refreshSession()))
      res = await send(path, options, getSession()?.token ?? null);
  } catch {
    throw new ApiError(0, offlineMessage);
  }
  const data = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) {
    if (!path.startsWith('/api/auth/') && signedIn) {
      if (res.status === 401) {
        setSession(null);
        announce('expired');
      } else if (res.status === 403) announce(data?.message === authMessages.mustChangePassword ? 'change-password' : 'forbidden');
    }
    const fallback =
      res.status === 403 ? accessMessages.forbidden : (options.fallback ?? withValue(clientMessages.requestFailed.id, res.status));
    throw new ApiError(res.status, data?.message ?? fallback, data);
  }
  return data as T;
}
