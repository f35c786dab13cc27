import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { latestMigration, migrationCount } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seed/seed.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let publicDir: string;
const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

beforeAll(async () => {
  // A small built app on disk, shaped like the PWA's build output.
  publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
  await fs.mkdir(path.join(publicDir, 'assets'));
  await fs.mkdir(path.join(publicDir, 'prerendered'));
  // Pages as large as real ones: the public pages are compressed as they are sent (above 1 KB).
  const text = `<p>${'Practical programming courses. '.repeat(60)}</p>`;
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>shell</title><div id="root"></div>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"x"}',
    'assets/index-abc123.js': bigScript,
    'prerendered/index.html': '<!doctype html><div id="root" data-prerendered="/"><h1>Home</h1>' + text + '</div>',
    'prerendered/courses.html': '<!doctype html><div id="root" data-prerendered="/courses"><h1>Courses</h1>' + text + '</div>',
  };
  for (const [name, body] of Object.entries(files)) {
    await fs.writeFile(path.join(publicDir, name), body);
    await fs.writeFile(path.join(publicDir, `${name}.br`), zlib.brotliCompressSync(body));
    await fs.writeFile(path.join(publicDir, `${name}.gz`), zlib.gzipSync(body));
  }
  t = await createTestDatabase();
  await seedDemoData(t.db);
  app = await buildApp({ config: { publicDir }, database: t });
});
afterAll(async () => {
  await app.close();
  await fs.rm(publicDir, { recursive: true, force: true });
});

describe(`HTTP API on ${testDatabaseKind}`, () => {
  it('GET /api/health reports the database kind and migration level', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testDatabaseKind, migration: latestMigration, migrations: migrationCount });
  });

  it('GET /api/courses returns only published, active courses in the shared shape', async () => {
    const draft = await t.db
      .insertInto('courses')
      .values({
        title: 'Secret draft',
        description: 'd',
        level: 'Beginner',
        duration: '1 week',
        instructor: 'x',
        price: 10,
        original_price: null,
        image: null,
        icon: null,
        skills: '[]',
        learning_outcomes: '[]',
        projects: '[]',
        syllabus: '[]',
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await app.inject('/api/courses');
    expect(res.statusCode).toBe(200);
    const courses = res.json<{ id: string; title: string; price: number; syllabus: unknown[]; status: string }[]>();
    expect(courses.length).toBeGreaterThanOrEqual(5);
    expect(courses.map((c) => c.id)).not.toContain(draft.id);
    const { courseSchema } = await import('@institute/shared-schema');
    for (const c of courses) {
      expect(courseSchema.safeParse(c).success, c.title).toBe(true);
      expect(c).not.toHaveProperty('_id');
      expect(c.status).toBe('published');
    }
  });

  it('compresses large API answers', async () => {
    const res = await app.inject({ url: '/api/courses', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(zlib.gunzipSync(res.rawPayload).toString()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('unknown API paths are JSON 404s, not the app shell', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('serving the built PWA', () => {
  it('sends hashed assets pre-compressed and immutable', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('never caches the shell, the service worker or the manifest', async () => {
    for (const url of ['/', '/courses', '/index.html', '/sw.js', '/manifest.webmanifest'])
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        if (encoding !== 'identity') expect(res.headers['content-encoding'], url).toBe(encoding);
      }
  });

  it('sends a prerendered page for its own path, compressed', async () => {
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(home.rawPayload).toString()).toContain('<h1>Home</h1>');
    const courses = await app.inject({ url: '/courses?ref=x' });
    expect(courses.body).toContain('data-prerendered="/courses"');
  });

  it('answers other client routes, and the shell itself, with the empty shell', async () => {
    for (const url of ['/index.html', '/services/quiz', '/some/unknown/page?x=1', '/courses/extra']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a missing file with an extension is a 404', async () => {
    expect((await app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });
});
