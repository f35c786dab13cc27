import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigration, migrateToLatest, migrationCount, migrationLevel } from '../src/db/migrate.js';
import { syncedTables } from '../src/db/migrations/2026-11-22T0100-initial.js';
import { syncCollections, type BucketKind } from '@institute/shared-schema';
import { collectionsOf } from '../src/features/sync/sync-collections.js';
import { ensureAdmin, seedDemoData } from '../src/seed/seed.js';
import { verifyPassword } from '../src/auth/passwords.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.close());

describe(`data layer on ${testDatabaseKind}`, () => {
  it('reports its kind and migration level; a second migrate is a no-op', async () => {
    expect(t.kind).toBe(testDatabaseKind);
    expect(await migrationLevel(t.db)).toEqual({ latest: latestMigration, applied: migrationCount });
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('seeds demo data once', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    const courses = await t.db.selectFrom('courses').selectAll().execute();
    expect(courses.length).toBeGreaterThanOrEqual(5);
    for (const c of courses) {
      expect(c.price).toBeGreaterThan(0);
      expect(c.syllabus.length).toBeGreaterThan(0);
      expect(typeof c.syllabus[0]?.id).toBe('string');
      expect(c.syllabus[0]?.mainTopic).toBeTruthy();
    }
    const sessions = await t.db.selectFrom('live_sessions').select(['date']).execute();
    expect(sessions.length).toBe(courses.length * 4);
    expect(sessions[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.db.selectFrom('jobs').select('id').execute()).length).toBeGreaterThanOrEqual(5);
    expect((await t.db.selectFrom('testimonials').select('id').where('approved', '=', true).execute()).length).toBeGreaterThanOrEqual(5);
  });

  it('creates the configured administrator once, with an argon2id hash', async () => {
    const first = await ensureAdmin(t.db, { email: 'head@example.com', password: 'Admin1!pass' });
    expect(first).toMatchObject({ created: true, generated: false });
    expect(await ensureAdmin(t.db, { email: 'head@example.com', password: 'Admin1!pass' })).toEqual({ created: false });
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', 'head@example.com').executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'Admin1!pass')).toBe(true);
    expect(await verifyPassword(row.password_hash, 'wrong')).toBe(false);
    // An administrator exists now, so no generated one is added.
    expect(await ensureAdmin(t.db, null)).toEqual({ created: false });
  });

  it('stamps every synced write with its transaction id and leaves a tombstone on delete', async () => {
    const before = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(t.db);
    const job = await t.db
      .insertInto('jobs')
      .values({
        title: 'T',
        company: 'C',
        role: 'Internship',
        location: 'L',
        skills: '[]',
        posted_on: '2026-11-01',
        last_date: '2026-12-01',
        experience: 'x',
        description: 'd',
      })
      .returning(['id', 'txid', 'updated_at'])
      .executeTakeFirstOrThrow();
    expect(typeof job.txid).toBe('number');
    expect(job.txid).toBeGreaterThanOrEqual(Number(before.rows[0]!.xmin));
    const updated = await t.db
      .updateTable('jobs')
      .set({ title: 'T2' })
      .where('id', '=', job.id)
      .returning('txid')
      .executeTakeFirstOrThrow();
    expect(updated.txid).toBeGreaterThan(job.txid);
    await t.db.deleteFrom('jobs').where('id', '=', job.id).execute();
    const tomb = await t.db.selectFrom('sync_tombstones').selectAll().where('row_id', '=', job.id).executeTakeFirstOrThrow();
    expect(tomb).toMatchObject({ table_name: 'jobs', scope: job.id });
    expect(tomb.txid).toBeGreaterThan(updated.txid);
  });

  it('gives every synced table the sync columns', async () => {
    // The first schema's tables (less `assignments`, folded into course contents by issue 18) and every table a collection reads.
    const tables = new Set([
      ...Object.keys(syncedTables).filter((table) => table !== 'assignments'),
      ...(Object.keys(syncCollections) as BucketKind[]).flatMap((kind) => collectionsOf(kind).map((c) => c.table)),
    ]);
    for (const table of tables) {
      const cols = await sql<{ column_name: string }>`
        select column_name from information_schema.columns where table_name = ${table} and column_name in ('txid', 'updated_at')`.execute(
        t.db,
      );
      expect(cols.rows.map((r) => r.column_name).sort(), table).toEqual(['txid', 'updated_at']);
    }
  });

  it('keeps emails lower-case and transactions isolated', async () => {
    await expect(
      t.db
        .insertInto('users')
        .values({
          first_name: 'A',
          last_name: 'B',
          email: 'Upper@Example.com',
          role: 'student',
          phone_number: null,
          address: null,
          education: null,
          bio: null,
          profile_image: null,
          password_hash: 'x',
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('site_content').values({ id: 'rollback-me', value: '{}' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await t.db.selectFrom('site_content').select('id').where('id', '=', 'rollback-me').executeTakeFirst()).toBeUndefined();
  });
});
