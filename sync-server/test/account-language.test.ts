/**
 * The interface language remembered on an account (issue 21): none until chosen, then the one the
 * user last chose, for them alone; anything but en, mr or hi is refused with a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let priya: SignedInAccount;
let ravi: SignedInAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  priya = await createAccount(t, app, 'Priya');
  ravi = await createAccount(t, app, 'Ravi');
});
afterAll(async () => {
  await app.close();
});

describe(`an account's language on ${testDatabaseKind}`, () => {
  it('is none until chosen, then the last choice, for that account alone', async () => {
    const read = async (who: SignedInAccount) =>
      (await app.inject({ url: '/api/users/language', headers: who.headers })).json<{ locale: string | null }>();
    expect(await read(priya)).toEqual({ locale: null });
    const set = await app.inject({ method: 'PUT', url: '/api/users/language', headers: priya.headers, payload: { locale: 'mr' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ locale: 'mr' });
    await app.inject({ method: 'PUT', url: '/api/users/language', headers: priya.headers, payload: { locale: 'hi' } });
    expect(await read(priya)).toEqual({ locale: 'hi' });
    expect(await read(ravi)).toEqual({ locale: null });
  });

  it('refuses another language or a stray field with a 400, a body over its 1 KB with a 413, and a visitor with a 401', async () => {
    for (const payload of [{ locale: 'fr' }, { locale: 'mr', role: 'admin' }, {}, { locale: 'x'.repeat(500) }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/users/language', headers: priya.headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    const huge = await app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: priya.headers,
      payload: { locale: 'x'.repeat(10_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect((await app.inject({ url: '/api/users/language' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/users/language', payload: { locale: 'mr' } })).statusCode).toBe(401);
  });
});
