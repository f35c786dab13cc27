/**
 * Site content on a real database (issue 15): changes for administrators only (401 for a visitor,
 * 403 for a student), an upload that is not an image refused by its content with a clear message,
 * an image converted once into its WebP widths and a placeholder and served to everyone, entries
 * reaching devices through the public sync bucket, an audit row per change, and the demo content
 * seeded once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bySitePosition, messages, siteItemFormSchema, siteItemSchema, type SiteImage, type SiteItem } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { UploadStore } from '../src/features/uploads/upload-store.js';
import * as homeMigration from '../src/db/migrations/2026-11-27T9800-site-content-home.js';
import { seedSiteContent } from '../src/seed/site-content.seed.js';
import { createAccount, Device, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let dataDir = '';
let admin: SignedInAccount;
let student: SignedInAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-content-test-'));
  app = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'SiteAdmin', 'admin');
  student = await createAccount(t, app, 'SiteStudent');
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function imageForm(bytes: Buffer, name = 'photo.png', field = 'image') {
  const boundary = '----site' + Math.random().toString(16).slice(2);
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (bytes: Buffer, headers: Record<string, string> = admin.headers, name?: string) => {
  const { payload, 'content-type': ct } = imageForm(bytes, name);
  return app.inject({ method: 'POST', url: '/api/admin/site-images', headers: { ...headers, 'content-type': ct }, payload });
};

/** A real 1600×1000 PNG (wider than the largest width), drawn by sharp. */
const png = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe(`site content on ${testDatabaseKind}`, () => {
  let image: SiteImage;
  let itemId = '';

  it('refuses every change to a visitor (401) and a student (403)', async () => {
    const bytes = await png(40, 30);
    const body = { kind: 'fact', caption: 'Founded', details: { key: 'x', value: 'y' } };
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [headers, status] of [
      [{}, 401],
      [student.headers, 403],
    ] as const) {
      expect((await upload(bytes, headers)).statusCode).toBe(status);
      expect((await app.inject({ method: 'POST', url: '/api/admin/site-items', headers, payload: body })).statusCode).toBe(status);
      expect((await app.inject({ method: 'PUT', url: `/api/admin/site-items/${id}`, headers, payload: body })).statusCode).toBe(status);
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/site-items/${id}`, headers })).statusCode).toBe(status);
      const move = { method: 'POST', url: `/api/admin/site-items/${id}/move`, headers, payload: { direction: 'up' } } as const;
      expect((await app.inject(move)).statusCode).toBe(status);
    }
    expect(await t.db.selectFrom('site_images').select('id').execute()).toEqual([]);
  });

  it('refuses a file that is not an image by its content, whatever its name, with a clear message', async () => {
    const res = await upload(Buffer.from('<?php echo "hello"; ?>'), admin.headers, 'photo.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.siteContent.notAnImage });
    // PNG magic bytes then garbage: not an image sharp can read.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const broken = await upload(fake);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: messages.siteContent.unreadableImage });
    expect(await t.db.selectFrom('uploads').select('id').where('purpose', '=', 'site-image').execute()).toEqual([]);
  });

  it('converts an upload once into WebP widths (never enlarged) and a placeholder, served to everyone', async () => {
    const res = await upload(await png());
    expect(res.statusCode).toBe(201);
    image = res.json<{ image: SiteImage }>().image;
    expect(image).toMatchObject({ width: 1600, height: 1000 });
    expect(image.sources.map((s) => s.width)).toEqual([320, 640, 1280]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(1000);
    for (const source of image.sources) {
      const served = await app.inject({ method: 'GET', url: source.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: source.width });
    }
    // A small image keeps its own width, the only one.
    const small = (await upload(await png(200, 100))).json<{ image: SiteImage }>().image;
    expect(small.sources.map((s) => s.width)).toEqual([200]);
    // Another upload (a payment screenshot's id) is never served by the public route.
    const other = await t.db.selectFrom('uploads').select('id').where('purpose', '!=', 'site-image').executeTakeFirst();
    if (other) expect((await app.inject({ method: 'GET', url: `/api/site-images/${other.id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/site-images/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('checks the form by kind: a gallery photo needs a category and an image, links are https', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/site-items',
      headers: admin.headers,
      payload: { kind: 'gallery', caption: 'Lab', details: { url: 'javascript:alert(1)' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        codedField('category', messages.siteContent.categoryRequired),
        codedField('imageId', messages.siteContent.imageRequired),
        codedField('details.url', messages.siteContent.urlInvalid),
      ]),
    );
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/site-items',
      headers: admin.headers,
      payload: { kind: 'gallery', category: 'epl', caption: 'Lab', imageId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: messages.siteContent.imageMissing });
  });

  it('adds, changes and removes an entry; each change reaches the public bucket and is audited', async () => {
    const device = new Device(app, null);
    await device.pull();
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/site-items',
      headers: admin.headers,
      payload: {
        kind: 'gallery',
        category: 'second',
        caption: '  Hackathon night ',
        alt: 'Students coding',
        position: 3,
        imageId: image.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<{ message: string; item: SiteItem }>();
    expect(item.message).toBe(messages.siteContent.created);
    expect(item.item).toMatchObject({ kind: 'gallery', category: 'second', caption: 'Hackathon night', position: 3, image });
    itemId = item.item.id;

    await device.pull();
    const pulled = device.rows('public', 'siteItems').find((r) => r.id === itemId);
    expect(siteItemSchema.strict().parse(pulled)).toEqual(item.item);
    const listed = await app.inject({ method: 'GET', url: '/api/site-items?kind=gallery' });
    expect(listed.json<{ data: SiteItem[] }>().data.map((i) => i.id)).toContain(itemId);

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/site-items/${itemId}`,
      headers: admin.headers,
      payload: { kind: 'gallery', category: 'third', caption: 'Hackathon', position: 1, imageId: image.id },
    });
    expect(changed.json()).toMatchObject({ message: messages.siteContent.updated, item: { category: 'third', caption: 'Hackathon' } });
    const otherKind = await app.inject({
      method: 'PUT',
      url: `/api/admin/site-items/${itemId}`,
      headers: admin.headers,
      payload: { kind: 'quiz-slide', caption: 'Hackathon', imageId: image.id },
    });
    expect(otherKind.statusCode).toBe(400);
    expect(otherKind.json()).toMatchObject({ message: messages.siteContent.kindChanged });
    await device.pull();
    expect(device.rows('public', 'siteItems').find((r) => r.id === itemId)).toMatchObject({ category: 'third', position: 1 });

    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/site-items/${itemId}`, headers: admin.headers });
    expect(removed.json()).toMatchObject({ message: messages.siteContent.deleted });
    await device.pull();
    expect(device.ids('public', 'siteItems')).not.toContain(itemId);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/site-items/${itemId}`, headers: admin.headers })).statusCode).toBe(404);
    // The image no entry shows any more is gone, files and all.
    expect((await app.inject({ method: 'GET', url: image.sources[0]!.url })).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('entity', 'in', ['site-item', 'site-image'])
      .where('actor_id', '=', admin.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'site-image.upload',
      'site-image.upload',
      'site-item.create',
      'site-item.update',
      'site-item.delete',
    ]);
    expect(audit.slice(2).every((a) => a.entity_id === itemId)).toBe(true);
  });

  it('edits a promo slide and the pop-up video with their own checks: 4xx with the field, never a 500', async () => {
    const add = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/site-items', headers: admin.headers, payload });
    const put = (id: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/admin/site-items/${id}`, headers: admin.headers, payload });
    const slide = await add({
      kind: 'promo-slide',
      caption: 'Java Full Stack',
      details: { content: 'Spring Boot and SQL.', color: 'blue' },
    });
    expect(slide.statusCode).toBe(201);
    const id = slide.json<{ item: SiteItem }>().item.id;
    const edited = await put(id, {
      kind: 'promo-slide',
      caption: 'Java Full Stack, new batch',
      position: 4,
      details: { content: 'Starts Monday.', linkLabel: 'Enrol', linkTo: '/courses', color: 'teal' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ item: SiteItem }>().item).toMatchObject({
      caption: 'Java Full Stack, new batch',
      position: 4,
      details: { content: 'Starts Monday.', linkLabel: 'Enrol', linkTo: '/courses', color: 'teal' },
    });
    for (const [details, field, message] of [
      [{ content: 'x', linkLabel: 'Go', linkTo: '//evil.example' }, 'details.linkTo', messages.siteContent.linkInvalid],
      [{ content: 'x', color: 'rainbow' }, 'details.color', messages.siteContent.colorInvalid],
      [{}, 'details.content', messages.siteContent.detailRequired('Content')],
    ] as const) {
      const res = await put(id, { kind: 'promo-slide', caption: 'Java', details });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual(codedField(field, message));
    }
    const tooLong = await put(id, { kind: 'promo-slide', caption: 'x'.repeat(5000), details: { content: 'x' } });
    expect(tooLong.statusCode).toBe(400);
    // The pop-up's video: a file of this site or an https address.
    const video = await add({ kind: 'popup-video', caption: 'Welcome', details: { url: '/media/welcome.webm', content: 'Hello.' } });
    expect(video.statusCode).toBe(201);
    const badVideo = await put(video.json<{ item: SiteItem }>().item.id, {
      kind: 'popup-video',
      caption: 'Welcome',
      details: { url: 'javascript:alert(1)' },
    });
    expect(badVideo.statusCode).toBe(400);
    for (const item of [id, video.json<{ item: SiteItem }>().item.id])
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/site-items/${item}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('moves an entry up and down within its list only, numbering the list again; ends refused with 409; audited', async () => {
    const device = new Device(app, null);
    await device.pull();
    const add = async (caption: string, position: number, kind = 'fact', extra: Record<string, unknown> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/site-items',
        headers: admin.headers,
        payload: { kind, caption, position, details: { key: caption, value: 'v' }, ...extra },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ item: SiteItem }>().item.id;
    };
    // Two at the same position (as a hand-typed order can leave them): moving still changes the order.
    const a = await add('Fact A', 5);
    const b = await add('Fact B', 5);
    const c = await add('Fact C', 9);
    const move = (id: string, direction: unknown, headers = admin.headers) =>
      app.inject({ method: 'POST', url: `/api/admin/site-items/${id}/move`, headers, payload: { direction } });
    const order = async () =>
      (await app.inject({ method: 'GET', url: '/api/site-items?kind=fact' }))
        .json<{ data: SiteItem[] }>()
        .data.map((i) => [i.caption, i.position]);
    expect(await order()).toEqual([
      ['Fact A', 5],
      ['Fact B', 5],
      ['Fact C', 9],
    ]);

    const up = await move(c, 'up');
    expect(up.statusCode).toBe(200);
    expect(up.json<{ message: string; data: SiteItem[] }>()).toMatchObject({ message: messages.siteContent.moved });
    expect(up.json<{ data: SiteItem[] }>().data.map((i) => i.caption)).toEqual(['Fact A', 'Fact C', 'Fact B']);
    expect(await order()).toEqual([
      ['Fact A', 0],
      ['Fact C', 1],
      ['Fact B', 2],
    ]);
    expect((await move(a, 'down')).statusCode).toBe(200);
    expect((await order()).map(([caption]) => caption)).toEqual(['Fact C', 'Fact A', 'Fact B']);

    // The ends: a clear 409, nothing changed.
    const first = await move(c, 'up');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ message: messages.siteContent.cannotMove('up') });
    expect((await move(b, 'down')).json()).toMatchObject({ message: messages.siteContent.cannotMove('down') });
    // Bad input: 400 with the field; an unknown entry: 404; a student: 403.
    const bad = await move(a, 'sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['direction']);
    expect((await move('00000000-0000-4000-8000-000000000000', 'up')).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/site-items/not-a-uuid/move`,
          headers: admin.headers,
          payload: { direction: 'up' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await move(a, 'up', student.headers)).statusCode).toBe(403);
    expect((await order()).map(([caption]) => caption)).toEqual(['Fact C', 'Fact A', 'Fact B']);

    // A gallery photo moves among its own category: another category's photos keep their places.
    const imageId = (await upload(await png(60, 40))).json<{ image: SiteImage }>().image.id;
    const g1 = await add('Lab one', 0, 'gallery', { category: 'first', imageId, details: {} });
    const g2 = await add('Lab two', 1, 'gallery', { category: 'first', imageId, details: {} });
    const other = await add('Other lab', 0, 'gallery', { category: 'second', imageId, details: {} });
    const moved = await move(g2, 'up');
    expect(moved.json<{ data: SiteItem[] }>().data.map((i) => i.id)).toEqual([g2, g1]);
    expect((await move(other, 'up')).statusCode).toBe(409);

    // Devices get the new order through the public bucket.
    await device.pull();
    const rows = device.rows('public', 'siteItems');
    expect(rows.find((r) => r.id === g2)).toMatchObject({ position: 0 });
    expect(rows.find((r) => r.id === g1)).toMatchObject({ position: 1 });
    expect(rows.find((r) => r.id === c)).toMatchObject({ position: 0 });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'site-item.move')
      .where('actor_id', '=', admin.id)
      .orderBy('id')
      .execute();
    expect(audit.map((x) => x.entity_id)).toEqual([c, a, g2]);
    for (const id of [a, b, c, g1, g2, other])
      await app.inject({ method: 'DELETE', url: `/api/admin/site-items/${id}`, headers: admin.headers });
  });

  it("gives a database seeded before the home page read its slides the home page's content; entries changed since stay", async () => {
    const old = (caption: string, details: Record<string, string> = {}) =>
      t.db
        .insertInto('site_items')
        .values({ kind: caption === 'video' ? 'popup-video' : 'promo-slide', caption, position: 0, details: JSON.stringify(details) })
        .returning('id')
        .executeTakeFirstOrThrow();
    const untouched = await old('Flat 20% off on every course this month');
    const changed = await old('New Java Full Stack batch starting soon', { content: 'Written by the institute.' });
    const video = await t.db
      .insertInto('site_items')
      .values({
        kind: 'popup-video',
        caption: 'Welcome to EPL Institute of Programming',
        details: JSON.stringify({ url: 'https://www.youtube-nocookie.com/embed/videoseries?list=EPL-demo-0' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await homeMigration.up(t.db);
    const row = (id: string) => t.db.selectFrom('site_items').select(['caption', 'details']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row(untouched.id)).toEqual({
      caption: '20% off on upcoming batches',
      details: {
        content: 'Join a new batch of Java, Python, C or the MERN stack and save 20% on the course fee.',
        linkLabel: 'See the courses',
        linkTo: '/courses',
        color: 'pink',
      },
    });
    expect(await row(changed.id)).toEqual({
      caption: 'New Java Full Stack batch starting soon',
      details: { content: 'Written by the institute.' },
    });
    expect(await row(video.id)).toMatchObject({ caption: 'Welcome to EPL', details: { url: '/media/welcome.webm' } });
    await t.db.deleteFrom('site_items').where('id', 'in', [untouched.id, changed.id, video.id]).execute();
  });

  it('seeds the demo content once: about 200 gallery photos in every category, with their images', async () => {
    const store = new UploadStore(t.db, path.join(dataDir, 'uploads'));
    const added = await seedSiteContent(t.db, store);
    expect(added).toBeGreaterThan(250);
    expect(await seedSiteContent(t.db, store)).toBe(0);
    const device = new Device(app, null);
    await device.pull();
    const rows = device.rows('public', 'siteItems').map((r) => siteItemSchema.strict().parse(r));
    const gallery = rows.filter((r) => r.kind === 'gallery');
    expect(gallery.length).toBeGreaterThanOrEqual(195);
    expect(new Set(gallery.map((g) => g.category))).toEqual(new Set(['epl', 'first', 'second', 'third', 'nashik-quiz', 'mock-interview']));
    expect(gallery.every((g) => g.image && g.image.sources.length > 0)).toBe(true);
    expect(rows.filter((r) => r.kind === 'quiz-slide')).toHaveLength(5);
    expect(rows.filter((r) => r.kind === 'quiz-video')).toHaveLength(4);
    expect(rows.filter((r) => r.kind === 'team')).toHaveLength(3);
    expect(rows.filter((r) => r.kind === 'partner')).toHaveLength(12);
    expect(rows.filter((r) => r.kind === 'star')).toHaveLength(30);
    // The home page's 8 promo slides (text, button, colour) and its pop-up video, a file the PWA serves.
    const slides = rows.filter((r) => r.kind === 'promo-slide').sort(bySitePosition);
    expect(slides).toHaveLength(8);
    expect(slides.every((s) => s.details.content && s.details.linkLabel && s.details.linkTo?.startsWith('/') && s.details.color)).toBe(
      true,
    );
    expect(slides[0]).toMatchObject({ caption: '20% off on upcoming batches' });
    expect(rows.filter((r) => r.kind === 'popup-video').map((r) => r.details.url)).toEqual(['/media/welcome.webm']);
    for (const row of rows)
      expect(siteItemFormSchema.safeParse({ ...row, imageId: row.image?.id ?? null }).success, row.caption).toBe(true);
    expect(
      rows
        .filter((r) => r.kind === 'timeline')
        .sort(bySitePosition)
        .map((r) => r.details.stats?.[0]),
    ).toEqual(['156 students', '489 students', '944 students', '1300 students', '2000+ students']);
    const served = await app.inject({ method: 'GET', url: gallery[0]!.image!.sources[0]!.url });
    expect(served.statusCode).toBe(200);
  });
});
