/**
 * Registration with a one-time code, sign-in, refresh, sign-out and password reset (site spec
 * sections 4, 5 and 7). Request and response shapes follow the spec; `role` in any body is ignored:
 * registration always makes a student and sign-in reads the role from the account.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authApi, defaultSiteConfig, messages, type AuthResponse } from '@institute/shared-schema';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { findUserByEmail, findUserById, findUserByPhone, insertUser, setPassword, toApiUser } from '../users/users.repository.js';
import type { OtpService } from './otp.service.js';
import { issueRefreshToken, revokeAllRefreshTokens, revokeRefreshToken, useRefreshToken } from './refresh-tokens.repository.js';
import type { SmsProvider } from './sms.js';

export interface AuthRoutesOptions {
  otp: OtpService;
  sms: SmsProvider;
  /** Requests per minute per client address on each auth route. */
  rateLimitPerMinute: number;
  production: boolean;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { otp, sms, rateLimitPerMinute, production }) => {
  const db = app.database.db;
  const limited = { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } };

  const session = async (user: Parameters<typeof toApiUser>[0], message: string): Promise<AuthResponse> => ({
    message,
    user: toApiUser(user),
    token: app.signAccessToken(user),
    refreshToken: await issueRefreshToken(db, user.id),
  });

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
      if (await findUserByEmail(db, body.email)) throw new HttpError(409, messages.auth.emailTaken);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction().execute(async (trx) => {
        if (!(await otp.consume(trx, body.phoneNumber, 'register'))) throw new HttpError(400, messages.validation.verifyOtpFirst);
        if (await findUserByPhone(trx, body.phoneNumber)) throw new HttpError(409, messages.auth.mobileTaken);
        return insertUser(trx, { ...body, role: 'student', passwordHash });
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
      const { refreshToken } = request.body;
      const userId = await useRefreshToken(db, refreshToken);
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user || user.status !== 'active') throw new HttpError(401, messages.access.sessionExpired);
      return { token: app.signAccessToken(user), refreshToken, user: toApiUser(user) };
    },
    limited,
  );

  route(
    app,
    authApi.logout,
    async (request) => {
      await revokeRefreshToken(db, request.body.refreshToken);
      return { message: messages.success.loggedOut };
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
      await db.transaction().execute(async (trx) => {
        if (!(await otp.consume(trx, mobile, 'reset'))) throw new HttpError(400, messages.validation.verifyOtpFirst);
        const user = await findUserByPhone(trx, mobile);
        if (!user) throw new HttpError(404, messages.auth.mobileUnknown);
        await setPassword(trx, user.id, passwordHash);
        await revokeAllRefreshTokens(trx, user.id);
      });
      return { message: messages.success.passwordReset };
    },
    limited,
  );

  // Codes sent by the memory provider, for tests and local development only.
  if (sms.kind === 'memory' && !production) route(app, authApi.devSms, async () => ({ messages: sms.sent ?? [] }));
};
