/**
 * Registers a route from its endpoint in the shared contract: the endpoint's schemas become
 * Fastify's (validated before the handler, answers serialised by their schema, so nothing leaves
 * that the schema does not name), its access becomes a guard that runs before the body is even
 * read, and its body limit bounds what is parsed. Handlers receive typed, validated input.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import {
  apiContract,
  apiErrorSchema,
  fieldLabel,
  findNul,
  messages,
  type AnswerOf,
  type BodyOf,
  type EndpointDef,
  type ParamsOf,
  type QueryOf,
} from '@institute/shared-schema';
import { z } from 'zod';
import { HttpError } from '../http-error.js';

/** A JSON body with no limit of its own: forms and small writes. */
export const defaultJsonBodyLimit = 64 * 1024;

export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply>;

/** Route options beyond the contract: rate limits, hooks. */
export type ExtraRouteOptions = Pick<RouteShorthandOptions, 'config' | 'preHandler' | 'onRequest'> & {
  /**
   * Parts of the body the NUL guard leaves to the handler, as paths with `*` for any key (the sync
   * push's `mutations.*.args`: a NUL there rejects that one mutation, not the whole batch).
   */
  nulCheckedByHandler?: string[][];
};

/**
 * No text column can hold a NUL character, so one anywhere in the params, the query or a JSON body
 * (a value or a key) is refused with 400 in the field's words before the schemas or the handler
 * see it. Multipart fields and file names are checked where they are read.
 */
function refuseNul(skip: string[][] = []) {
  const skipped = (path: (string | number)[]) =>
    skip.some((pattern) => pattern.length === path.length && pattern.every((p, i) => p === '*' || p === String(path[i])));
  const check = (value: unknown) => {
    const found = findNul(value, skipped);
    if (!found) return;
    const message = messages.request.badCharacter(fieldLabel(found));
    throw new HttpError(400, message, { errors: [{ field: found.join('.'), message }] });
  };
  return async (request: FastifyRequest) => {
    check(request.params);
    check(request.query);
    if (typeof request.body === 'object' && !Buffer.isBuffer(request.body)) check(request.body);
  };
}

const binarySchema = z.string().meta({ format: 'binary' });

/** Each endpoint's feature (its key in `apiContract`), the OpenAPI document's grouping. */
const featureOf = new Map<EndpointDef, string>(
  Object.entries(apiContract).flatMap(([feature, endpoints]) => Object.values(endpoints).map((e: EndpointDef) => [e, feature] as const)),
);

function answersOf(endpoint: EndpointDef) {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    response[status] =
      answer instanceof z.ZodType ? answer : { description: 'A file', content: { 'application/octet-stream': { schema: binarySchema } } };
  }
  response['4xx'] = apiErrorSchema;
  response['5xx'] = apiErrorSchema;
  return response;
}

export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extra: ExtraRouteOptions = {},
) {
  const guard = endpoint.access === 'admin' ? app.requireRole('admin') : endpoint.access === 'user' ? app.requireUser : undefined;
  const onRequest = [guard, extra.onRequest].flat().filter((h) => h !== undefined);
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.raw?.maxBytes ?? endpoint.bodyLimit ?? defaultJsonBodyLimit,
    ...(onRequest.length ? { onRequest: onRequest } : {}),
    ...(extra.preHandler ? { preHandler: extra.preHandler } : {}),
    preValidation: refuseNul(extra.nulCheckedByHandler),
    config: { ...(extra.config as object), endpoint } as RouteOptions['config'],
    schema: {
      summary: endpoint.summary,
      tags: [featureOf.get(endpoint) ?? 'other'],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.raw?.kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.raw?.kind === 'bytes' ? { consumes: ['application/octet-stream', 'image/*'] } : {}),
      ...(endpoint.raw?.kind === 'tus' ? { consumes: ['application/offset+octet-stream'] } : {}),
      response: answersOf(endpoint),
    },
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(options);
}
