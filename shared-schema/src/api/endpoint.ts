/**
 * The REST contract: one `defineEndpoint` per route, naming its method, path, who may call it and
 * the zod schemas of its params, query, body and answers. The server registers each route from its
 * endpoint (Fastify validates and serialises with these schemas and documents them in OpenAPI);
 * the PWA's client takes its request and answer types from the same object. A route that is not
 * declared here does not exist.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, any signed-in user, or administrators only (decided by the server). */
export type Access = 'public' | 'user' | 'admin';

/**
 * A body that is not JSON: a multipart form with one file, the raw bytes of a file, or a chunk of
 * a resumable upload (the tus protocol: `application/offset+octet-stream`, streamed to disk).
 */
export type RawBody =
  | { kind: 'multipart'; file: string; fields: z.ZodObject; maxBytes: number }
  | { kind: 'bytes'; maxBytes: number }
  | { kind: 'tus'; maxBytes: number };

/** An answer that is not JSON (an image, a file): documented, never serialised by a schema. */
export const binaryAnswer = { binary: true } as const;
export type BinaryAnswer = typeof binaryAnswer;

export interface EndpointDef {
  method: HttpMethod;
  /** Fastify's path syntax, `/api/courses/:id`. */
  path: string;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  raw?: RawBody;
  /** Largest request body accepted, in bytes (JSON bodies; a raw body has its own). */
  bodyLimit?: number;
  /**
   * Each success status and its answer. Errors all share `apiErrorSchema`, but for a 503 that
   * answers with its own shape (a health check reporting what is degraded).
   */
  answers: Partial<Record<200 | 201 | 202 | 204 | 206 | 304 | 503, z.ZodType | BinaryAnswer>>;
}

export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

/**
 * A message of the catalogue as the server answers it: the English text, and for a client that
 * shows it in another language, its code and values (`messageCode`, message-codes.ts).
 */
const codedMessage = {
  message: z.string(),
  code: z.string().optional(),
  values: z.array(z.string()).optional(),
};

/** Every error answer: the catalogue's message, and each field's problem for a form. */
export const apiErrorSchema = z
  .object({
    ...codedMessage,
    errors: z.array(z.object({ field: z.string(), ...codedMessage })).optional(),
    /** A server asking a device to start a sync bucket over, or to update the app. */
    reset: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
    id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorAnswer = z.infer<typeof apiErrorSchema>;

/** A plain acknowledgement with the catalogue's words. */
export const messageAnswer = z.object({ message: z.string() });

/** The route takes no query: documented as an empty object, unknown keys ignored. */
export const noQuery = z.object({});

/** A multipart form or a file's bytes as the caller sends them (FormData, Blob: not named here, since this package has no DOM types). */
export type RawRequestBody = object;
/** A file answer as the caller receives it (a Blob in a browser). */
export type FileAnswer = { readonly size: number; readonly type: string };

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: params, query and body each as the schema's input. */
export type EndpointRequest<E extends EndpointDef> = (E['params'] extends z.ZodObject
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodObject ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : E['raw'] extends RawBody ? { body: RawRequestBody } : { body?: never });

/** What a handler receives after validation. */
export type ParamsOf<E extends EndpointDef> = Output<E['params']>;
export type QueryOf<E extends EndpointDef> = Output<E['query']>;
export type BodyOf<E extends EndpointDef> = Output<E['body']>;

/** The answer of a success status, as the server sends it and a caller receives it. */
export type AnswerOf<E extends EndpointDef, Status extends keyof E['answers'] = keyof E['answers']> = {
  [K in Status]: E['answers'][K] extends z.ZodType ? z.output<E['answers'][K]> : FileAnswer;
}[Status];

/** `/api/courses/:id` with `{ id }` → `/api/courses/3f…`, each value URI-encoded. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
