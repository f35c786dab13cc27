/**
 * Who is calling. Access tokens are short-lived signed JWTs (the spec's `token`, sent as a bearer
 * header); the role inside comes from the account, never from the client. Routes opt in with
 * `preHandler: app.requireUser` or `app.requireRole('admin')`: 401 without a valid token, 403 with
 * the wrong role, each with the spec's message.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, sessionRules, type Role } from '@institute/shared-schema';
import { getOrCreateSecret } from './server-secret.js';
import { serverSettingKeys } from '../db/server-settings.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
    user: { sub: string; role: Role };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (role: Role) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Who is calling on a public route: the token's user, or null for a visitor or a token that fails. */
    callerIfAny: (request: FastifyRequest) => Promise<FastifyRequest['user'] | null>;
    signAccessToken: (user: { id: string; role: Role }) => string;
  }
}

export const authPlugin = fp(
  async (app) => {
    const secret = await getOrCreateSecret(app.database.db, serverSettingKeys.jwtSecret);
    await app.register(fastifyJwt, { secret, sign: { expiresIn: sessionRules.accessTokenTtlSeconds } });

    app.decorate('signAccessToken', (user: { id: string; role: Role }) => app.jwt.sign({ sub: user.id, role: user.role }));

    const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await request.jwtVerify();
      } catch {
        await reply.code(401).send({ message: messages.access.sessionExpired });
      }
    };
    app.decorate('requireUser', requireUser);
    app.decorate('callerIfAny', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      try {
        await request.jwtVerify();
        return request.user;
      } catch {
        return null;
      }
    });
    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
      await requireUser(request, reply);
      if (reply.sent) return;
      if (request.user.role !== role) await reply.code(403).send({ message: messages.access.forbidden });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
