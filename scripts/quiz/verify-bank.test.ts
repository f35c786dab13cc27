/**
 * `pnpm quiz:verify` on a copy of the bank whose key was changed: an error question must fail the
 * way its key says, so a key that names the wrong line or the wrong exception is caught and the
 * mismatch named. Runs the real gcc and python3, one program each.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bankDir } from './load-bank.js';

const root = path.resolve(import.meta.dirname, '../..');
const copies: string[] = [];

type Question = { id: string; options: string[]; correct: number };
type TierFile = Record<string, { questions: Question[] }>;

/** A copy of the bank in which question `id` has `correct` pointed at the option `pick` returns. */
function copyWithKey(id: string, pick: (q: Question) => number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-bank-copy-'));
  copies.push(dir);
  fs.cpSync(bankDir, dir, { recursive: true });
  const [language, tier] = id.split('.');
  const file = path.join(dir, language!, `${tier}.json`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as TierFile;
  const q = Object.values(data)
    .flatMap((l) => l.questions)
    .find((x) => x.id === id)!;
  q.correct = pick(q);
  fs.writeFileSync(file, JSON.stringify(data));
  return dir;
}

function verify(dir: string, id: string) {
  const r = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'scripts/quiz/verify-bank.ts', '--bank', dir, '--id', id],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('quiz:verify on error questions', () => {
  it('passes a question whose key names the line gcc reports', () => {
    const { status, output } = verify(bankDir, 'c.intermediate.level1.14');
    expect(output).toContain('the line 1');
    expect(status).toBe(0);
  }, 60_000);

  it('names the mismatch when the key names another line than the compiler reports', () => {
    // The real key is `printf("%d\n", level);` (level is not declared in main); point it at the declaration in set_level.
    const dir = copyWithKey('c.intermediate.level1.14', (q) => q.options.indexOf('int level = 5;'));
    const { status, output } = verify(dir, 'c.intermediate.level1.14');
    expect(status).toBe(1);
    expect(output).toMatch(
      /the key names the line "int level = 5;", but the toolchain reports line \d+ \("printf\(\\"%d\\\\n\\", level\);"\)/,
    );
  }, 60_000);

  it('names the mismatch when the key names another exception than the program raises', () => {
    // area(5) misses an argument: a TypeError, not the ValueError the changed key names.
    const dir = copyWithKey('python.intermediate.level1.07', (q) => q.options.indexOf('ValueError'));
    const { status, output } = verify(dir, 'python.intermediate.level1.07');
    expect(status).toBe(1);
    expect(output).toMatch(/the key names ValueError, but the toolchain's message does not: .*TypeError/);
  }, 60_000);
});
