/**
 * The accounts half of the REST contract (issue 12): one User shape, a stored user from an
 * earlier version read as today's, and a bound on every string, list and number a client sends.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  adminUserSchema,
  authApi,
  contactApi,
  emailPattern,
  fullName,
  limits,
  messages,
  strongPassword,
  testimonialsApi,
  userFromStorage,
  userSchema,
  usersApi,
  type EndpointDef,
  type User,
} from '../src/index.js';

const user: User = {
  id: '3f0c9a52-1d7e-4c55-9a55-2f7f3c1d9e01',
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'asha@example.com',
  role: 'student',
  phoneNumber: '9876543210',
  address: null,
  education: 'BSc',
  bio: null,
  profileImage: '/api/uploads/6b1f1f86-2b8e-4c8f-8a51-0c9b1d5e7a10',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('a user stored by an earlier version (localStorage)', () => {
  it("today's shape reads back unchanged", () => {
    expect(userFromStorage(JSON.parse(JSON.stringify(user)))).toEqual(user);
  });

  it('the old shape: `_id` becomes `id`, the aliases are dropped, the mobile number kept', () => {
    const { id, phoneNumber: _phone, ...rest } = user;
    const old = { ...rest, _id: id, name: 'Asha Patil', mobileNumber: '9876543210' };
    const read = userFromStorage(old);
    expect(read).toEqual(user);
    expect(userSchema.strict().safeParse(read).success).toBe(true);
  });

  it('an old copy with only the fields sign-in stored then fills the rest with empty values', () => {
    const read = userFromStorage({ _id: user.id, id: user.id, firstName: 'Asha', lastName: 'Patil', email: user.email, role: 'admin' });
    expect(read).toMatchObject({ id: user.id, role: 'admin', phoneNumber: null, profileImage: null, status: 'active' });
  });

  it.each([
    ['nothing', null],
    ['text', 'asha'],
    ['no id at all', { firstName: 'Asha', lastName: 'Patil', email: 'a@example.com', role: 'student' }],
    ['an unknown role', { ...user, role: 'owner' }],
    ['no email', { ...user, email: undefined }],
  ])('%s is no user: the device signs out', (_, value) => {
    expect(userFromStorage(value)).toBeNull();
  });

  it('screens name a user from the two names', () => {
    expect(fullName(user)).toBe('Asha Patil');
  });
});

describe('bounds come first', () => {
  it("the password rule's lookaheads never see more than 128 characters", () => {
    const result = strongPassword.safeParse(`Aa1!${'x'.repeat(1024 * 1024)}`);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'too_big', maximum: limits.password })]);
    expect(result.error?.issues[0]?.message).toBe(messages.request.tooLong('Value', limits.password));
  });

  it('the email rule is not even tried on an over-long address (zod would otherwise run it)', () => {
    const test = vi.spyOn(emailPattern, 'test');
    try {
      const result = adminUserSchema.safeParse({ firstName: 'A', lastName: 'B', email: `${'a'.repeat(900 * 1024)}@example.com` });
      expect(result.error?.issues.map((i) => i.message)).toEqual([messages.validation.adminEmailInvalid]);
      expect(test).not.toHaveBeenCalled();
    } finally {
      test.mockRestore();
    }
  });

  it('a name past its bound says so in the catalogue words', () => {
    const result = adminUserSchema.safeParse({ firstName: 'n'.repeat(limits.name + 1), lastName: 'B', email: 'a@example.com' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.request.tooLong('First name', limits.name)]);
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  format?: string;
  maxItems?: number;
  maximum?: number;
};

/** Paths of every string, array and number in a JSON schema that has no upper bound. */
function unbounded(s: JsonSchema, path: string): string[] {
  if (s.enum || s.const !== undefined) return [];
  const types = [s.type].flat();
  const own: string[] = [];
  // A UUID's anchored, fixed-length pattern is its bound.
  if (types.includes('string') && s.maxLength === undefined && s.format !== 'uuid') own.push(`${path}: string`);
  if (types.includes('array') && s.maxItems === undefined) own.push(`${path}: array`);
  if ((types.includes('number') || types.includes('integer')) && s.maximum === undefined) own.push(`${path}: number`);
  return [
    ...own,
    ...Object.entries(s.properties ?? {}).flatMap(([k, p]) => unbounded(p, `${path}.${k}`)),
    ...(s.items ? unbounded(s.items, `${path}[]`) : []),
    ...(s.anyOf ?? []).flatMap((a) => unbounded(a, path)),
  ];
}

describe('every request of the accounts half is bounded', () => {
  const endpoints = [authApi, usersApi, testimonialsApi, contactApi].flatMap((api) => Object.values(api) as EndpointDef[]);
  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_, e) => {
    const parts = [e.params, e.query, e.body].filter((p) => p !== undefined);
    const json = parts.map((p) => z.toJSONSchema(p, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
    expect(json.flatMap((j) => unbounded(j, 'request'))).toEqual([]);
    // JSON bodies take a few kilobytes; no route of this half needs the default 64 KB.
    if (e.body) expect(e.bodyLimit).toBeLessThanOrEqual(32 * 1024);
  });
});
