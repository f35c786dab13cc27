/**
 * The REST contract holds for every route: each one is declared in `apiContract` with schemas for
 * what it takes and answers, the OpenAPI document lists them all, bad input is a 400 with the
 * catalogue's words before any handler runs, and no string field accepts a megabyte (the server
 * refuses at once and keeps answering others).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiContract, type EndpointDef } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createSmsProvider } from '../src/features/auth/sms.js';
import { insertUser } from '../src/features/users/users.repository.js';
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
  // Real accounts: every authenticated request checks its account (issue 13).
  const [admin, student] = await Promise.all(
    (['admin', 'student'] as const).map((role) =>
      insertUser(t.db, {
        firstName: role,
        lastName: 'Contract',
        email: `${role}@contract.test`,
        phoneNumber: null,
        role,
        passwordHash: 'x',
      }),
    ),
  );
  adminToken = app.signAccessToken(admin!);
  studentToken = app.signAccessToken(student!);
});
afterAll(async () => {
  await app?.close();
});

function apiRoutes() {
  return app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) => [r.method].flat().map((method) => ({ method, route: r })))
    .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS');
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
        // Generous on a loaded machine; the defect this guards against took minutes.
        if (ms > 1000) slow.push(`${e.method} ${e.path} (${value.length}): ${Math.round(ms)} ms`);
        const health = await app.inject('/api/health');
        expect(health.statusCode).toBe(200);
      }
    }
    expect(accepted).toEqual([]);
    expect(slow).toEqual([]);
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
