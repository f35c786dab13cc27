/**
 * Registration with a one-time code, sign-in, refresh, sign-out, password change and reset (site
 * spec sections 4, 5 and 7). Request and response shapes follow the spec; `role` in any body is
 * ignored: registration always makes a student and sign-in reads the role from the account.
 *
 * Nothing here tells a caller who has not proven a number's code whether an email or a number has
 * an account: registration checks the email only after the code is used, and send-otp answers the
 * same either way (otp.service.ts). Refresh tokens rotate with reuse detection; logout, a password
 * change or reset and a reused refresh token end the account's access tokens too (token_version).
 */
import type { FastifyPluginAsync } from 'fastify';
import { authApi, defaultSiteConfig, messages, type AuthResponse } from '@institute/shared-schema';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  setPassword,
  takenContact,
  toApiUser,
} from '../users/users.repository.js';
import type { OtpService } from './otp.service.js';
import { issueRefreshToken, replaceRefreshToken, revokeAllRefreshTokens, revokeRefreshToken } from './refresh-tokens.repository.js';
import type { SmsProvider } from './sms.js';

export interface AuthRoutesOptions {
  otp: OtpService;
  sms: SmsProvider;
  /** Requests per minute per client address on each auth route. */
  rateLimitPerMinute: number;
  /** Serve GET /api/dev/sms (the memory provider under NODE_ENV=test only), to loopback callers only. */
  devSms: boolean;
}

/** A connection from this machine: the socket's own address, never a header. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { otp, sms, rateLimitPerMinute, devSms }) => {
  const db = app.database.db;
  const limited = { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } };

  type Account = Parameters<typeof toApiUser>[0];
  const session = async (user: Account, message: string): Promise<AuthResponse> => ({
    message,
    user: toApiUser(user),
    token: app.signAccessToken(user),
    refreshToken: await issueRefreshToken(db, user.id),
    mustChangePassword: user.must_change_password,
  });

  /** Ends every session of the account: its refresh tokens and (by version) its access tokens. */
  const endSessions = async (userId: string) => {
    await revokeAllRefreshTokens(db, userId);
    await bumpTokenVersion(db, userId);
    app.forgetAccount(userId);
  };

  route(
    app,
    authApi.sendOtp,
    async (request) => {
      const { mobile, purpose } = request.body;
      await otp.request(mobile, purpose);
      return { message: messages.auth.otpSent };
    },
    limited,
  );

  route(
    app,
    authApi.verifyOtp,
    async (request) => {
      const { mobile, otp: code, purpose } = request.body;
      await otp.verify(mobile, purpose, code);
      return { verified: true as const, message: messages.auth.otpVerified };
    },
    limited,
  );

  route(
    app,
    authApi.register,
    async (request, reply) => {
      const body = request.body;
      if (body.otp) await otp.verify(body.phoneNumber, 'register', body.otp);
      const passwordHash = await hashPassword(body.password);
      const user = await db
        .transaction()
        .execute(async (trx) => {
          // The code first: only a caller who holds the number learns whether the email is taken
          // (and a refusal rolls the code's use back, so the form can be corrected).
          if (!(await otp.consume(trx, body.phoneNumber, 'register'))) throw new HttpError(400, messages.validation.verifyOtpFirst);
          if (await findUserByEmail(trx, body.email)) throw new HttpError(409, messages.auth.emailTaken);
          if (await findUserByPhone(trx, body.phoneNumber)) throw new HttpError(409, messages.auth.mobileTaken);
          return insertUser(trx, { ...body, role: 'student', passwordHash });
        })
        .catch((e: unknown) => {
          // Two registrations of one email at once: the second meets the unique index.
          const taken = takenContact(e);
          if (taken) throw new HttpError(409, taken === 'phone' ? messages.auth.mobileTaken : messages.auth.emailTaken);
          throw e;
        });
      return reply.code(201).send(await session(user, messages.success.registered(defaultSiteConfig.name)));
    },
    limited,
  );

  route(
    app,
    authApi.login,
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      // Same answer, and about the same time, whether the address is unknown or the password wrong.
      const ok = user ? await verifyPassword(user.password_hash, password) : (await hashPassword(password), false);
      if (!user || !ok) throw new HttpError(401, messages.auth.invalidCredentials);
      if (user.status !== 'active') throw new HttpError(403, messages.access.forbidden);
      return session(user, messages.success.welcomeBack(user.first_name, user.last_name));
    },
    limited,
  );

  route(
    app,
    authApi.refresh,
    async (request) => {
      const used = await replaceRefreshToken(db, request.body.refreshToken);
      if (used.kind === 'reused') {
        // A rotated token came back: a copy is in someone else's hands. Every session ends.
        request.log.warn({ userId: used.userId }, 'refresh token reused: every session of the account ended');
        await endSessions(used.userId);
      }
      const user = used.kind === 'live' ? await findUserById(db, used.userId) : undefined;
      if (!user || user.status !== 'active') throw new HttpError(401, messages.access.sessionExpired);
      return {
        token: app.signAccessToken(user),
        refreshToken: await issueRefreshToken(db, user.id),
        user: toApiUser(user),
        mustChangePassword: user.must_change_password,
      };
    },
    limited,
  );

  route(
    app,
    authApi.logout,
    async (request) => {
      const userId = await revokeRefreshToken(db, request.body.refreshToken);
      if (userId) {
        // The access tokens end too; another device of the account renews its own with its refresh token.
        await bumpTokenVersion(db, userId);
        app.forgetAccount(userId);
      }
      return { message: messages.success.loggedOut };
    },
    limited,
  );

  route(
    app,
    authApi.changePassword,
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const account = await findUserById(db, request.user.sub);
      if (!account) throw new HttpError(401, messages.access.sessionExpired);
      if (!(await verifyPassword(account.password_hash, currentPassword))) throw new HttpError(400, messages.auth.currentPasswordWrong);
      if (await verifyPassword(account.password_hash, newPassword)) throw new HttpError(400, messages.auth.samePassword);
      const passwordHash = await hashPassword(newPassword);
      const user = await db.transaction().execute(async (trx) => {
        await revokeAllRefreshTokens(trx, account.id);
        return setPassword(trx, account.id, passwordHash);
      });
      app.forgetAccount(account.id);
      if (!user) throw new HttpError(401, messages.access.sessionExpired);
      // Every other device signs in again; this one goes on with a new session.
      return session(user, messages.auth.passwordChanged);
    },
    limited,
  );

  route(
    app,
    authApi.resetPassword,
    async (request) => {
      const { mobile, newPassword, otp: code } = request.body;
      if (code) await otp.verify(mobile, 'reset', code);
      const passwordHash = await hashPassword(newPassword);
      const userId = await db.transaction().execute(async (trx) => {
        if (!(await otp.consume(trx, mobile, 'reset'))) throw new HttpError(400, messages.validation.verifyOtpFirst);
        const user = await findUserByPhone(trx, mobile);
        if (!user) throw new HttpError(404, messages.auth.mobileUnknown);
        await setPassword(trx, user.id, passwordHash);
        await revokeAllRefreshTokens(trx, user.id);
        return user.id;
      });
      app.forgetAccount(userId);
      return { message: messages.success.passwordReset };
    },
    limited,
  );

  // Codes sent by the memory provider, for tests only: absent unless NODE_ENV=test, and even then
  // answered only to a connection from this machine (the socket's address, which no header changes).
  if (sms.kind === 'memory' && devSms)
    route(app, authApi.devSms, async (request) => {
      if (!isLoopback(request.socket.remoteAddress)) throw new HttpError(404, messages.request.notFound);
      return { messages: sms.sent ?? [] };
    });
};
