/**
 * Every error answer names its message by code (issue 21): `{ message, code, values }`, and each
 * field error the same, where the message is the shared catalogue's (`messageCode`). The English
 * stays for clients that know no codes; the app shows the code's message in its reader's language.
 * A preSerialization hook, so routes and the error handler keep answering with the catalogue's
 * texts and nothing can answer without its code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageCode } from '@institute/shared-schema';

type Answer = { message?: unknown; code?: unknown; errors?: unknown };

function coded<T extends Answer>(answer: T): T {
  if (typeof answer.message !== 'string' || answer.code !== undefined) return answer;
  const found = messageCode(answer.message);
  return found ? { ...answer, ...found } : answer;
}

export async function withMessageCodes(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const answer = coded(payload as Answer);
  if (!Array.isArray(answer.errors)) return answer;
  return { ...answer, errors: answer.errors.map((e: unknown) => (e && typeof e === 'object' ? coded(e as Answer) : e)) };
}
