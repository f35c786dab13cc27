/**
 * Profiles, uploads and user management, and the permission matrix: every route of the accounts
 * feature called as a visitor, student A, student B and an administrator.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, userSchema } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { expectNoPassword } from './no-secrets.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let dataDir: string;
const tokens: Record<'studentA' | 'studentB' | 'admin', string> = { studentA: '', studentB: '', admin: '' };
const ids: Record<'studentA' | 'studentB' | 'admin', string> = { studentA: '', studentB: '', admin: '' };
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'users-test-'));
  app = await buildApp({
    config: { publicDir: '/nonexistent', dataDir, adminSecretCode: 'open-sesame', defaultUserPassword: 'Welcome@123' },
    database: t,
    authRateLimitPerMinute: 10_000,
  });
  const passwordHash = await hashPassword('Secret1!');
  const people = [
    ['studentA', 'student', '9000000001'],
    ['studentB', 'student', '9000000002'],
    ['admin', 'admin', '9000000003'],
  ] as const;
  for (const [key, role, phone] of people) {
    const row = await insertUser(t.db, {
      firstName: key,
      lastName: 'Test',
      email: `${key.toLowerCase()}@example.com`,
      phoneNumber: phone,
      role,
      passwordHash,
    });
    ids[key] = row.id;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${key.toLowerCase()}@example.com`, password: 'Secret1!' },
    });
    tokens[key] = login.json<{ token: string }>().token;
  }
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Caller = 'visitor' | keyof typeof tokens;
const as = (caller: Caller) => (caller === 'visitor' ? {} : { authorization: `Bearer ${tokens[caller]}` });

function multipartImage(caller: Caller, bytes: Buffer, field = 'profileImage', filename = 'me.png') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { ...as(caller), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`permission matrix on ${testDatabaseKind}`, () => {
  // Each route with the status each caller gets. Bodies are valid, so only the permission decides.
  const profile = (who: string) => ({ firstName: 'New', lastName: 'Name', email: `${who}@example.com` });
  const cases: {
    name: string;
    method: 'GET' | 'PUT' | 'POST' | 'DELETE';
    url: () => string;
    payload?: (c: Caller) => object;
    expect: Record<Caller, number>;
  }[] = [
    { name: 'own account', method: 'GET', url: () => '/api/users/me', expect: { visitor: 401, studentA: 200, studentB: 200, admin: 200 } },
    {
      name: 'edit own profile',
      method: 'PUT',
      url: () => '/api/users/profile',
      payload: (c) => profile(c.toLowerCase()),
      expect: { visitor: 401, studentA: 200, studentB: 200, admin: 200 },
    },
    {
      name: 'list students',
      method: 'GET',
      url: () => '/api/users/students',
      expect: { visitor: 401, studentA: 403, studentB: 403, admin: 200 },
    },
    { name: 'list users', method: 'GET', url: () => '/api/users', expect: { visitor: 401, studentA: 403, studentB: 403, admin: 200 } },
    {
      name: 'admin dashboard figures',
      method: 'GET',
      url: () => '/api/admin/stats',
      expect: { visitor: 401, studentA: 403, studentB: 403, admin: 200 },
    },
    {
      name: "edit student A's account",
      method: 'PUT',
      url: () => `/api/users/${ids.studentA}`,
      payload: () => ({ firstName: 'studentA', lastName: 'Edited', email: 'studenta@example.com', role: 'student' }),
      expect: { visitor: 401, studentA: 403, studentB: 403, admin: 200 },
    },
    {
      name: 'add a student',
      method: 'POST',
      url: () => '/api/register',
      payload: (c) => ({ firstName: 'Added', lastName: c, email: `added.${c.toLowerCase()}@example.com`, role: 'student' }),
      expect: { visitor: 401, studentA: 403, studentB: 403, admin: 201 },
    },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const got: Record<string, number> = {};
      for (const caller of ['visitor', 'studentA', 'studentB', 'admin'] as const) {
        const res = await app.inject({
          method: c.method,
          url: c.url(),
          headers: as(caller),
          ...(c.payload ? { payload: c.payload(caller) } : {}),
        });
        got[caller] = res.statusCode;
        if (res.statusCode === 401) expect(res.json()).toEqual({ message: messages.access.sessionExpired });
        if (res.statusCode === 403) expect(res.json()).toEqual({ message: messages.access.forbidden });
      }
      expect(got).toEqual(c.expect);
    });

  it('deleting a user: only an administrator, and never themselves', async () => {
    const victim = await insertUser(t.db, {
      firstName: 'Del',
      lastName: 'Me',
      email: 'delme@example.com',
      phoneNumber: null,
      role: 'student',
      passwordHash: 'x',
    });
    for (const caller of ['visitor', 'studentA', 'studentB'] as const)
      expect((await app.inject({ method: 'DELETE', url: `/api/users/${victim.id}`, headers: as(caller) })).statusCode).toBe(
        caller === 'visitor' ? 401 : 403,
      );
    const self = await app.inject({ method: 'DELETE', url: `/api/users/${ids.admin}`, headers: as('admin') });
    expect(self.statusCode).toBe(400);
    const ok = await app.inject({ method: 'DELETE', url: `/api/users/${victim.id}`, headers: as('admin') });
    expect(ok.json()).toEqual({ message: messages.success.userDeleted });
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${victim.id}`, headers: as('admin') })).statusCode).toBe(404);
  });

  it('a forged or expired token is a 401', async () => {
    const forged = tokens.studentA.slice(0, -3) + 'abc';
    expect((await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    const expired = app.jwt.sign({ sub: ids.studentA, role: 'student' }, { expiresIn: -10 });
    expect((await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401);
  });
});

describe(`one user shape, nothing secret, on ${testDatabaseKind}`, () => {
  const userKeys = Object.keys(userSchema.shape).sort();

  it('the account, the lists and a change answer with the User shape and no password or its hash', async () => {
    const me = await app.inject({ url: '/api/users/me', headers: as('studentA') });
    expect(me.statusCode).toBe(200);
    expectNoPassword(me.json());
    expect(Object.keys(me.json<{ user: object }>().user).sort()).toEqual(userKeys);
    for (const url of ['/api/users', '/api/users/students']) {
      const list = await app.inject({ url, headers: as('admin') });
      expect(list.statusCode).toBe(200);
      const users = list.json<object[]>();
      expect(users.length).toBeGreaterThan(0);
      expectNoPassword(users);
      for (const u of users) expect(Object.keys(u).sort()).toEqual(userKeys);
    }
    const added = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: 'Shape', lastName: 'Check', email: 'shape.check@example.com', role: 'student' },
    });
    expect(added.statusCode).toBe(201);
    expectNoPassword(added.json());
    expect(Object.keys(added.json<{ user: object }>().user).sort()).toEqual(userKeys);
  });

  it('a wrong type in a body is a 400 with the catalogue words, before the handler', async () => {
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: as('studentA'),
      payload: { firstName: 'A', lastName: 'B', email: 'studenta@example.com', bio: 42 },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({
      message: messages.request.invalid('Bio'),
      errors: [{ field: 'bio', message: messages.request.invalid('Bio') }],
    });
    // The administrator's routes: a role that is not one, a name that is not text.
    const role = await app.inject({
      method: 'PUT',
      url: `/api/users/${ids.studentA}`,
      headers: as('admin'),
      payload: { firstName: 'studentA', lastName: 'Test', email: 'studenta@example.com', role: 7 },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ message: messages.request.unknownOption('Role'), errors: [{ field: 'role' }] });
    const name = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: { first: 'x' }, lastName: 'Test', email: 'typed@example.com', role: 'student' },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ message: messages.validation.firstNameRequired, errors: [{ field: 'firstName' }] });
    const badId = await app.inject({ method: 'DELETE', url: '/api/users/not-a-uuid', headers: as('admin') });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'Invalid id' });
  });

  it("a hostile administrator's 900 KB email is refused at once, and the server keeps answering", async () => {
    const email = `${'a'.repeat(900 * 1024)}@example.com`;
    const started = performance.now();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${ids.studentA}`,
      headers: as('admin'),
      payload: { firstName: 'studentA', lastName: 'Test', email, role: 'student' },
    });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.request.bodyTooLarge });
    // Generous on a loaded machine; the defect took 17 minutes.
    expect(ms).toBeLessThan(500);
    // Within the body limit, the bound refuses a long address before the email rule looks at it.
    const long = await app.inject({
      method: 'PUT',
      url: `/api/users/${ids.studentA}`,
      headers: as('admin'),
      payload: { firstName: 'studentA', lastName: 'Test', email: `${'a@'.repeat(3000)}example.com`, role: 'student' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: messages.validation.adminEmailInvalid, errors: [{ field: 'email' }] });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const still = await app.inject({ url: '/api/users/me', headers: as('studentA') });
    expect(still.json<{ user: { email: string } }>().user.email).toBe('studenta@example.com');
  });
});

describe(`profiles and uploads on ${testDatabaseKind}`, () => {
  it("a profile edit checks the rules and refuses another account's email", async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: as('studentB'),
      payload: { firstName: '', lastName: 'x', email: 'studentb@example.com' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: messages.validation.firstNameRequired });
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: as('studentB'),
      payload: { firstName: 'B', lastName: 'x', email: 'STUDENTA@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: messages.auth.emailTaken });
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: as('studentB'),
      payload: {
        firstName: 'Bina',
        lastName: 'Rao',
        email: 'studentb@example.com',
        phone: '9000000002',
        address: 'Pune',
        education: 'BSc',
        bio: 'Learning Java',
      },
    });
    expect(ok.json()).toMatchObject({
      message: messages.success.profileUpdated,
      user: { firstName: 'Bina', education: 'BSc', role: 'student' },
    });
  });

  it('a profile image is checked by content, stored, and readable by its owner and administrators only', async () => {
    const fake = await app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      ...multipartImage('studentA', Buffer.from('not an image at all'), 'profileImage', 'evil.png'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: messages.validation.screenshotType });
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      ...multipartImage('studentA', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: messages.validation.screenshotSize });

    const res = await app.inject({ method: 'POST', url: '/api/users/profile-image', ...multipartImage('studentA', png) });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ user: { profileImage: string } }>().user.profileImage;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const own = await app.inject({ url, headers: as('studentA') });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await app.inject({ url, headers: as('admin') })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: as('studentB') })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });

  it('an administrator adds a user with the default password; another administrator needs the secret code', async () => {
    const student = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: 'New', lastName: 'Student', email: 'new.student@example.com', phoneNumber: '987-654-3210', role: 'student' },
    });
    expect(student.statusCode).toBe(201);
    expect(student.json()).toMatchObject({ message: messages.success.userAdded, user: { role: 'student' } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.student@example.com', password: 'Welcome@123' },
    });
    expect(login.statusCode).toBe(200);

    const noCode = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: 'Co', lastName: 'Admin', email: 'co.admin@example.com', role: 'admin', secretCode: 'guess' },
    });
    expect(noCode.statusCode).toBe(403);
    const withCode = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: 'Co', lastName: 'Admin', email: 'co.admin@example.com', role: 'admin', secretCode: 'open-sesame' },
    });
    expect(withCode.json()).toMatchObject({ user: { role: 'admin' } });
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: 'X', lastName: 'Y', email: 'bad', role: 'student' },
    });
    expect(invalid.json()).toMatchObject({ message: messages.validation.adminEmailInvalid });
  });
});
