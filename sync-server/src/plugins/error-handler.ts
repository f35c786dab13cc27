/**
 * One shape for every error answer (`apiErrorSchema`): `{ message }` with the catalogue's words,
 * plus `errors` for field problems. A request its schemas refuse answers 400 with the first
 * field's message; unexpected errors are logged and answered without internals.
 *
 * A safety net under the schemas: a PostgreSQL error that only bad input can cause (a value the
 * column cannot hold, a key already taken) answers 4xx, not 500, and is logged as a warning, since
 * it means a rule is missing from a schema or a route. PGlite's and `pg`'s errors both carry the
 * SQLSTATE as `code`.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@institute/shared-schema';
import { HttpError } from '../http-error.js';

/** SQLSTATEs of input no rule caught: the request is wrong, not the server. */
const inputErrors: Record<string, { status: number; message: string }> = {
  '22P05': { status: 400, message: messages.request.badCharacter('Value') }, // untranslatable character (NUL)
  '22021': { status: 400, message: messages.request.badCharacter('Value') }, // invalid byte sequence
  '22003': { status: 400, message: messages.request.unstorable }, // numeric value out of range
  '22P02': { status: 400, message: messages.request.unstorable }, // invalid text representation
  '22001': { status: 400, message: messages.request.unstorable }, // string too long for its column
  '22007': { status: 400, message: messages.request.unstorable }, // invalid datetime format
  '22008': { status: 400, message: messages.request.unstorable }, // datetime out of range
  '23514': { status: 400, message: messages.request.unstorable }, // check constraint
  '23505': { status: 409, message: messages.request.exists }, // unique violation
};

/** The SQLSTATE of a database error (PGlite's or pg's), or undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const retryAfter = error.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    return reply.code(error.statusCode).send({ message: error.message, ...error.details });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? messages.request.invalid('Value'),
    }));
    return reply.code(400).send({ message: errors[0]?.message ?? messages.request.malformed, errors });
  }
  if (error.statusCode === 429) return reply.code(429).send({ message: messages.auth.tooManyRequests });
  if (error.statusCode === 413) return reply.code(413).send({ message: messages.request.bodyTooLarge });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own refusals (malformed JSON, an unsupported content type) say it in its words.
    const message = error.code?.startsWith('FST_') ? messages.request.malformed : error.message;
    return reply.code(error.statusCode).send({ message });
  }
  const state = sqlState(error);
  const input = state ? inputErrors[state] : undefined;
  if (input) {
    request.log.warn({ err: error, sqlState: state }, 'database refused input that no rule caught');
    return reply.code(input.status).send({ message: input.message });
  }
  if (error instanceof ResponseSerializationError)
    request.log.error({ err: error, cause: error.cause }, 'answer does not match its schema');
  else request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' });
}
