/**
 * Accounts on the server: one-time codes (expiry, the fifth wrong try, reuse, request limits),
 * registration, sign-in, refresh, sign-out and password reset, with the spec's messages.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, otpRules, sessionRules, userSchema } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createSmsProvider, type SmsProvider } from '../src/features/auth/sms.js';
import { expectNoPassword } from './no-secrets.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { coded, codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let sms: SmsProvider;
let phoneCounter = 0;
/** A fresh ten-digit number per test, so limits of one test never touch another. */
const newPhone = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestDatabase();
  sms = createSmsProvider({ provider: 'memory' });
  app = await buildApp({ config: { publicDir: '/nonexistent', env: 'test' }, database: t, sms, authRateLimitPerMinute: 10_000 });
});
afterAll(async () => app.close());

const post = (url: string, payload: object, a: App = app) => a.inject({ method: 'POST', url, payload });
const me = (token: string) => app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
function lastCode(mobile: string): string {
  const msg = [...(sms.sent ?? [])].reverse().find((s) => s.to === mobile);
  const code = /\b(\d{6})\b/.exec(msg?.message ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Ages every code of a number, as if `ms` had passed. */
async function age(mobile: string, ms: number) {
  const shift = `${Math.round(ms / 1000)} seconds`;
  await sql`update one_time_codes set created_at = created_at - ${shift}::interval, expires_at = expires_at - ${shift}::interval,
    verified_at = verified_at - ${shift}::interval where mobile = ${mobile}`.execute(t.db);
}

/** Moves a refresh token's rotation `seconds` into the past. */
async function rotatedAgo(refreshToken: string, seconds: number) {
  const tokenHash = createHash('sha256').update(refreshToken).digest('base64url');
  await sql`update refresh_tokens set replaced_at = replaced_at - ${`${seconds} seconds`}::interval where token_hash = ${tokenHash}`.execute(
    t.db,
  );
}

function student(phone: string, patch: object = {}) {
  return { firstName: 'Asha', lastName: 'Patil', email: `asha.${phone}@Example.com`, phoneNumber: phone, password: 'Secret1!', ...patch };
}
async function register(phone: string, patch: object = {}) {
  expect((await post('/api/auth/send-otp', { mobile: phone })).statusCode).toBe(200);
  return post('/api/auth/register', { ...student(phone, patch), otp: lastCode(phone) });
}

describe(`one-time codes on ${testDatabaseKind}`, () => {
  it('sends a six-digit code by SMS, never in the answer, stored only as a hash', async () => {
    const phone = newPhone();
    const res = await post('/api/auth/send-otp', { mobile: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.auth.otpSent });
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const row = await t.db.selectFrom('one_time_codes').selectAll().where('mobile', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(otpRules.ttlMs);
  });

  it('refuses a malformed number with the spec message', async () => {
    const res = await post('/api/auth/send-otp', { mobile: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.validation.mobileInvalid });
  });

  it('verifies the right code and refuses a wrong one', async () => {
    const phone = newPhone();
    await post('/api/auth/send-otp', { mobile: phone });
    const code = lastCode(phone);
    const bad = await post('/api/auth/verify-otp', { mobile: phone, otp: wrong(code) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: messages.validation.otpInvalid });
    const good = await post('/api/auth/verify-otp', { mobile: phone, otp: code });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ verified: true });
  });

  it('a code expires after five minutes', async () => {
    const phone = newPhone();
    await post('/api/auth/send-otp', { mobile: phone });
    await age(phone, otpRules.ttlMs + 1000);
    const res = await post('/api/auth/verify-otp', { mobile: phone, otp: lastCode(phone) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.auth.otpExpired });
  });

  it('the fifth wrong try uses the code up: even the right code then fails', async () => {
    const phone = newPhone();
    await post('/api/auth/send-otp', { mobile: phone });
    const code = lastCode(phone);
    for (let i = 0; i < otpRules.maxAttempts; i++)
      expect((await post('/api/auth/verify-otp', { mobile: phone, otp: wrong(code) })).json()).toEqual(
        coded(messages.validation.otpInvalid),
      );
    const res = await post('/api/auth/verify-otp', { mobile: phone, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.auth.otpTooManyAttempts });
  });

  it('limits how often a number can ask: 30 seconds apart, five an hour', async () => {
    const phone = newPhone();
    expect((await post('/api/auth/send-otp', { mobile: phone })).statusCode).toBe(200);
    const again = await post('/api/auth/send-otp', { mobile: phone });
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    for (let i = 1; i < otpRules.maxPerHour; i++) {
      await age(phone, otpRules.resendAfterMs + 1000);
      expect((await post('/api/auth/send-otp', { mobile: phone })).statusCode, `request ${i + 1}`).toBe(200);
    }
    await age(phone, otpRules.resendAfterMs + 1000);
    const sixth = await post('/api/auth/send-otp', { mobile: phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: messages.auth.otpHourlyLimit });
  });
});

describe(`registration and sign-in on ${testDatabaseKind}`, () => {
  it('registers a student with a verified code; email stored lower-case; signs in', async () => {
    const phone = newPhone();
    const res = await register(phone);
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      user: { role: string; email: string; id: string };
      token: string;
      refreshToken: string;
      message: string;
    }>();
    expect(body.user.role).toBe('student');
    expect(body.user.email).toBe(`asha.${phone}@example.com`);
    // The one User shape: no `_id`, `name` or `mobileNumber` aliases.
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.message).toContain('Welcome to');
    const login = await post('/api/auth/login', { email: `ASHA.${phone}@example.com`, password: 'Secret1!' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ message: 'Welcome back, Asha Patil!', user: { role: 'student' } });
  });

  it('a role in the registration or login body changes nothing', async () => {
    const phone = newPhone();
    const res = await register(phone, { role: 'admin' });
    expect(res.json<{ user: { role: string } }>().user.role).toBe('student');
    const login = await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Secret1!', role: 'admin' });
    expect(login.json<{ user: { role: string } }>().user.role).toBe('student');
    const token = login.json<{ token: string }>().token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: string };
    expect(claims.role).toBe('student');
  });

  it('registration without a verified code is refused', async () => {
    const phone = newPhone();
    const res = await post('/api/auth/register', student(phone));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.validation.verifyOtpFirst });
  });

  it('a used code cannot register a second account', async () => {
    const phone = newPhone();
    await post('/api/auth/send-otp', { mobile: phone });
    const code = lastCode(phone);
    expect((await post('/api/auth/register', { ...student(phone), otp: code })).statusCode).toBe(201);
    const again = await post('/api/auth/register', { ...student(phone, { email: `other.${phone}@example.com` }), otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.validation.otpInvalid });
  });

  it('verify first, then register without the code in the body (the two-step screen)', async () => {
    const phone = newPhone();
    await post('/api/auth/send-otp', { mobile: phone });
    expect((await post('/api/auth/verify-otp', { mobile: phone, otp: lastCode(phone) })).statusCode).toBe(200);
    expect((await post('/api/auth/register', student(phone))).statusCode).toBe(201);
  });

  it('a duplicate email is refused with the spec message, whatever its case', async () => {
    const phone = newPhone();
    expect((await register(phone)).statusCode).toBe(201);
    const other = newPhone();
    const res = await register(other, { email: `ASHA.${phone}@EXAMPLE.COM` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: messages.auth.emailTaken });
  });

  it('send-otp does not tell whether a number has an account: its owner hears of the attempt, with no code', async () => {
    const phone = newPhone();
    await register(phone);
    await age(phone, otpRules.resendAfterMs + 1000);
    const sentBefore = sms.sent!.length;
    const taken = await post('/api/auth/send-otp', { mobile: phone });
    const free = await post('/api/auth/send-otp', { mobile: newPhone() });
    expect([taken.statusCode, taken.json()]).toEqual([200, { message: messages.auth.otpSent }]);
    expect([free.statusCode, free.json()]).toEqual([free.statusCode, taken.json()]);
    const notice = sms.sent!.slice(sentBefore).find((s) => s.to === phone);
    expect(notice?.message).toContain('Someone tried to register');
    expect(notice?.message).not.toMatch(/\b\d{6}\b/);
    // The limits count it like a sent code.
    expect((await post('/api/auth/send-otp', { mobile: phone })).statusCode).toBe(429);
  });

  it('registration with a taken email says so only to a caller who proved the number', async () => {
    const phone = newPhone();
    expect((await register(phone)).statusCode).toBe(201);
    // Without a code: the same refusal as for any unproven number.
    const guess = await post('/api/auth/register', student(newPhone(), { email: `asha.${phone}@example.com` }));
    expect([guess.statusCode, guess.json()]).toEqual([400, coded(messages.validation.verifyOtpFirst)]);
    const wrongCode = await post('/api/auth/register', { ...student(newPhone(), { email: `asha.${phone}@example.com` }), otp: '123456' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).not.toMatchObject({ message: messages.auth.emailTaken });
  });

  it('two registrations of one email at once: one account, the other a 409 (never a 500)', async () => {
    const [a, b] = [newPhone(), newPhone()];
    for (const p of [a, b]) expect((await post('/api/auth/send-otp', { mobile: p })).statusCode).toBe(200);
    const email = `twice.${a}@example.com`;
    const answers = await Promise.all([a, b].map((p) => post('/api/auth/register', { ...student(p, { email }), otp: lastCode(p) })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: messages.auth.emailTaken });
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['Ab1!', messages.validation.passwordRule],
    ['secret1!', messages.validation.passwordRule],
    ['Secret11', messages.validation.passwordRule],
  ])('the password rule holds on the server (%s)', async (password, message) => {
    const phone = newPhone();
    const res = await register(phone, { password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('a wrong password or unknown email gets the same answer', async () => {
    const phone = newPhone();
    await register(phone);
    const wrongPassword = await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Wrong1!x' });
    const unknown = await post('/api/auth/login', { email: `nobody.${phone}@example.com`, password: 'Wrong1!x' });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.auth.invalidCredentials });
    }
    expect((await post('/api/auth/login', { email: '', password: '' })).json()).toMatchObject({
      message: messages.validation.emailRequired,
    });
  });

  it('registration, sign-in and refresh answers carry no password or its hash, anywhere', async () => {
    const phone = newPhone();
    const registered = await register(phone);
    expect(registered.statusCode).toBe(201);
    expectNoPassword(registered.json());
    const login = await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Secret1!' });
    expect(login.statusCode).toBe(200);
    expectNoPassword(login.json());
    const refreshed = await post('/api/auth/refresh', { refreshToken: login.json<{ refreshToken: string }>().refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expectNoPassword(refreshed.json());
  });

  it('a wrong type in a body is a 400 with the catalogue words, before the handler', async () => {
    const refresh = await post('/api/auth/refresh', { refreshToken: 42 });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toEqual({
      ...coded(messages.request.invalid('Refresh token')),
      errors: [codedField('refreshToken', messages.request.invalid('Refresh token'))],
    });
    const login = await post('/api/auth/login', { email: 'a@example.com', password: { $ne: '' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ message: messages.validation.passwordRequired, errors: [{ field: 'password' }] });
    const otp = await post('/api/auth/send-otp', { mobile: '9876543210', purpose: ['reset'] });
    expect(otp.statusCode).toBe(400);
    expect(otp.json()).toMatchObject({ message: messages.request.unknownOption('Purpose') });
  });

  it('takes a few kilobytes at most, and a long password is refused before its rule is tried', async () => {
    const big = await post('/api/auth/login', { email: 'a@example.com', password: 'x'.repeat(64 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: messages.request.bodyTooLarge });
    const phone = newPhone();
    const long = await post('/api/auth/register', { ...student(phone), password: `Aa1!${'x'.repeat(2000)}`, otp: '123456' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: messages.request.tooLong('Password', 128), errors: [{ field: 'password' }] });
  });
});

describe(`sessions on ${testDatabaseKind}`, () => {
  it('a refresh rotates the refresh token; logout revokes it and ends the access token too', async () => {
    const phone = newPhone();
    const first = (await register(phone)).json<{ refreshToken: string; token: string; user: { id: string } }>();
    const refreshed = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<{ refreshToken: string; token: string }>();
    expect(refreshed.json()).toMatchObject({ user: { id: first.user.id }, mustChangePassword: false });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = (await post('/api/auth/refresh', { refreshToken: second.refreshToken })).json<{ refreshToken: string; token: string }>();
    expect((await me(third.token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', { refreshToken: third.refreshToken })).json()).toMatchObject({
      message: messages.success.loggedOut,
    });
    const after = await post('/api/auth/refresh', { refreshToken: third.refreshToken });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: messages.access.sessionExpired });
    // The access token of the session that logged out no longer works, though it has not expired.
    const stale = await me(third.token);
    expect([stale.statusCode, stale.json()]).toEqual([401, coded(messages.access.sessionExpired)]);
    expect((await post('/api/auth/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
  });

  it('a reused (already rotated) refresh token ends every session of the account', async () => {
    const phone = newPhone();
    const stolen = (await register(phone)).json<{ refreshToken: string }>().refreshToken;
    const other = (await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Secret1!' })).json<{
      refreshToken: string;
      token: string;
    }>();
    // The owner's device refreshes first; the thief presents the old token after the grace window.
    const owner = (await post('/api/auth/refresh', { refreshToken: stolen })).json<{ refreshToken: string; token: string }>();
    await rotatedAgo(stolen, sessionRules.refreshReuseGraceSeconds + 1);
    const reuse = await post('/api/auth/refresh', { refreshToken: stolen });
    expect([reuse.statusCode, reuse.json()]).toEqual([401, coded(messages.access.sessionExpired)]);
    // Every refresh token of the account is revoked, and every access token ended.
    expect((await post('/api/auth/refresh', { refreshToken: owner.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(401);
    // Signing in again works, and the stolen token, presented again, cannot end the new session.
    const fresh = (await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Secret1!' })).json<{ token: string }>();
    expect((await post('/api/auth/refresh', { refreshToken: stolen })).statusCode).toBe(401);
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it('renews a rotated refresh token presented again within the grace window (an answer the device lost), and ends the sessions after it', async () => {
    const phone = newPhone();
    const first = (await register(phone)).json<{ refreshToken: string }>().refreshToken;
    const lost = await post('/api/auth/refresh', { refreshToken: first });
    expect(lost.statusCode).toBe(200);
    // The device never saw that answer and asks again with the same token.
    const retry = await post('/api/auth/refresh', { refreshToken: first });
    expect(retry.statusCode).toBe(200);
    const kept = retry.json<{ refreshToken: string; token: string }>();
    expect((await me(kept.token)).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: kept.refreshToken })).statusCode).toBe(200);
    // Past the window the same token is reuse.
    await rotatedAgo(first, sessionRules.refreshReuseGraceSeconds + 1);
    expect((await post('/api/auth/refresh', { refreshToken: first })).statusCode).toBe(401);
    expect((await me(kept.token)).statusCode).toBe(401);
  });

  it('resets a password in three steps; old password and old sessions stop working', async () => {
    const phone = newPhone();
    const { refreshToken, token } = (await register(phone)).json<{ refreshToken: string; token: string }>();
    await age(phone, otpRules.resendAfterMs + 1000);
    expect((await post('/api/auth/send-otp', { mobile: phone, purpose: 'reset' })).statusCode).toBe(200);
    const early = await post('/api/auth/reset-password', { mobile: phone, newPassword: 'Newpass1!' });
    expect(early.json()).toMatchObject({ message: messages.validation.verifyOtpFirst });
    expect((await post('/api/auth/verify-otp', { mobile: phone, otp: lastCode(phone), purpose: 'reset' })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { mobile: phone, newPassword: 'Newpass1!' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: messages.success.passwordReset });
    expect((await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Secret1!' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'Newpass1!' })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
    // The access tokens issued before the reset end at once too.
    expect((await me(token)).statusCode).toBe(401);
    // The verified code was used up by the reset.
    expect((await post('/api/auth/reset-password', { mobile: phone, newPassword: 'Other1!x' })).statusCode).toBe(400);
  });

  it('a reset code is only sent to a number that has an account, and the answer does not say which', async () => {
    const phone = newPhone();
    const sentBefore = sms.sent!.length;
    const res = await post('/api/auth/send-otp', { mobile: phone, purpose: 'reset' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: messages.auth.otpSent }]);
    expect(sms.sent!.slice(sentBefore).filter((s) => s.to === phone)).toEqual([]);
  });

  it('a reset password follows the registration rule', async () => {
    const phone = newPhone();
    await register(phone);
    await age(phone, otpRules.resendAfterMs + 1000);
    await post('/api/auth/send-otp', { mobile: phone, purpose: 'reset' });
    expect((await post('/api/auth/verify-otp', { mobile: phone, otp: lastCode(phone), purpose: 'reset' })).statusCode).toBe(200);
    const weak = await post('/api/auth/reset-password', { mobile: phone, newPassword: 'aaaaaa' });
    expect([weak.statusCode, weak.json<{ message: string }>().message]).toEqual([400, messages.validation.passwordRule]);
    expect((await post('/api/auth/login', { email: `asha.${phone}@example.com`, password: 'aaaaaa' })).statusCode).toBe(401);
  });

  it('the memory provider shows sent messages at /api/dev/sms under NODE_ENV=test, to loopback callers only', async () => {
    const local = await app.inject('/api/dev/sms');
    expect(local.statusCode).toBe(200);
    expect(local.json<{ messages: unknown[] }>().messages.length).toBeGreaterThan(0);
    for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.2', '2001:db8::1']) {
      // A header naming loopback changes nothing: the socket's address decides.
      const remote = await app.inject({ url: '/api/dev/sms', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.statusCode, remoteAddress).toBe(404);
      expect(remote.body).not.toContain('verification code');
    }
  });
});

describe('rate limits on the auth routes', () => {
  it('answers 429 with a retry-after past the limit, per route', async () => {
    const limited = await buildApp({
      config: { publicDir: '/nonexistent' },
      database: t,
      sms,
      authRateLimitPerMinute: 3,
      closeDatabase: false,
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await post('/api/auth/login', { email: 'x@example.com', password: 'y' }, limited)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const last = await post('/api/auth/login', { email: 'x@example.com', password: 'y' }, limited);
      expect(last.json()).toMatchObject({ message: messages.auth.tooManyRequests });
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('spoofed X-Forwarded-For values do not escape the login limit (no proxy is trusted by default)', async () => {
    const limited = await buildApp({
      config: { publicDir: '/nonexistent' },
      database: t,
      sms,
      authRateLimitPerMinute: 3,
      closeDatabase: false,
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (
            await limited.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email: 'x@example.com', password: 'y' },
              headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
            })
          ).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('behind a configured proxy (TRUST_PROXY) the limits hold per real client', async () => {
    const proxied = await buildApp({
      config: { publicDir: '/nonexistent', trustProxy: ['127.0.0.0/8'] },
      database: t,
      sms,
      authRateLimitPerMinute: 2,
      closeDatabase: false,
    });
    const login = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@example.com', password: 'y' },
        headers,
        remoteAddress,
      });
    try {
      const a = { 'x-forwarded-for': '198.51.100.10' };
      expect([(await login(a)).statusCode, (await login(a)).statusCode, (await login(a)).statusCode]).toEqual([401, 401, 429]);
      // A client that prepends a made-up address is still the address the proxy saw.
      expect((await login({ 'x-forwarded-for': '203.0.113.99, 198.51.100.10' })).statusCode).toBe(429);
      expect((await login({ 'x-forwarded-for': '198.51.100.11' })).statusCode).toBe(401);
      // A client talking to the server directly cannot pose as the proxy's clients.
      const direct = { 'x-forwarded-for': '198.51.100.12' };
      expect([(await login(direct, '192.0.2.5')).statusCode, (await login(direct, '192.0.2.5')).statusCode]).toEqual([401, 401]);
      expect((await login({ 'x-forwarded-for': '198.51.100.13' }, '192.0.2.5')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('/api/dev/sms does not exist outside NODE_ENV=test, even with the memory provider', async () => {
    const devApp = await buildApp({ config: { publicDir: '/nonexistent', env: 'development' }, database: t, sms, closeDatabase: false });
    try {
      expect((await devApp.inject('/api/dev/sms')).statusCode).toBe(404);
    } finally {
      await devApp.close();
    }
  });

  it('the console provider is the default and /api/dev/sms does not exist with it', async () => {
    const consoleApp = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, closeDatabase: false });
    try {
      expect((await consoleApp.inject('/api/dev/sms')).statusCode).toBe(404);
    } finally {
      await consoleApp.close();
    }
  });
});
