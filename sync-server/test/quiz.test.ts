/**
 * The quiz bank in the database: seeded from the repo's files, re-seeded only when they change
 * (removed questions leave tombstones for the clients), served whole in the spec's shape.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBankSchema, quizLanguages, quizSubLevels, quizTiers, type SyncRow } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { bankDir, loadBank } from '../src/features/quiz/quiz-bank.loader.js';
import { seedQuizBank } from '../src/features/quiz/quiz-bank.seed.js';
import { createAccount, Device } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let copy: string;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t });
  copy = await fs.mkdtemp(path.join(os.tmpdir(), 'bank-'));
  await fs.cp(bankDir, copy, { recursive: true });
});
afterAll(async () => {
  await app.close();
  await fs.rm(copy, { recursive: true, force: true });
});

describe(`the quiz bank on ${testDatabaseKind}`, () => {
  it('seeds every question once; an unchanged bank is left alone', async () => {
    const first = await seedQuizBank(t.db, copy);
    expect(first.changed).toBe(true);
    expect(first.questions).toBeGreaterThanOrEqual(7 * 12 * 25);
    const rows = await t.db.selectFrom('quiz_questions').select('id').execute();
    expect(rows).toHaveLength(first.questions);
    expect(await seedQuizBank(t.db, copy)).toEqual({ changed: false, questions: first.questions });
  });

  it('serves the whole bank in the spec shape, with an ETag', async () => {
    const res = await app.inject({ url: '/api/quiz/bank', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    const bank = quizBankSchema.parse(res.json());
    expect(Object.keys(bank).sort()).toEqual([...quizLanguages].sort());
    expect(bank.python.name).toBe('Python');
    expect(bank.cpp.levels.beginner.subLevels.level3.name).toBe('Level 3');
    for (const l of quizLanguages)
      for (const tier of quizTiers)
        for (const sub of quizSubLevels) expect(bank[l].levels[tier].subLevels[sub].questions.length).toBeGreaterThanOrEqual(25);
    const verified = bank.java.levels.beginner.subLevels.level1.questions.find((q) => q.verify);
    expect(verified?.verify?.expectedOutput ?? verified?.verify?.expect).toBeTruthy();
    const again = await app.inject({ url: '/api/quiz/bank', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('no assignment key reaches a device: not in the bank, not in any pull a visitor or a student makes', async () => {
    await seedQuizBank(t.db, copy);
    const questions = loadBank(copy).flatMap((f) =>
      quizSubLevels.flatMap((sub) => f.data![sub].questions.map((q) => ({ ...q, subLevel: sub }))),
    );
    const assignment = questions.filter((q) => q.subLevel === 'assignment');
    const assignmentIds = new Set(assignment.map((q) => q.id));
    expect(assignment.length).toBeGreaterThan(7 * 3 * 20);
    // Explanations name the answer: none of an assignment's (that no practice question shares) is downloaded.
    // (An output question's expected output is one of its four options, so it is not searched for.)
    const practiceTexts = new Set(questions.filter((q) => q.subLevel !== 'assignment').map((q) => q.explanation));
    const giveaways = assignment.map((q) => q.explanation).filter((text) => text.length >= 12 && !practiceTexts.has(text));
    expect(giveaways.length).toBeGreaterThan(100);

    /** A question as it was downloaded: an assignment's names no key field. */
    const expectKeyless = (q: Record<string, unknown>) => {
      if (!assignmentIds.has(q.id as string)) return false;
      expect(Object.keys(q).filter((k) => ['correct', 'explanation', 'verify', 'answer'].includes(k))).toEqual([]);
      return true;
    };
    const downloads: string[] = [];

    // The bank, as a visitor downloads it.
    const bank = await app.inject({ url: '/api/quiz/bank', headers: { 'accept-encoding': 'identity' } });
    downloads.push(bank.body);
    let seen = 0;
    for (const language of Object.values(
      bank.json<Record<string, { levels: Record<string, { subLevels: Record<string, { questions: Record<string, unknown>[] }> }> }>>(),
    ))
      for (const tier of Object.values(language.levels))
        for (const sub of Object.values(tier.subLevels)) for (const q of sub.questions) if (expectKeyless(q)) seen++;
    expect(seen).toBe(assignment.length);
    // Practice levels keep their keys (they are scored on the device, offline).
    const practice =
      bank.json<Record<string, { levels: Record<string, { subLevels: Record<string, { questions: { correct?: number }[] }> }> }>>().python!
        .levels.beginner!.subLevels.level1!.questions;
    expect(practice.every((q) => typeof q.correct === 'number')).toBe(true);

    // Every pull a visitor or a student makes.
    const student = await createAccount(t, app, 'Keys');
    for (const account of [null, student]) {
      const device = new Device(app, account);
      const pulled = await device.pullOnce();
      downloads.push(JSON.stringify(pulled));
      device.apply(pulled);
      await device.pull();
      const rows = device.rows('bank', 'quizQuestions') as (SyncRow & Record<string, unknown>)[];
      expect(rows.filter(expectKeyless)).toHaveLength(assignment.length);
      expect(rows.filter((r) => !assignmentIds.has(r.id)).every((r) => typeof r.correct === 'number')).toBe(true);
      downloads.push(JSON.stringify([...device.store.values()].flatMap((b) => [...b.values()].flatMap((c) => [...c.values()]))));
    }
    const everything = downloads.join('\n');
    expect(giveaways.filter((text) => everything.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  });

  it('a changed bank updates questions and deletes the removed ones, leaving tombstones', async () => {
    const file = path.join(copy, 'python', 'beginner.json');
    const data = JSON.parse(await fs.readFile(file, 'utf8')) as { level1: { questions: { id: string; question: string }[] } };
    const edited = data.level1.questions[0]!;
    edited.question = `${edited.question} (edited)`;
    const removed = data.level1.questions.pop()!;
    await fs.writeFile(file, JSON.stringify(data));
    const before = await app.inject('/api/quiz/bank');

    expect((await seedQuizBank(t.db, copy)).changed).toBe(true);
    const row = await t.db.selectFrom('quiz_questions').select('question').where('id', '=', edited.id).executeTakeFirstOrThrow();
    expect(row.question).toMatch(/\(edited\)$/);
    expect(await t.db.selectFrom('quiz_questions').select('id').where('id', '=', removed.id).executeTakeFirst()).toBeUndefined();
    const tomb = await t.db.selectFrom('sync_tombstones').select('table_name').where('row_id', '=', removed.id).executeTakeFirst();
    expect(tomb?.table_name).toBe('quiz_questions');

    const after = await app.inject('/api/quiz/bank');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('(edited)');
  });
});
