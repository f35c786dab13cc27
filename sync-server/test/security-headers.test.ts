/**
 * The security headers on every kind of answer: API JSON, a page, a static asset, a stored
 * upload (and an SVG that could hold a script), a 404, a refused request, the error of a route
 * that answers files; HSTS only over HTTPS.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { UploadStore } from '../src/features/uploads/upload-store.js';
import { colorSchemeScript } from '@institute/shared-schema';
import { appContentSecurityPolicy } from '../src/plugins/security-headers.plugin.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestDatabase;
let app: App;
let publicDir: string;
let dataDir: string;
let student: SignedInAccount;
const uploadId = randomUUID();

beforeAll(async () => {
  publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'headers-data-'));
  await fs.mkdir(path.join(publicDir, 'assets'));
  await fs.writeFile(
    path.join(publicDir, 'index.html'),
    `<!doctype html><head><script>${colorSchemeScript}</script><title>shell</title></head><div id="root"></div>`,
  );
  await fs.writeFile(path.join(publicDir, 'assets', 'app-abc123.js'), 'console.log(1);\n');
  await fs.writeFile(path.join(publicDir, 'html-preview.html'), '<!doctype html><title>HTML output</title>');
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir, dataDir }, database: t });
  student = await createAccount(t, app, 'Headers');
  await new UploadStore(t.db, path.join(dataDir, 'uploads')).save({
    ownerId: student.id,
    purpose: 'profile-image',
    contentType: 'image/png',
    bytes: png,
    originalName: 'me.png',
    id: uploadId,
  });
});
afterAll(async () => {
  await app.close();
  await fs.rm(publicDir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

function expectCommonHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  // Plain HTTP: no HSTS (a browser ignores it there, and a lab without HTTPS must not be pinned).
  expect(headers['strict-transport-security']).toBeUndefined();
}

function expectAppPolicy(headers: Headers) {
  expectCommonHeaders(headers);
  const csp = String(headers['content-security-policy']);
  expect(csp).toBe(appContentSecurityPolicy);
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(headers['x-frame-options']).toBe('DENY');
}

function expectFilePolicy(headers: Headers) {
  expectCommonHeaders(headers);
  const csp = String(headers['content-security-policy']).split('; ');
  expect(csp).toContain('sandbox');
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain("script-src 'self'");
}

describe(`security headers on ${testDatabaseKind}`, () => {
  it("lets a page's one inline script (the theme before the first paint) run by its hash, and no other", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([colorSchemeScript]);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('API JSON', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expectAppPolicy(res.headers);
  });

  it('a page (the shell for a client route) and a static asset', async () => {
    const page = await app.inject('/student/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectAppPolicy(page.headers);
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expectAppPolicy(asset.headers);
  });

  it("the editor's HTML output page runs scripts only in a sandbox, framed by the app alone", async () => {
    const res = await app.inject('/html-preview.html?v=1');
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/^sandbox allow-scripts allow-modals;/);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a stored upload is sandboxed: it can never run as a page of the app', async () => {
    const res = await app.inject({ url: `/api/uploads/${uploadId}`, headers: student.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectFilePolicy(res.headers);
    // The app may frame its own files (a lesson's PDF), no other site may.
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('an SVG answer (the payment placeholder) is sandboxed too', async () => {
    const res = await app.inject({ url: '/api/payment-screenshot/00000000-0000-4000-8000-000000000000', headers: student.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expectFilePolicy(res.headers);
  });

  it('a 404, a refused request and an error of a file route', async () => {
    const missing = await app.inject('/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expectAppPolicy(missing.headers);
    const refused = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not an email', password: 1 } });
    expect(refused.statusCode).toBe(400);
    expectAppPolicy(refused.headers);
    const unauthorised = await app.inject(`/api/uploads/${uploadId}`);
    expect(unauthorised.statusCode).toBe(401);
    expectFilePolicy(unauthorised.headers);
  });

  it('HSTS only when the request came over HTTPS (here through a trusted proxy)', async () => {
    const proxied = await buildApp({ config: { publicDir, dataDir, trustProxy: ['127.0.0.1'] }, database: t, closeDatabase: false });
    try {
      const https = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.inject({ url: '/api/health', remoteAddress: '127.0.0.1' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
