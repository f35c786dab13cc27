/**
 * The quiz bank in the database: seeded from the repo's files, re-seeded only when they change
 * (removed questions leave tombstones for the clients), served whole in the spec's shape.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBankSchema, quizLanguages, quizSubLevels, quizTiers } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { bankDir } from '../src/features/quiz/quiz-bank.loader.js';
import { seedQuizBank } from '../src/features/quiz/quiz-bank.seed.js';
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
