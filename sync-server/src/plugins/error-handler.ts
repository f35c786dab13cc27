/**
 * One shape for every error answer: `{ message }` with the catalogue's words (plus `errors` for
 * field problems). Unexpected errors are logged and answered without internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@institute/shared-schema';
import { HttpError } from '../http-error.js';

export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const retryAfter = error.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    return reply.code(error.statusCode).send({ message: error.message, ...error.details });
  }
  if (error.statusCode === 429) return reply.code(429).send({ message: messages.auth.tooManyRequests });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return reply.code(error.statusCode).send({ message: error.message });
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' });
}
