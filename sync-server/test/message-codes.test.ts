/**
 * Error answers name their message by code (issue 21): the English text as before, and beside it
 * the catalogue's code and the message's values, for each field error too; a client shows them in
 * its reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, messagePattern } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
});
afterAll(async () => {
  await app.close();
});

interface Coded {
  message: string;
  code?: string;
  values?: string[];
  errors?: { field: string; message: string; code?: string; values?: string[] }[];
}

/** The English a code and its values make: the text the answer carries. */
const english = (answer: { code?: string; values?: string[] }) =>
  messagePattern(answer.code!)!.replace(/\{(\d)\}/g, (_, i: string) => answer.values![Number(i)]!);

describe(`error answers with message codes on ${testDatabaseKind}`, () => {
  it('a refused sign-in: the message, its code', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong1!x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: messages.auth.invalidCredentials, code: 'auth.invalidCredentials' });
  });

  it('a form refused field by field: each field error with its code, the values of a message that has them', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'not an email' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<Coded>();
    expect(body.code).toBeDefined();
    expect(body.errors?.length).toBeGreaterThan(1);
    for (const error of body.errors!) {
      expect(error.code, error.message).toBeDefined();
      expect(english(error)).toBe(error.message);
    }
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'email', code: 'validation.emailInvalid' }));
  });

  it('a body over its limit and a request with no session: their codes too', async () => {
    const huge = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x'.repeat(2 * 1024 * 1024), password: 'x' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: messages.request.bodyTooLarge, code: 'request.bodyTooLarge' });
    const visitor = await app.inject({ url: '/api/users/language' });
    expect(visitor.statusCode).toBe(401);
    const body = visitor.json<Coded>();
    expect(body.code).toBeDefined();
    expect(english(body)).toBe(body.message);
  });

  it('a message with values: the code and the values that fill its pattern', async () => {
    const wait = messages.auth.otpWait(27);
    const sent = await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: '9876500001', purpose: 'register' } });
    expect(sent.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: '9876500001', purpose: 'register' } });
    expect(again.statusCode).toBe(429);
    const refused = again.json<Coded>();
    expect(refused).toMatchObject({ code: 'auth.otpWait', values: [expect.stringMatching(/^\d+$/)] });
    expect(english(refused)).toBe(refused.message);
    expect(wait).toBe(english({ code: 'auth.otpWait', values: ['27'] }));
  });
});
