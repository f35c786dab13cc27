import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { allSyncCollections, syncRowFields } from '@institute/shared-schema';
import { AppDatabase, primaryKeyOf } from './db';

const course = {
  id: 'c1',
  title: 'Python Programming',
  description: 'd',
  image: null,
  category: 'Programming',
  level: 'Beginner' as const,
  duration: '10 weeks',
  instructor: 'Sneha',
  price: 9999,
  originalPrice: 14999,
  skills: [],
  learningOutcomes: [],
  projects: [],
  status: 'published' as const,
  isActive: true,
  students: 3,
  icon: null,
  syllabus: [],
  createdAt: '2026-11-22T00:00:00.000Z',
  bucket: 'public',
};

let db: AppDatabase;
afterEach(async () => {
  db.close();
  await AppDatabase.delete(db.name);
});

describe('the device database', () => {
  it('keeps rows by bucket, so a lost bucket deletes exactly its rows', async () => {
    db = new AppDatabase(`test-${Math.random()}`);
    await db.courses.bulkPut([course, { ...course, id: 'c2', bucket: 'course:c2' }]);
    await db.courses.where('bucket').equals('course:c2').delete();
    expect((await db.courses.toArray()).map((c) => c.id)).toEqual(['c1']);
  });

  it('numbers outbox entries in order and refuses a mutation id twice', async () => {
    db = new AppDatabase(`test-${Math.random()}`);
    const entry = {
      name: 'contact.send',
      args: {},
      createdAt: new Date().toISOString(),
      status: 'pending' as const,
      blobIds: [],
      keys: [],
    };
    const first = await db.outbox.add({ ...entry, id: 'm1' });
    const second = await db.outbox.add({ ...entry, id: 'm2' });
    expect(second).toBeGreaterThan(first);
    await expect(db.outbox.add({ ...entry, id: 'm1' })).rejects.toThrow();
    expect((await db.outbox.where('status').equals('pending').toArray()).map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('survives being reopened (data is on disk, not in memory)', async () => {
    const name = `test-${Math.random()}`;
    db = new AppDatabase(name);
    await db.cursors.put({ bucket: 'public', cursor: '42', syncedAt: 'now' });
    db.close();
    db = new AppDatabase(name);
    expect(await db.cursors.get('public')).toMatchObject({ cursor: '42' });
  });

  it('upgrades a version 1 device: its courses stay, cursors restart, the new tables exist', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old
      .version(1)
      .stores({
        courses: 'id, bucket, level, category',
        cursors: 'bucket',
        outbox: '++seq, &id, status',
        blobs: 'id, status',
        meta: 'key',
      });
    await old.table('courses').put(course);
    await old.table('cursors').put({ bucket: 'public', cursor: 'old', syncedAt: 'then' });
    old.close();
    db = new AppDatabase(name);
    expect((await db.courses.toArray()).map((c) => c.id)).toEqual(['c1']);
    expect(await db.cursors.count()).toBe(0);
    await db.syncedRows('quizQuestions').put({ id: 'q1', bucket: 'public' });
    await db.collection('bookmarks').put({ id: 'b1', courseId: 'c1', bucket: 'user:u' });
    expect(await db.collection('bookmarks').get('c1')).toMatchObject({ id: 'b1' });
    await db.collection('savedJobs').put({ id: 'u:j1', jobId: 'j1', savedAt: 'then', bucket: 'user:u' });
    expect(await db.collection('savedJobs').where('jobId').equals('j1').count()).toBe(1);
    // v11: the resume builder's synced collection and drafts.
    expect(await db.collection('resumes').count()).toBe(0);
    expect(await db.resumeDrafts.where('[scope+updatedAt]').between(['u', 0], ['u', Infinity]).count()).toBe(0);
    // v12: assignment submissions and learning events (issue 18).
    expect(await db.collection('assignmentSubmissions').count()).toBe(0);
    expect(await db.collection('learningEvents').where('courseId').equals('c1').count()).toBe(0);
    expect(db.verno).toBe(15);
  });

  it('upgrades a version 11 device: the old assignments table goes, the user and course buckets restart', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(11).stores({ cursors: 'bucket', assignments: 'id, bucket, courseId' });
    await old.table('assignments').put({ id: 'a1', bucket: 'course:c1', courseId: 'c1', title: 'Old', dueDate: '2026-12-01' });
    await old.table('cursors').bulkPut(['public', 'user:u1', 'course:c1'].map((bucket) => ({ bucket, cursor: 'c', syncedAt: 'then' })));
    old.close();
    db = new AppDatabase(name);
    // v12 restarts the user and course buckets, v15 the public one (its new site content).
    expect((await db.cursors.toArray()).map((c) => c.bucket)).toEqual([]);
    expect(db.tables.map((t) => t.name)).not.toContain('assignments');
  });

  it('upgrades a version 5 device: the user buckets restart, so their rows come again in the shared shapes', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(5).stores({ cursors: 'bucket' });
    await old.table('cursors').bulkPut(['bank', 'user:u1', 'course:c1'].map((bucket) => ({ bucket, cursor: 'c', syncedAt: 'then' })));
    old.close();
    db = new AppDatabase(name);
    // The user buckets restart at v6, the course buckets at v12.
    expect((await db.cursors.toArray()).map((c) => c.bucket).sort()).toEqual(['bank']);
  });

  it('upgrades a version 7 device: the user buckets restart, so notifications written before come', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(7).stores({ cursors: 'bucket' });
    await old.table('cursors').bulkPut(['bank', 'user:u1'].map((bucket) => ({ bucket, cursor: 'c', syncedAt: 'then' })));
    old.close();
    db = new AppDatabase(name);
    expect((await db.cursors.toArray()).map((c) => c.bucket)).toEqual(['bank']);
    await db.collection('notifications').put({
      id: 'n1',
      kind: 'payment.rejected',
      title: 'Payment rejected',
      body: 'Rejected',
      link: null,
      readAt: null,
      createdAt: '2026-11-27T00:00:00.000Z',
      bucket: 'user:u1',
    });
    expect(await db.collection('notifications').count()).toBe(1);
  });

  it('upgrades a version 14 device: the public bucket restarts, so the site content written before comes', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(14).stores({ cursors: 'bucket' });
    await old.table('cursors').bulkPut(['public', 'bank', 'user:u1'].map((bucket) => ({ bucket, cursor: 'c', syncedAt: 'then' })));
    old.close();
    db = new AppDatabase(name);
    expect((await db.cursors.toArray()).map((c) => c.bucket).sort()).toEqual(['bank', 'user:u1']);
    await db.collection('siteItems').put({
      id: 's1',
      kind: 'fact',
      category: null,
      position: 0,
      caption: 'Founded',
      alt: '',
      image: null,
      details: { key: 'founded-on', value: '10 September 2021' },
      bucket: 'public',
    });
    expect(await db.collection('siteItems').where('kind').equals('fact').count()).toBe(1);
  });

  it('upgrades a version 6 device: assignment questions lose their key, practice ones keep it', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(6).stores({ quizQuestions: 'id, bucket, [language+tier+subLevel]' });
    const question = { bucket: 'public', language: 'python', tier: 'beginner', position: 0, question: 'Q?', options: ['a', 'b', 'c', 'd'] };
    await old.table('quizQuestions').bulkPut([
      { ...question, id: 'python.beginner.assignment.01', subLevel: 'assignment', correct: 2, explanation: 'Because c.' },
      { ...question, id: 'python.beginner.level1.01', subLevel: 'level1', correct: 1, explanation: 'Because b.' },
    ]);
    old.close();
    db = new AppDatabase(name);
    const assignment = await db.collection('quizQuestions').get('python.beginner.assignment.01');
    expect(assignment).toMatchObject({ question: 'Q?', options: ['a', 'b', 'c', 'd'] });
    expect(assignment).not.toHaveProperty('correct');
    expect(assignment).not.toHaveProperty('explanation');
    expect(await db.collection('quizQuestions').get('python.beginner.level1.01')).toMatchObject({ correct: 1, explanation: 'Because b.' });
  });

  it('keys every synced collection by a field of its shared entity', () => {
    db = new AppDatabase(`test-${Math.random()}`);
    for (const collection of allSyncCollections) expect(syncRowFields(collection), collection).toContain(primaryKeyOf(collection));
  });

  it("moves a version 4 device's editor code, runs and offline queue from localStorage into the database", async () => {
    const stored = new Map<string, string>([
      ['editor:u1:code:python', JSON.stringify('print("kept")')],
      ['editor:visitor:code:c', JSON.stringify('int main(void) { return 0; }')],
      ['editor:u1:history', JSON.stringify([{ id: 'r1', language: 'python', at: 5, status: 'ok', elapsedMs: 40, summary: 'kept' }])],
      ['editor:u1:queue', JSON.stringify([{ id: 'run-1', language: 'cpp', code: 'int main() {}', stdin: 'x', queuedAt: 0 }])],
      ['editor:u1:language', JSON.stringify('python')],
      ['theme', 'dark'],
    ]);
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      removeItem: (k: string) => void stored.delete(k),
    };
    // Object.keys(localStorage) lists its keys, as in a browser.
    vi.stubGlobal(
      'localStorage',
      new Proxy(storage, { ownKeys: () => [...stored.keys()], getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }) }),
    );
    try {
      const name = `test-${Math.random()}`;
      const old = new Dexie(name);
      old.version(4).stores({ cursors: 'bucket', outbox: '++order, &id, status', meta: 'key' });
      await old.open();
      old.close();
      db = new AppDatabase(name);
      expect(await db.editorDrafts.get('u1:python')).toMatchObject({ code: 'print("kept")' });
      expect(await db.editorDrafts.get('visitor:c')).toMatchObject({ code: 'int main(void) { return 0; }' });
      expect(await db.editorRuns.toArray()).toEqual([
        { id: 'r1', scope: 'u1', language: 'python', at: 5, status: 'ok', elapsedMs: 40, summary: 'kept' },
      ]);
      expect(await db.outbox.toArray()).toMatchObject([
        { name: 'code.run', status: 'pending', args: { id: 'run-1', language: 'cpp', code: 'int main() {}', stdin: 'x' } },
      ]);
      expect([...stored.keys()]).toEqual(['theme']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
