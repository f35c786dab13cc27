/**
 * One shape for every error answer (`apiErrorSchema`): `{ message }` with the catalogue's words,
 * plus `errors` for field problems. A request its schemas refuse answers 400 with the first
 * field's message; unexpected errors are logged and answered without internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@institute/shared-schema';
import { HttpError } from '../http-error.js';

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
  if (error instanceof ResponseSerializationError)
    request.log.error({ err: error, cause: error.cause }, 'answer does not match its schema');
  else request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' });
}
