/**
 * Students' resumes through sync (issue 17), on each database: a save reaches the student's other
 * device and no one else's, the last save wins, deletes reach devices as deletes, a student cannot
 * touch another's resume, and the bounds and the per-student cap are enforced by the server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, resumeLimits, resumeRowSchema, sampleFresherResume } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createAccount, Device, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let alice: SignedInAccount;
let bob: SignedInAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  alice = await createAccount(t, app, 'Alice');
  bob = await createAccount(t, app, 'Bob');
});
afterAll(async () => {
  await app.close();
});

const named = (name: string) => ({ ...structuredClone(sampleFresherResume), basics: { ...sampleFresherResume.basics, name } });
let seqs = new Map<string, number>();
const save = (who: SignedInAccount, clientId: string, id: string, resume: unknown) => {
  const seq = (seqs.get(clientId) ?? 0) + 1;
  seqs.set(clientId, seq);
  return push(app, who, clientId, [{ seq, id: randomUUID(), name: 'resume.save', args: { id, resume } }]);
};

describe(`resumes on ${testDatabaseKind}`, () => {
  it("reaches the student's other device, never another student's, and the last save wins", async () => {
    seqs = new Map();
    const lab = `lab-${randomUUID()}`;
    const id = randomUUID();
    expect((await save(alice, lab, id, named('Alice Test'))).results[0]).toMatchObject({ status: 'applied' });

    const phone = new Device(app, alice);
    await phone.pull();
    const [row] = phone.rows(`user:${alice.id}`, 'resumes');
    expect(resumeRowSchema.strict().parse(row).resume.basics.name).toBe('Alice Test');
    const bobsDevice = new Device(app, bob);
    await bobsDevice.pull();
    expect(bobsDevice.rows(`user:${bob.id}`, 'resumes')).toEqual([]);
    expect([...bobsDevice.store.keys()]).not.toContain(`user:${alice.id}`);

    // The phone continues it; the lab's device pulls the phone's version.
    await save(alice, `phone-${randomUUID()}`, id, { ...named('Alice Phone'), work: [] });
    await phone.pull();
    expect(phone.rows(`user:${alice.id}`, 'resumes')).toHaveLength(1);
    expect(resumeRowSchema.parse(phone.rows(`user:${alice.id}`, 'resumes')[0]).resume).toMatchObject({
      basics: { name: 'Alice Phone' },
      work: [],
    });

    // Deleting it reaches the device as a delete.
    await push(app, alice, lab, [{ seq: 2, id: randomUUID(), name: 'resume.delete', args: { id } }]);
    await phone.pull();
    expect(phone.rows(`user:${alice.id}`, 'resumes')).toEqual([]);
  });

  it("refuses to overwrite or delete another student's resume, and leaves it as it was", async () => {
    seqs = new Map();
    const id = randomUUID();
    await save(alice, `a-${randomUUID()}`, id, named('Alice Own'));
    const bobDevice = `b-${randomUUID()}`;
    const answer = await push(app, bob, bobDevice, [
      { seq: 1, id: randomUUID(), name: 'resume.save', args: { id, resume: named('Mallory') } },
      { seq: 2, id: randomUUID(), name: 'resume.delete', args: { id } },
    ]);
    expect(answer.results.map((r) => [r.status, r.message])).toEqual([
      ['rejected', messages.sync.notAllowed],
      ['rejected', messages.sync.notAllowed],
    ]);
    const stored = await t.db.selectFrom('resumes').select(['user_id', 'resume']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(alice.id);
    expect(stored.resume.basics.name).toBe('Alice Own');
  });

  it('rejects a resume past its bounds or of the wrong shape with a message, and applies the next', async () => {
    const clientId = `c-${randomUUID()}`;
    const good = randomUUID();
    const answer = await push(app, alice, clientId, [
      { seq: 1, id: randomUUID(), name: 'resume.save', args: { id: randomUUID(), resume: { basics: { name: 'x'.repeat(201) } } } },
      {
        seq: 2,
        id: randomUUID(),
        name: 'resume.save',
        args: { id: randomUUID(), resume: { work: Array.from({ length: resumeLimits.items + 1 }, () => ({})) } },
      },
      { seq: 3, id: randomUUID(), name: 'resume.save', args: { id: 'not-a-uuid', resume: {} } },
      { seq: 4, id: randomUUID(), name: 'resume.save', args: { id: good, resume: { basics: { name: 'Fine' } } } },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
    for (const r of answer.results.slice(0, 3)) expect(r.message).toBeTruthy();
    expect(await t.db.selectFrom('resumes').select('id').where('id', '=', good).executeTakeFirst()).toBeTruthy();
  });

  it(`keeps at most ${resumeLimits.perStudent} resumes a student, and still saves changes to those`, async () => {
    const carol = await createAccount(t, app, 'Carol');
    const clientId = `c-${randomUUID()}`;
    const ids = Array.from({ length: resumeLimits.perStudent }, () => randomUUID());
    const first = await push(
      app,
      carol,
      clientId,
      ids.map((id, i) => ({ seq: i + 1, id: randomUUID(), name: 'resume.save', args: { id, resume: { basics: { name: `R${i}` } } } })),
    );
    expect(first.results.every((r) => r.status === 'applied')).toBe(true);
    const more = await push(app, carol, clientId, [
      { seq: ids.length + 1, id: randomUUID(), name: 'resume.save', args: { id: randomUUID(), resume: {} } },
      { seq: ids.length + 2, id: randomUUID(), name: 'resume.save', args: { id: ids[0], resume: { basics: { name: 'Changed' } } } },
    ]);
    expect(more.results.map((r) => [r.status, r.message])).toEqual([
      ['rejected', messages.resume.tooMany(resumeLimits.perStudent)],
      ['applied', undefined],
    ]);
  });
});
