/**
 * The REST contract holds for every route: each one is declared in `apiContract` with schemas for
 * what it takes and answers, the OpenAPI document lists them all, bad input is a 400 with the
 * catalogue's words before any handler runs, and no string field accepts a megabyte (the server
 * refuses at once and keeps answering others).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { apiContract, messages, mutationArgsSchemas, type EndpointDef } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { createSmsProvider } from '../src/features/auth/sms.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { errorHandler } from '../src/plugins/error-handler.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let adminToken = '';
let studentToken = '';

const endpoints: EndpointDef[] = Object.values(apiContract).flatMap((feature) => Object.values(feature) as EndpointDef[]);
const keyOf = (method: string, path: string) => `${method} ${path}`;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({
    // A test run: the memory provider's /api/dev/sms exists (NODE_ENV=test only).
    config: { publicDir: '/nonexistent', env: 'test' },
    database: t,
    sms: createSmsProvider({ provider: 'memory' }),
    authRateLimitPerMinute: 100_000,
  });
  await app.ready();
  // Real accounts: every authenticated request checks its account, and a request that passes its
  // schemas reaches the handler's writes.
  const passwordHash = await hashPassword('Secret1!');
  const admin = await insertUser(t.db, {
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@contract.example.com',
    phoneNumber: null,
    role: 'admin',
    passwordHash,
  });
  const student = await insertUser(t.db, {
    firstName: 'Sam',
    lastName: 'Student',
    email: 'student@contract.example.com',
    phoneNumber: null,
    role: 'student',
    passwordHash,
  });
  adminToken = app.signAccessToken(admin);
  studentToken = app.signAccessToken(student);
});
afterAll(async () => {
  await app?.close();
});

function apiRoutes() {
  return (
    app.routeTable
      // `/metrics` (Prometheus's usual path) is in the contract too.
      .filter((r) => (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) || r.url === '/metrics')
      .flatMap((r) => [r.method].flat().map((method) => ({ method, route: r })))
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
  );
}

describe(`REST contract on ${testDatabaseKind}`, () => {
  it('declares every route with the schemas of what it takes and answers', () => {
    const missing: string[] = [];
    for (const { method, route } of apiRoutes()) {
      const key = keyOf(method, route.url);
      const endpoint = (route.config as { endpoint?: EndpointDef } | undefined)?.endpoint;
      if (!endpoint) {
        missing.push(`${key}: not declared in apiContract`);
        continue;
      }
      const schema = route.schema ?? {};
      if (route.url.includes(':') && !schema.params) missing.push(`${key}: no params schema`);
      if (method === 'GET' && !schema.querystring) missing.push(`${key}: no query schema`);
      if ((method === 'POST' || method === 'PUT') && !schema.body && !endpoint.raw) missing.push(`${key}: no body schema`);
      const statuses = Object.keys(schema.response ?? {}).filter((s) => /^2\d\d$/.test(s));
      if (statuses.length === 0) missing.push(`${key}: no answer schema`);
    }
    expect(missing).toEqual([]);
  });

  it('registers every endpoint of the contract, and each only once', () => {
    const registered = apiRoutes().map(({ method, route }) => keyOf(method, route.url));
    expect(new Set(registered).size).toBe(registered.length);
    const absent = endpoints.map((e) => keyOf(e.method, e.path)).filter((k) => !registered.includes(k));
    expect(absent).toEqual([]);
  });

  it('lists every route in the OpenAPI document, and serves a page to browse it', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { responses?: object }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const { method, route } of apiRoutes()) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
      expect(operation, `${method} ${openApiPath}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}).length, `${method} ${openApiPath}`).toBeGreaterThan(0);
    }
    const page = await app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
    const html = page.statusCode === 302 ? await app.inject(page.headers.location as string) : page;
    expect(html.headers['content-type']).toContain('text/html');
  });

  /** A body with `value` in every string property the endpoint's body schema names, nested ones too. */
  function fillStrings(schema: z.ZodType, value: string): unknown {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return fill(json, value, 0);
  }
  type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };
  function fill(s: JsonSchema, value: string, depth: number): unknown {
    const types = [s.type ?? s.anyOf?.map((a) => a.type)].flat(2);
    if (s.properties && depth < 4) return Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, fill(p, value, depth + 1)]));
    if (types.includes('array') && s.items) return [fill(s.items, value, depth + 1)];
    if (types.includes('string')) return value;
    if (types.includes('number') || types.includes('integer')) return 1;
    if (types.includes('boolean')) return true;
    return value;
  }

  const tokenFor = (e: EndpointDef) => (e.access === 'admin' ? adminToken : e.access === 'user' ? studentToken : null);
  const sampleParams = (path: string) => path.replace(/:\w+/g, '00000000-0000-4000-8000-00000000abcd');

  it('refuses a megabyte in every string field of every route at once, and keeps answering', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    const nearLimit = 'y'.repeat(60 * 1024);
    const slow: string[] = [];
    const accepted: string[] = [];
    for (const e of endpoints.filter((x) => x.body)) {
      for (const value of [huge, nearLimit]) {
        const token = tokenFor(e);
        const started = performance.now();
        const res = await app.inject({
          method: e.method,
          url: sampleParams(e.path),
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          payload: JSON.stringify(fillStrings(e.body!, value)),
        });
        const ms = performance.now() - started;
        if (res.statusCode < 400 || res.statusCode >= 500) accepted.push(`${e.method} ${e.path} (${value.length}): ${res.statusCode}`);
        // Generous on a loaded machine (1 s was passed at load average 25); the defect this guards
        // against took minutes.
        if (ms > 5000) slow.push(`${e.method} ${e.path} (${value.length}): ${Math.round(ms)} ms`);
        const health = await app.inject('/api/health');
        expect(health.statusCode).toBe(200);
      }
    }
    expect(accepted).toEqual([]);
    expect(slow).toEqual([]);
  });

  type Schema = JsonSchema & {
    enum?: unknown[];
    const?: unknown;
    format?: string;
    pattern?: string;
    minLength?: number;
    minimum?: number;
    default?: unknown;
  };
  const typesOf = (s: Schema) => [s.type ?? s.anyOf?.map((a) => a.type)].flat(2);
  const sampleUuid = '00000000-0000-4000-8000-00000000abcd';

  /** A value its field's rule accepts, as far as a JSON schema tells (so a request gets past validation to the handler). */
  function validValue(s: Schema, key: string, depth = 0): unknown {
    if (s.enum) return s.enum[0];
    if (s.const !== undefined) return s.const;
    if (s.anyOf) return validValue((s.anyOf as Schema[]).find((a) => a.type !== 'null') ?? s.anyOf[0]!, key, depth);
    const types = typesOf(s);
    if (s.properties && depth < 4)
      return Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, validValue(p as Schema, k, depth + 1)]));
    if (types.includes('array')) return s.items ? [validValue(s.items, key, depth + 1)] : [];
    if (types.includes('integer') || types.includes('number')) return Math.max(s.minimum ?? 1, 1);
    if (types.includes('boolean')) return true;
    if (s.format === 'uuid' || /^(id|.*Id)$/.test(key)) return sampleUuid;
    if (s.format === 'email' || /email/i.test(key)) return 'someone@example.com';
    if (s.format === 'date-time' || /At$/.test(key)) return new Date().toISOString();
    if (s.format === 'date' || key === 'date') return '2026-12-01';
    if (key === 'time') return '10:00';
    if (/phone|mobile/i.test(key)) return '9876543210';
    if (/otp|code$/i.test(key)) return '123456';
    if (/password/i.test(key)) return 'Secret1!';
    return 'a'.repeat(Math.max(s.minLength ?? 0, 8));
  }

  /** Every path to a string in a value (object keys and array indices). */
  function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (typeof value === 'string') return [path];
    if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
    return [];
  }
  function setAt(value: unknown, path: (string | number)[], leaf: (old: unknown) => unknown): unknown {
    if (path.length === 0) return leaf(value);
    const [head, ...rest] = path;
    const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[head!] = setAt(copy[head!], rest, leaf);
    return copy;
  }
  /** A NUL inside the value, where a rule that only looks at the shape (an address, digits) still accepts it. */
  const withNul = (old: unknown) => {
    const text = String(old);
    return text.includes('@') ? text.replace('@', '\u0000@') : `${text.slice(0, 1)}\u0000${text.slice(1)}`;
  };

  /** Sends one request; an answer of 500 or more, or a 4xx without a message, is a failure. */
  async function probe(e: EndpointDef, url: string, payload: unknown, failures: string[], label: string) {
    const token = tokenFor(e);
    const res = await app.inject({
      method: e.method,
      url,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    if (res.statusCode >= 500) failures.push(`${e.method} ${e.path} ${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    else if (res.statusCode >= 400 && !res.json<{ message?: string }>().message)
      failures.push(`${e.method} ${e.path} ${label}: no message`);
    return res;
  }
  const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  const queryOf = (e: EndpointDef) => (e.query ? (validValue(jsonOf(e.query), '') as Record<string, unknown>) : {});
  const urlOf = (e: EndpointDef, query: Record<string, unknown>, path = sampleParams(e.path)) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return search ? `${path}?${search}` : path;
  };

  it('refuses a NUL character in every string of every route (body, query, path) with a 4xx and a message', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const e of endpoints) {
      const query = queryOf(e);
      const body = e.body ? validValue(jsonOf(e.body), '') : undefined;
      for (const path of stringPaths(body)) {
        const res = await probe(e, urlOf(e, query), setAt(body, path, withNul), failures, `body ${path.join('.')}`);
        if (res.statusCode >= 400 && res.statusCode < 500) refused++;
      }
      for (const key of Object.keys(query)) {
        await probe(e, urlOf(e, { ...query, [key]: withNul(query[key] ?? 'x') }), body, failures, `query ${key}`);
      }
      if (e.path.includes(':')) await probe(e, urlOf(e, query, e.path.replace(/:\w+/g, 'x%00y')), body, failures, 'path');
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(20);
  });

  it('refuses numbers beyond their column (1e20, 2^31, 1.5, -1, NaN-like strings) in every numeric field with a 4xx', async () => {
    const failures: string[] = [];
    const bad: unknown[] = [1e20, 2 ** 31, 1.5, -1, 'NaN', 'Infinity', '1e400', '0x10'];
    const numericPaths = (s: Schema, path: string[] = []): string[][] =>
      s.properties
        ? Object.entries(s.properties).flatMap(([k, p]) => numericPaths(p as Schema, [...path, k]))
        : typesOf(s).some((t) => t === 'number' || t === 'integer')
          ? [path]
          : [];
    for (const e of endpoints) {
      const query = queryOf(e);
      const bodySchema = e.body ? jsonOf(e.body) : undefined;
      const body = bodySchema ? validValue(bodySchema, '') : undefined;
      for (const path of bodySchema ? numericPaths(bodySchema) : []) {
        for (const value of bad)
          await probe(
            e,
            urlOf(e, query),
            setAt(body, path, () => value),
            failures,
            `${path.join('.')}=${String(value)}`,
          );
      }
      for (const path of e.query ? numericPaths(jsonOf(e.query)) : []) {
        for (const value of bad)
          await probe(e, urlOf(e, { ...query, [path[0]!]: value }), body, failures, `query ${path[0]}=${String(value)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /**
   * Every string a client sends has a maximum length, every array a maximum count and every number
   * a minimum and a maximum: read from the OpenAPI document (JSON bodies, queries, paths) and from
   * the multipart forms' field schemas. Fixed shapes (an enum, a constant, a UUID) bound themselves.
   */
  it('bounds every string, array and number of every request in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/docs/json')).json<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
        >
      >;
      components?: { schemas?: Record<string, Schema> };
    }>();
    const unbounded: string[] = [];
    const visit = (
      s: Schema & {
        $ref?: string;
        maxLength?: number;
        maxItems?: number;
        maximum?: number;
        exclusiveMaximum?: number;
        oneOf?: Schema[];
        allOf?: Schema[];
        additionalProperties?: Schema | boolean;
      },
      where: string,
      depth = 0,
    ): void => {
      if (depth > 12) return;
      if (s.$ref) return visit(doc.components?.schemas?.[s.$ref.split('/').at(-1)!] ?? {}, where, depth + 1);
      for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(alt, where, depth + 1);
      if (s.enum || s.const !== undefined) return;
      const types = [s.type].flat();
      if (types.includes('string') && s.maxLength === undefined && s.format !== 'uuid' && s.format !== 'guid')
        unbounded.push(`${where}: string without maxLength`);
      if (types.includes('array')) {
        if (s.maxItems === undefined) unbounded.push(`${where}: array without maxItems`);
        if (s.items) visit(s.items, `${where}[]`, depth + 1);
      }
      if ((types.includes('number') || types.includes('integer')) && s.maximum === undefined && s.exclusiveMaximum === undefined)
        unbounded.push(`${where}: number without maximum`);
      for (const [k, p] of Object.entries(s.properties ?? {})) visit(p, `${where}.${k}`, depth + 1);
      if (typeof s.additionalProperties === 'object') visit(s.additionalProperties, `${where}.*`, depth + 1);
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(operations)) {
        for (const p of op.parameters ?? []) visit(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`);
        for (const [type, c] of Object.entries(op.requestBody?.content ?? {}))
          if (type.includes('json')) visit(c.schema, `${method.toUpperCase()} ${path} body`);
      }
    }
    for (const e of endpoints) if (e.raw?.kind === 'multipart') visit(jsonOf(e.raw.fields), `${e.method} ${e.path} form`);
    // A push's arguments are checked per mutation by name (the push's schema says `unknown`).
    for (const [name, schema] of Object.entries(mutationArgsSchemas)) visit(jsonOf(schema as z.ZodType), `mutation ${name}`);
    expect(unbounded).toEqual([]);
  });

  /**
   * The safety net under the schemas: errors this database raises only for bad input (a NUL, a
   * number past its column, a key already taken) answer 4xx with a message, in PGlite's shape and
   * in pg's. Real errors from the test database, thrown by a route the contract does not know.
   */
  it('answers database errors that only bad input can cause with a 4xx and a message', async () => {
    const raised = async (query: ReturnType<typeof sql>) =>
      query.execute(t.db).then(
        () => new Error('no error'),
        (e: unknown) => e,
      );
    const errors = {
      nul: await raised(sql`select ${'a\u0000b'}::text`),
      overflow: await raised(sql`select ${'99999999999'}::integer`),
      fraction: await raised(sql`select ${'1.5'}::integer`),
      duplicate: await raised(
        sql`insert into uploads (id, purpose, content_type, size_bytes, sha256, storage_key)
            select id, purpose, content_type, size_bytes, sha256, storage_key
            from (values (${sampleUuid}::uuid, 'x', 'x', 0, 'x', 'x'), (${sampleUuid}::uuid, 'x', 'x', 0, 'x', 'x'))
              as v(id, purpose, content_type, size_bytes, sha256, storage_key)`,
      ),
    };
    const probeApp = Fastify();
    probeApp.setErrorHandler(errorHandler);
    probeApp.get('/:kind', async (request) => {
      throw errors[(request.params as { kind: keyof typeof errors }).kind];
    });
    const statuses: Record<string, [number, string]> = {};
    for (const kind of Object.keys(errors)) {
      const res = await probeApp.inject(`/${kind}`);
      statuses[kind] = [res.statusCode, res.json<{ message: string }>().message];
    }
    await probeApp.close();
    expect(statuses).toEqual({
      nul: [400, messages.request.badCharacter('Value')],
      overflow: [400, messages.request.unstorable],
      fraction: [400, messages.request.unstorable],
      duplicate: [409, messages.request.exists],
    });
  });

  it('answers a wrong type with 400 and the catalogue words for the field, before the handler', async () => {
    for (const e of endpoints.filter((x) => x.body instanceof z.ZodObject)) {
      const token = tokenFor(e);
      const shape = (e.body as z.ZodObject).shape;
      const field = Object.keys(shape)[0]!;
      const res = await app.inject({
        method: e.method,
        url: sampleParams(e.path),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { [field]: { nested: ['not', 'a', 'value'] } },
      });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(400);
      const body = res.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect(body.message, `${e.method} ${e.path}`).not.toMatch(/expected|received|Invalid input/i);
      expect(body.errors.length).toBeGreaterThan(0);
    }
  });
});
