/**
 * The typed API client: every call names its endpoint from the shared contract, so the path, the
 * request and the answer's type all come from the schemas the server validates with. Built on
 * `http.ts` (the token, its renewal, the access events).
 */
import { pathOf, type AnswerOf, type EndpointDef, type EndpointRequest } from '@institute/shared-schema';
import { api } from './http';

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
