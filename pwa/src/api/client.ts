/**
 * The typed API client: every call names its endpoint from the shared contract, so the path, the
 * request and the answer's type all come from the schemas the server validates with. Built on
 * `http.ts` (the token, its renewal, the access events).
 */
import { pathOf, type AnswerOf, type ApiErrorAnswer, type EndpointDef, type EndpointRequest } from '@institute/shared-schema';
import { api, authorizedFetch, encodeBody } from './http';

export interface CallOptions {
  /** The message to show when the server gives none. */
  fallback?: string;
}

/** The URL of an endpoint with its params and query filled in. */
export function urlOf(endpoint: EndpointDef, request: { params?: object; query?: object } = {}): string {
  const path = pathOf(endpoint.path, request.params as Record<string, string> | undefined);
  const query = Object.entries(request.query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : path;
}

export function call<E extends EndpointDef>(endpoint: E, request: EndpointRequest<E>, options: CallOptions = {}): Promise<AnswerOf<E>> {
  return api<AnswerOf<E>>(urlOf(endpoint, request), { method: endpoint.method, body: request.body, fallback: options.fallback });
}

/** What a raw call's body holds: the endpoint's answer on success, the error's words otherwise. */
export type RawAnswer<E extends EndpointDef> =
  { ok: true; status: number; answer: AnswerOf<E> } | { ok: false; status: number; error: ApiErrorAnswer | null };

/**
 * An endpoint called for a caller that reads every status itself (the editor tells a refused run
 * from an offline device): the session's token attached and renewed once, the answer typed from
 * the contract. A network failure throws, as fetch does.
 */
export async function callRaw<E extends EndpointDef>(endpoint: E, request: EndpointRequest<E>): Promise<RawAnswer<E>> {
  const res = await authorizedFetch(urlOf(endpoint, request), { method: endpoint.method, ...encodeBody(request.body) });
  const body = (await res.json().catch(() => null)) as unknown;
  return res.ok && body !== null
    ? { ok: true, status: res.status, answer: body as AnswerOf<E> }
    : { ok: false, status: res.status, error: body as ApiErrorAnswer | null };
}
