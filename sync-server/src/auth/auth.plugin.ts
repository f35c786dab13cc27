/**
 * Who is calling. Access tokens are short-lived signed JWTs (the spec's `token`, sent as a bearer
 * header) carrying the account id, its role and its `token_version` (`ver`). The token alone is
 * never trusted for longer than a moment: every authenticated request checks the account (read
 * through a short in-process cache), so a deleted or inactive account gets 401 at once, a token of
 * an older version (after logout, a password change or reset, a reused refresh token) gets 401, and
 * the role used is the account's current one, not the token's. Routes opt in with
 * `preHandler: app.requireUser` or `app.requireRole('admin')`: 401 without a valid session, 403
 * with the wrong role, each with the spec's message. An account that must change its default
 * password gets 403 on everything but `usersApi.me` and `authApi.changePassword`.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authApi, messages, sessionRules, usersApi, type EndpointDef, type Role } from '@institute/shared-schema';
import { getOrCreateSecret } from './server-secret.js';
import { serverSettingKeys } from '../db/server-settings.js';
import { HttpError } from '../http-error.js';
import { findSessionAccount } from '../features/users/users.repository.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; ver: number };
    /** After the account check: the account's current role, and whether it must change its password. */
    user: { sub: string; role: Role; ver?: number; mustChangePassword?: boolean };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (role: Role) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Who is calling on a public route: the checked account, or null for a visitor or a session that fails. */
    callerIfAny: (request: FastifyRequest) => Promise<FastifyRequest['user'] | null>;
    /** The checked caller (null without a token); throws 401 for a token or account that fails, 403 before a password change. */
    authenticate: (request: FastifyRequest) => Promise<FastifyRequest['user'] | null>;
    signAccessToken: (user: { id: string; role: Role; token_version: number }) => string;
    /** Drops the cached state of an account this process just changed (role, status, deletion, sessions). */
    forgetAccount: (userId: string) => void;
  }
}

/** How long an account's state is trusted without reading it again (per process). */
export const accountCacheMs = 5_000;

interface AccountState {
  role: Role;
  active: boolean;
  tokenVersion: number;
  mustChangePassword: boolean;
}

/** Routes an account that must change its default password may still use. */
const allowedBeforePasswordChange = new Set<EndpointDef>([usersApi.me, authApi.changePassword]);

export const authPlugin = fp(
  async (app) => {
    const db = app.database.db;
    const secret = await getOrCreateSecret(db, serverSettingKeys.jwtSecret);
    await app.register(fastifyJwt, { secret, sign: { expiresIn: sessionRules.accessTokenTtlSeconds } });

    app.decorate('signAccessToken', (user: { id: string; role: Role; token_version: number }) =>
      app.jwt.sign({ sub: user.id, role: user.role, ver: user.token_version }),
    );

    const cache = new Map<string, { at: number; state: AccountState | null }>();
    app.decorate('forgetAccount', (userId: string) => void cache.delete(userId));

    async function account(userId: string): Promise<AccountState | null> {
      const now = Date.now();
      const hit = cache.get(userId);
      if (hit && now - hit.at < accountCacheMs) return hit.state;
      const row = await findSessionAccount(db, userId);
      const state = row
        ? { role: row.role, active: row.status === 'active', tokenVersion: row.token_version, mustChangePassword: row.must_change_password }
        : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(userId, { at: now, state });
      return state;
    }

    /** The token's account as it is now, or a 401. */
    async function checked(request: FastifyRequest): Promise<FastifyRequest['user']> {
      let claims: { sub: string; ver?: number };
      try {
        claims = await request.jwtVerify<{ sub: string; ver?: number }>();
      } catch {
        throw new HttpError(401, messages.access.sessionExpired);
      }
      // A token from before token versions carries none: it counts as version 0.
      const state = typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? await account(claims.sub) : null;
      if (!state || !state.active || state.tokenVersion !== (claims.ver ?? 0)) throw new HttpError(401, messages.access.sessionExpired);
      request.user = { sub: claims.sub, role: state.role, ver: state.tokenVersion, mustChangePassword: state.mustChangePassword };
      return request.user;
    }

    const allowedNow = (request: FastifyRequest) => {
      const endpoint = (request.routeOptions.config as { endpoint?: EndpointDef } | undefined)?.endpoint;
      return endpoint !== undefined && allowedBeforePasswordChange.has(endpoint);
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      const user = await checked(request);
      if (user.mustChangePassword && !allowedNow(request)) throw new HttpError(403, messages.auth.mustChangePassword);
      return user;
    });

    const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
      let user: FastifyRequest['user'];
      try {
        user = await checked(request);
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        return void (await reply.code(e.statusCode).send({ message: e.message }));
      }
      if (user.mustChangePassword && !allowedNow(request)) await reply.code(403).send({ message: messages.auth.mustChangePassword });
    };
    app.decorate('requireUser', requireUser);
    app.decorate('callerIfAny', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      try {
        const user = await checked(request);
        // Until the default password is changed the account acts as a visitor on public routes.
        return user.mustChangePassword ? null : user;
      } catch (e) {
        if (e instanceof HttpError) return null;
        throw e;
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
