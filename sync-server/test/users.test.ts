/**
 * Profiles, uploads and user management, and the permission matrix: every route of the accounts
 * feature called as a visitor, student A, student B and an administrator.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { messages, syncSchemaVersion, userSchema } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createSmsProvider, type SmsProvider } from '../src/features/auth/sms.js';
import { expectNoPassword } from './no-secrets.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { coded, codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let dataDir: string;
let sms: SmsProvider;
const tokens: Record<'studentA' | 'studentB' | 'admin', string> = { studentA: '', studentB: '', admin: '' };
const ids: Record<'studentA' | 'studentB' | 'admin', string> = { studentA: '', studentB: '', admin: '' };
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'users-test-'));
  sms = createSmsProvider({ provider: 'memory' });
  app = await buildApp({
    config: { publicDir: '/nonexistent', dataDir, adminSecretCode: 'open-sesame', defaultUserPassword: 'Welcome@123' },
    database: t,
    sms,
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
        if (res.statusCode === 401) expect(res.json()).toMatchObject({ message: messages.access.sessionExpired });
        if (res.statusCode === 403) expect(res.json()).toMatchObject({ message: messages.access.forbidden });
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
    expect(ok.json()).toMatchObject({ message: messages.success.userDeleted });
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${victim.id}`, headers: as('admin') })).statusCode).toBe(404);
  });

  it('a forged or expired token is a 401', async () => {
    const forged = tokens.studentA.slice(0, -3) + 'abc';
    expect((await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    const expired = app.jwt.sign({ sub: ids.studentA, role: 'student', ver: 0 }, { expiresIn: -10 });
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
      ...coded(messages.request.invalid('Bio')),
      errors: [codedField('bio', messages.request.invalid('Bio'))],
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
    expect(res.json()).toMatchObject({ message: messages.request.bodyTooLarge });
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
      payload: { firstName: 'B', lastName: 'x', email: 'STUDENTA@example.com', currentPassword: 'Secret1!' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: messages.auth.emailTaken });
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
    expect(fake.json()).toMatchObject({ message: messages.validation.screenshotType });
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      ...multipartImage('studentA', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: messages.validation.screenshotSize });

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

/** A fresh account signed in (so a test may demote, delete or move it without touching the others). */
async function freshAccount(role: 'student' | 'admin' = 'student', patch: { mustChangePassword?: boolean; phone?: string } = {}) {
  const n = `${Date.now() % 1e6}`.padStart(6, '0') + String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  const email = `fresh.${n}@example.com`;
  const row = await insertUser(t.db, {
    firstName: 'Fresh',
    lastName: role,
    email,
    phoneNumber: patch.phone ?? `7${n.slice(1)}`,
    role,
    passwordHash: await hashPassword('Secret1!'),
    mustChangePassword: patch.mustChangePassword ?? false,
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } });
  const body = login.json<{ token: string; refreshToken: string; mustChangePassword: boolean }>();
  return { id: row.id, email, phone: row.phone_number!, ...body, headers: { authorization: `Bearer ${body.token}` } };
}
const lastSms = (to: string) => [...(sms.sent ?? [])].reverse().find((s) => s.to === to)?.message ?? '';
const codeSentTo = (to: string) => /\b(\d{6})\b/.exec(lastSms(to))?.[1] ?? '';

describe(`granting the administrator role on ${testDatabaseKind}`, () => {
  const edit = (id: string, patch: object) => ({
    method: 'PUT' as const,
    url: `/api/users/${id}`,
    headers: as('admin'),
    payload: { firstName: 'Fresh', lastName: 'student', email: '', role: 'admin', ...patch },
  });

  it('PUT /api/users/{id} with role admin needs the secret code', async () => {
    const s = await freshAccount();
    const without = await app.inject(edit(s.id, { email: s.email }));
    expect([without.statusCode, without.json()]).toEqual([403, coded(messages.auth.adminSecretRequired)]);
    const wrong = await app.inject(edit(s.id, { email: s.email, secretCode: 'guess' }));
    expect(wrong.statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select('role').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
    const right = await app.inject(edit(s.id, { email: s.email, secretCode: 'open-sesame' }));
    expect(right.json()).toMatchObject({ user: { role: 'admin' } });
    // Editing an administrator who already is one grants nothing: no code needed.
    expect((await app.inject(edit(s.id, { email: s.email, firstName: 'Still' }))).statusCode).toBe(200);
  });

  it('a server with no secret code configured makes no administrator through the API', async () => {
    const noSecret = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, sms, closeDatabase: false });
    try {
      const s = await freshAccount();
      const promote = await noSecret.inject({ ...edit(s.id, { email: s.email, secretCode: '' }) });
      expect(promote.statusCode).toBe(403);
      const create = await noSecret.inject({
        method: 'POST',
        url: '/api/register',
        headers: as('admin'),
        payload: { firstName: 'X', lastName: 'Y', email: `x.${s.id.slice(0, 8)}@example.com`, role: 'admin', secretCode: '' },
      });
      expect(create.statusCode).toBe(403);
    } finally {
      await noSecret.close();
    }
  });
});

describe(`authority comes from the account, not the token, on ${testDatabaseKind}`, () => {
  it('a demoted administrator loses admin access at once', async () => {
    const boss = await freshAccount('admin');
    expect((await app.inject({ url: '/api/users', headers: boss.headers })).statusCode).toBe(200);
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/users/${boss.id}`,
      headers: as('admin'),
      payload: { firstName: 'Fresh', lastName: 'admin', email: boss.email, role: 'student' },
    });
    expect(demote.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/users', headers: boss.headers });
    expect([after.statusCode, after.json()]).toEqual([403, coded(messages.access.forbidden)]);
  });

  it("a deleted account's token is a 401 with the session-expired message, never a 500", async () => {
    const gone = await freshAccount();
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: as('admin') })).statusCode).toBe(200);
    const calls = [
      { method: 'GET' as const, url: '/api/users/me' },
      { method: 'PUT' as const, url: '/api/users/profile', payload: { firstName: 'A', lastName: 'B', email: gone.email } },
      {
        method: 'POST' as const,
        url: '/api/sync/push',
        payload: { clientId: `device-${gone.id}`, schemaVersion: syncSchemaVersion, mutations: [] },
      },
      { method: 'GET' as const, url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=%7B%7D` },
      ...multipartCall(gone.headers),
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: { ...gone.headers, ...(call as { headers?: object }).headers } });
      expect([res.statusCode, res.json()], call.url).toEqual([401, coded(messages.access.sessionExpired)]);
    }
  });

  it('an inactive account is a 401 on its next request', async () => {
    const s = await freshAccount();
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', s.id).execute();
    app.forgetAccount(s.id);
    expect((await app.inject({ url: '/api/users/me', headers: s.headers })).statusCode).toBe(401);
  });
});

function multipartCall(headers: Record<string, string>) {
  const boundary = '----fresh';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [
    {
      method: 'POST' as const,
      url: '/api/users/profile-image',
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
  ];
}

describe(`accounts an administrator creates change the default password first, on ${testDatabaseKind}`, () => {
  it('sign-in says so; only the own account, changing the password and logout work until then', async () => {
    const email = `added.${Date.now()}@example.com`;
    const added = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: as('admin'),
      payload: { firstName: 'Added', lastName: 'Later', email, role: 'student' },
    });
    expect(added.statusCode).toBe(201);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Welcome@123' } });
    const session = login.json<{ token: string; refreshToken: string; mustChangePassword: boolean }>();
    expect(session.mustChangePassword).toBe(true);
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    for (const call of [
      { method: 'PUT' as const, url: '/api/users/profile', payload: { firstName: 'A', lastName: 'B', email } },
      { method: 'GET' as const, url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=%7B%7D` },
      {
        method: 'POST' as const,
        url: '/api/sync/push',
        payload: { clientId: `device-${Date.now()}`, schemaVersion: syncSchemaVersion, mutations: [] },
      },
    ]) {
      const res = await app.inject({ ...call, headers });
      expect([res.statusCode, res.json()], call.url).toEqual([403, coded(messages.auth.mustChangePassword)]);
    }
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.json()).toMatchObject({ mustChangePassword: true });

    const change = (body: object) => app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: body });
    expect((await change({ currentPassword: 'Wrong@123', newPassword: 'Mine@2026' })).json()).toEqual(
      coded(messages.auth.currentPasswordWrong),
    );
    expect((await change({ currentPassword: 'Welcome@123', newPassword: 'weakpass' })).json()).toMatchObject({
      message: messages.validation.passwordRule,
    });
    const changed = await change({ currentPassword: 'Welcome@123', newPassword: 'Mine@2026' });
    expect(changed.statusCode).toBe(200);
    const next = changed.json<{ token: string; mustChangePassword: boolean }>();
    expect(next.mustChangePassword).toBe(false);
    // The old access token ended with the change; the new one works everywhere.
    expect((await app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
    const pull = await app.inject({
      url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=%7B%7D`,
      headers: { authorization: `Bearer ${next.token}` },
    });
    expect(pull.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Mine@2026' } })).json()).toMatchObject({
      mustChangePassword: false,
    });
  });
});

describe(`changing the email or phone needs the password and the new phone's code, on ${testDatabaseKind}`, () => {
  const put = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload });

  it('a new phone needs the current password and the code sent to the new number; the old number is told', async () => {
    const s = await freshAccount();
    const newPhone = `6${s.phone.slice(1)}`;
    const base = { firstName: 'Fresh', lastName: 'student', email: s.email, phone: newPhone };
    expect((await put(s.headers, base)).json()).toMatchObject({ message: messages.auth.currentPasswordRequired });
    expect((await put(s.headers, { ...base, currentPassword: 'Wrong1!x' })).json()).toEqual(coded(messages.auth.currentPasswordWrong));
    expect((await put(s.headers, { ...base, currentPassword: 'Secret1!' })).json()).toMatchObject({
      message: messages.auth.phoneCodeRequired,
    });
    const row = () => t.db.selectFrom('users').select(['phone_number', 'email']).where('id', '=', s.id).executeTakeFirstOrThrow();
    expect((await row()).phone_number).toBe(s.phone);

    const sent = await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: newPhone, purpose: 'change-phone' } });
    expect(sent.json()).toMatchObject({ message: messages.auth.otpSent });
    const code = codeSentTo(newPhone);
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = String((Number(code) + 1) % 1e6).padStart(6, '0');
    expect((await put(s.headers, { ...base, currentPassword: 'Secret1!', otp: wrongCode })).statusCode).toBe(400);
    const ok = await put(s.headers, { ...base, currentPassword: 'Secret1!', otp: code });
    expect(ok.json()).toMatchObject({ message: messages.success.profileUpdated, user: { phoneNumber: newPhone } });
    expect((await row()).phone_number).toBe(newPhone);
    expect(lastSms(s.phone)).toContain('was changed to one ending in ' + newPhone.slice(-4));
    // The code is used up.
    expect((await put(s.headers, { ...base, phone: s.phone, currentPassword: 'Secret1!', otp: code })).statusCode).toBe(400);
  });

  it('a new email needs the current password; names change freely', async () => {
    const s = await freshAccount();
    const moved = { firstName: 'Fresh', lastName: 'student', email: `moved.${s.email}` };
    expect((await put(s.headers, moved)).json()).toMatchObject({ message: messages.auth.currentPasswordRequired });
    expect((await put(s.headers, { ...moved, currentPassword: 'Wrong1!x' })).statusCode).toBe(400);
    expect((await put(s.headers, { firstName: 'Renamed', lastName: 'student', email: s.email })).statusCode).toBe(200);
    const ok = await put(s.headers, { ...moved, currentPassword: 'Secret1!' });
    expect(ok.json()).toMatchObject({ user: { email: moved.email, firstName: 'Fresh' } });
  });

  it('an offline profile edit (sync) cannot change the email or the phone', async () => {
    const s = await freshAccount();
    const push = (args: object, seq: number, clientId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: s.headers,
        payload: { clientId, schemaVersion: syncSchemaVersion, mutations: [{ seq, id: randomUUID(), name: 'profile.update', args }] },
      });
    const clientId = `device-${randomUUID()}`;
    const email = await push({ firstName: 'F', lastName: 'S', email: `stolen.${s.email}` }, 1, clientId);
    expect(email.json()).toMatchObject({ results: [{ status: 'rejected', message: messages.auth.contactChangeOnline }] });
    const phone = await push({ firstName: 'F', lastName: 'S', email: s.email, phone: '9999999999' }, 2, clientId);
    expect(phone.json()).toMatchObject({ results: [{ status: 'rejected', message: messages.auth.contactChangeOnline }] });
    const name = await push({ firstName: 'Offline', lastName: 'S', email: s.email, phone: s.phone }, 3, clientId);
    expect(name.json()).toMatchObject({ results: [{ status: 'applied' }] });
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'email', 'phone_number'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Offline', email: s.email, phone_number: s.phone });
  });
});
