/**
 * Keeping quiz attempts: the server's check (questions of the level, a score that matches the
 * bank, a possible duration, unlocked by the earlier attempts), idempotency by id, certificates for
 * a passed assignment and their public verification, on the real bank seeded into the database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateIdFor,
  messages,
  quizAttemptSchema,
  syncSchemaVersion,
  type PushResponse,
  type QuizAttempt,
  type QuizSubLevel,
} from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { seedQuizBank } from '../src/features/quiz/quiz-bank.seed.js';
import { recordQuizAttempt, RejectedError } from '../src/features/quiz/quiz-attempts.service.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { ageAccount as ageAccountBy, createAccount, type Account } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { coded, codedField } from './coded.js';

let t: TestDatabase;
let app: App;
const tokens = { asha: '', ravi: '' };
const ids = { asha: '', ravi: '' };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedQuizBank(t.db);
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  for (const [key, first, phone] of [
    ['asha', 'Asha', '9000000011'],
    ['ravi', 'Ravi', '9000000012'],
  ] as const) {
    ids[key] = (
      await insertUser(t.db, {
        firstName: first,
        lastName: 'Kulkarni',
        email: `${key}@example.com`,
        phoneNumber: phone,
        role: 'student',
        passwordHash,
      })
    ).id;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${key}@example.com`, password: 'Secret1!' },
    });
    tokens[key] = login.json<{ token: string }>().token;
    await ageAccount(ids[key]);
  }
}, 60_000);

/** The attempts below claim times of the past days: their accounts are a month old. */
const ageAccount = (id: string) => ageAccountBy(t, id);
afterAll(async () => {
  await app.close();
});

/** An attempt at a Python beginner sub-level answering the first `right` of 20 bank questions correctly. */
let minute = 0;
async function attemptAt(subLevel: QuizSubLevel, right: number, over: Partial<QuizAttempt> = {}): Promise<QuizAttempt> {
  const questions = await t.db
    .selectFrom('quiz_questions')
    .select(['id', 'correct'])
    .where('language', '=', 'python')
    .where('tier', '=', 'beginner')
    .where('sub_level', '=', subLevel)
    .orderBy('position', 'desc')
    .limit(20)
    .execute();
  return {
    id: randomUUID(),
    language: 'python',
    tier: 'beginner',
    subLevel,
    score: right,
    totalQuestions: 20,
    totalTimeMs: 95_000,
    answers: questions.map((q, i) => ({ questionId: q.id, chosen: i < right ? q.correct : i % 2 ? null : (q.correct + 1) % 4 })),
    // One minute apart, so the list's order (by time finished) is the order they were taken.
    finishedAt: new Date(Date.parse('2026-11-22T10:00:00+05:30') + ++minute * 60_000).toISOString(),
    ...over,
  };
}

const post = (who: keyof typeof tokens | 'visitor', attempt: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/quiz/attempts',
    payload: attempt as object,
    headers: who === 'visitor' ? {} : { authorization: `Bearer ${tokens[who]}` },
  });

describe(`quiz attempts on ${testDatabaseKind}`, () => {
  it('a visitor cannot keep an attempt', async () => {
    expect((await post('visitor', await attemptAt('level1', 20))).statusCode).toBe(401);
  });

  it('refuses a level the earlier attempts did not unlock, a score that does not match, an impossible time', async () => {
    const locked = await post('asha', await attemptAt('level2', 20));
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ message: messages.quiz.attemptLocked });
    const fast = await post('asha', await attemptAt('level1', 20, { totalTimeMs: 900 }));
    expect(fast.json()).toMatchObject({ message: messages.quiz.attemptDuration });
    const foreign = await attemptAt('level1', 5);
    foreign.answers[0] = { questionId: 'java.beginner.level1.01', chosen: 0 };
    expect((await post('asha', foreign)).json()).toMatchObject({ message: messages.quiz.attemptQuestions });
    expect(await t.db.selectFrom('quiz_attempts').select('id').execute()).toHaveLength(0);
  });

  it('answers a body of the wrong shape with 400 and the catalogue words, before any check', async () => {
    const notAnId = await post('asha', { id: 'nope' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ message: messages.request.invalid('Id') });
    const wrongType = await post('asha', { ...(await attemptAt('level1', 20)), totalTimeMs: 'long' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      ...coded(messages.request.invalid('Total time ms')),
      errors: [codedField('totalTimeMs', messages.request.invalid('Total time ms'))],
    });
    const tooMany = await post('asha', { ...(await attemptAt('level1', 20)), answers: Array(21).fill({ questionId: 'x', chosen: 0 }) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: messages.request.tooMany('Answers', 20) });
    expect(await t.db.selectFrom('quiz_attempts').select('id').execute()).toHaveLength(0);
  });

  it('keeps a fail and a pass; the pass unlocks Level 2; a retried attempt is kept once', async () => {
    const fail = await attemptAt('level1', 12);
    expect((await post('asha', fail)).json()).toEqual({ id: fail.id, score: 12, certificateId: null, duplicate: false });
    expect((await post('asha', await attemptAt('level2', 20))).statusCode).toBe(422);
    const pass = await attemptAt('level1', 16);
    expect((await post('asha', pass)).statusCode).toBe(200);
    expect((await post('asha', pass)).json()).toEqual({ id: pass.id, score: 16, certificateId: null, duplicate: true });
    expect((await post('ravi', pass)).json()).toMatchObject({ message: messages.quiz.attemptOtherAccount });
    expect((await post('asha', await attemptAt('level2', 17))).statusCode).toBe(200);

    const list = await app.inject({ url: '/api/quiz/attempts', headers: { authorization: `Bearer ${tokens.asha}` } });
    const { attempts } = list.json<{ attempts: QuizAttempt[] }>();
    expect(attempts.map((a) => [a.subLevel, a.score])).toEqual([
      ['level1', 12],
      ['level1', 16],
      ['level2', 17],
    ]);
    expect(attempts[0]).toEqual({ ...fail, finishedAt: new Date(fail.finishedAt).toISOString() });
    // Exactly the attempt's fields: not whose it is, nor when the server stored it.
    expect(Object.keys(attempts[0]!).sort()).toEqual(Object.keys(quizAttemptSchema.shape).sort());
    const others = await app.inject({ url: '/api/quiz/attempts', headers: { authorization: `Bearer ${tokens.ravi}` } });
    expect(others.json()).toEqual({ attempts: [] });
  });

  it('a passed assignment earns a certificate that anyone can verify; it cannot be passed again', async () => {
    expect((await post('asha', await attemptAt('level3', 18))).statusCode).toBe(200);
    const failed = await post('asha', await attemptAt('assignment', 15));
    expect(failed.json<{ certificateId: string | null }>().certificateId).toBeNull();
    const assignment = await attemptAt('assignment', 19);
    const res = await post('asha', assignment);
    const certificateId = certificateIdFor(assignment.id);
    expect(res.json()).toEqual({ id: assignment.id, score: 19, certificateId, duplicate: false });

    // A later change of name does not rewrite the certificate.
    await t.db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', ids.asha).execute();
    const check = await app.inject({ url: `/api/certificates/${certificateId.toLowerCase()}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      certificate: {
        id: certificateId,
        firstName: 'Asha',
        lastName: 'Kulkarni',
        language: 'python',
        tier: 'beginner',
        subLevel: 'assignment',
        score: 19,
        totalQuestions: 20,
        // The server's day of receipt, not the attempt's claimed 2026-11-22.
        date: today(),
      },
    });
    for (const unknown of ['0000-0000-0000-0000', 'not-an-id']) {
      const missing = await app.inject({ url: `/api/certificates/${unknown}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: messages.quiz.certificateNotFound });
    }

    const again = await post('asha', await attemptAt('assignment', 20));
    expect(again.json()).toMatchObject({ message: messages.quiz.attemptAssignmentDone });
    // The next tier is open now.
    expect((await post('asha', { ...(await attemptAt('level1', 3)), tier: 'intermediate' })).json()).toMatchObject({
      message: messages.quiz.attemptQuestions,
    });
  });

  it('two devices passing the same assignment at the same moment: one certificate, the other refused', async () => {
    const passwordHash = await hashPassword('Secret1!');
    const { id: meeraId } = await insertUser(t.db, {
      firstName: 'Meera',
      lastName: 'Joshi',
      email: 'meera@example.com',
      phoneNumber: '9000000013',
      role: 'student',
      passwordHash,
    });
    await ageAccount(meeraId);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'meera@example.com', password: 'Secret1!' },
    });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    for (const sub of ['level1', 'level2', 'level3'] as const)
      expect(
        (await app.inject({ method: 'POST', url: '/api/quiz/attempts', payload: await attemptAt(sub, 20), headers: auth })).statusCode,
      ).toBe(200);
    const [a, b] = [await attemptAt('assignment', 18), await attemptAt('assignment', 19)];
    const meera = (await t.db.selectFrom('users').select('id').where('email', '=', 'meera@example.com').executeTakeFirstOrThrow()).id;
    // Device A's push has checked and written its pass but not committed when device B's arrives.
    // B must wait for A (the account's row lock) and then see A's pass; without the lock it would
    // check against the state before A and earn a second certificate.
    let aWritten!: () => void;
    let commitA!: () => void;
    const written = new Promise<void>((r) => (aWritten = r));
    const commit = new Promise<void>((r) => (commitA = r));
    const first = t.db.transaction().execute(async (trx) => {
      const r = await recordQuizAttempt(trx, meera, a);
      aWritten();
      await commit;
      return r;
    });
    await written;
    const second = t.db.transaction().execute((trx) => recordQuizAttempt(trx, meera, b));
    await new Promise((r) => setTimeout(r, 300));
    commitA();
    const [ra, rb] = await Promise.allSettled([first, second]);
    expect(ra).toMatchObject({ status: 'fulfilled', value: { certificateId: certificateIdFor(a.id) } });
    expect(rb).toMatchObject({ status: 'rejected', reason: new RejectedError(messages.quiz.attemptAssignmentDone) });
    const certificates = await t.db.selectFrom('certificates').select('id').where('user_id', '=', meera).execute();
    expect(certificates).toHaveLength(1);
  });

  it('the sync push can call the service in its own transaction; a refusal is a RejectedError', async () => {
    const attempt = await attemptAt('level1', 20);
    const kept = await t.db.transaction().execute((trx) => recordQuizAttempt(trx, ids.ravi, attempt));
    expect(kept).toEqual({ id: attempt.id, score: 20, certificateId: null, duplicate: false });
    // (PGlite is one connection: what the transaction needs is read before it starts.)
    const early = await attemptAt('level3', 20);
    await expect(t.db.transaction().execute((trx) => recordQuizAttempt(trx, ids.ravi, early))).rejects.toThrow(
      new RejectedError(messages.quiz.attemptLocked),
    );
  });
});

/** The server's date today (UTC, as certificates are dated). */
const today = () => new Date().toISOString().slice(0, 10);

/** An account whose Python beginner Levels 1 to 3 are passed, ready for the assignment. */
async function readyForAssignment(name: string): Promise<Account> {
  const account = await createAccount(t, app, name);
  await ageAccount(account.id);
  for (const sub of ['level1', 'level2', 'level3'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quiz/attempts',
      payload: await attemptAt(sub, 20),
      headers: account.headers,
    });
    expect(res.statusCode).toBe(200);
  }
  return account;
}

const postAs = (account: Account, attempt: unknown) =>
  app.inject({ method: 'POST', url: '/api/quiz/attempts', payload: attempt as object, headers: account.headers });

async function pushAttempt(account: Account, attempt: unknown) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: account.headers,
    payload: {
      clientId: randomUUID(),
      schemaVersion: syncSchemaVersion,
      mutations: [{ seq: 1, id: randomUUID(), name: 'quiz.attempt', args: attempt }],
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<PushResponse>().results[0]!;
}

const certificatesOf = (account: Account) => t.db.selectFrom('certificates').selectAll().where('user_id', '=', account.id).execute();

describe(`forged and backdated certificates (issue 13) on ${testDatabaseKind}`, () => {
  it('a forged attempt claiming all correct gets the score of its answers, and no certificate', async () => {
    const account = await readyForAssignment('Forger');
    const forged = await attemptAt('assignment', 9, { score: 20 });
    const res = await postAs(account, forged);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: forged.id, score: 9, certificateId: null, duplicate: false });
    // The same through the sync push: applied, scored by the server.
    const pushed = await attemptAt('assignment', 3, { score: 20 });
    expect(await pushAttempt(account, pushed)).toMatchObject({ status: 'applied' });
    const kept = await t.db
      .selectFrom('quiz_attempts')
      .select(['id', 'score'])
      .where('user_id', '=', account.id)
      .where('sub_level', '=', 'assignment')
      .orderBy('score')
      .execute();
    expect(kept).toEqual([
      { id: pushed.id, score: 3 },
      { id: forged.id, score: 9 },
    ]);
    expect(await certificatesOf(account)).toEqual([]);
    // A practice level is scored by the server too: a claimed 20 of 5 right answers does not unlock the next.
    const practice = await createAccount(t, app, 'Practice');
    await ageAccount(practice.id);
    expect((await postAs(practice, await attemptAt('level1', 5, { score: 20 }))).json()).toMatchObject({ score: 5 });
    expect((await postAs(practice, await attemptAt('level2', 20))).json()).toMatchObject({ message: messages.quiz.attemptLocked });
  });

  it("a certificate carries the server's date of receipt, never the date the device claims", async () => {
    const account = await readyForAssignment('Backdater');
    // 2001-01-01: before the account existed, refused.
    const ancient = await attemptAt('assignment', 20, { finishedAt: '2001-01-01T10:00:00+05:30' });
    expect((await postAs(account, ancient)).json()).toMatchObject({ message: messages.quiz.attemptBeforeAccount });
    expect(await pushAttempt(account, { ...ancient, id: randomUUID() })).toMatchObject({
      status: 'rejected',
      message: messages.quiz.attemptBeforeAccount,
    });
    expect(await certificatesOf(account)).toEqual([]);
    // Three days ago (a possible time: taken offline, synced today): the certificate is dated today.
    const offline = await attemptAt('assignment', 18, { finishedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    expect(await pushAttempt(account, offline)).toMatchObject({ status: 'applied' });
    const [certificate] = await certificatesOf(account);
    expect(certificate).toMatchObject({ id: certificateIdFor(offline.id), issued_on: today(), score: 18 });
    const check = await app.inject({ url: `/api/certificates/${certificateIdFor(offline.id)}` });
    expect(check.json()).toMatchObject({ certificate: { date: today() } });
  });

  it("an attempt finished in the future is refused, in the sync push with the learner's message", async () => {
    const account = await readyForAssignment('Future');
    const future = await attemptAt('assignment', 20, { finishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await pushAttempt(account, future)).toMatchObject({ status: 'rejected', message: messages.quiz.attemptFuture });
    expect((await postAs(account, { ...future, id: randomUUID() })).json()).toMatchObject({ message: messages.quiz.attemptFuture });
    // A clock a minute fast is within the allowance.
    const fast = await attemptAt('assignment', 17, { finishedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await pushAttempt(account, fast)).toMatchObject({ status: 'applied' });
    expect(await certificatesOf(account)).toHaveLength(1);
  });

  it('quizzes faster than the questions allow are refused: an account seconds old cannot have finished four', async () => {
    // Just created: every claim below is "now" and 4 s long, the shortest a quiz may take.
    const account = await createAccount(t, app, 'Script');
    const now = () => new Date().toISOString();
    const results = [];
    for (const sub of ['level1', 'level2', 'level3', 'assignment'] as const)
      results.push(await pushAttempt(account, await attemptAt(sub, 20, { totalTimeMs: 4000, finishedAt: now() })));
    expect(results[0]).toMatchObject({ status: 'rejected', message: messages.quiz.attemptDuration });
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(await t.db.selectFrom('quiz_attempts').select('id').where('user_id', '=', account.id).execute()).toEqual([]);
    expect(await certificatesOf(account)).toEqual([]);
  });
});
