/**
 * `pnpm quiz:check` on copies of the bank with a fault put in: it must fail and name it. The
 * length cue (the key as the longest option) is what a learner exploits without knowing the
 * subject, so the check is shown to catch it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bankDir } from './load-bank.js';

const root = path.resolve(import.meta.dirname, '../..');
const copies: string[] = [];

function copyOfBank(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-bank-copy-'));
  fs.cpSync(bankDir, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

type Question = { kind: string; options: string[]; correct: number };
type TierFile = Record<string, { questions: Question[] }>;

/** Rewrites one tier file of a copy. */
function edit(dir: string, file: string, change: (q: Question) => void) {
  const at = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(at, 'utf8')) as TierFile;
  for (const level of Object.values(data)) for (const q of level.questions) change(q);
  fs.writeFileSync(at, JSON.stringify(data));
}

function check(dir: string) {
  const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/quiz/check-bank.ts', '--bank', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('quiz:check', () => {
  it('fails a tier whose keys are the longest option, and names it with its figures', () => {
    const dir = copyOfBank();
    edit(dir, 'javascript/beginner.json', (q) => {
      if (q.kind === 'concept') q.options[q.correct] = `${q.options[q.correct]}, which is what the language specification requires`;
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toMatch(
      /javascript\/beginner: the key is the longest option in \d+ of \d+ concept questions \(\d+%\), at most 30% allowed/,
    );
    expect(output).toMatch(/javascript\.beginner\.\w+\.\d{2}: the key is more than 1\.5 times as long as the longest distractor/);
  }, 60_000);

  it('fails a tier whose keys are the shortest option', () => {
    const dir = copyOfBank();
    edit(dir, 'javascript/intermediate.json', (q) => {
      if (q.kind !== 'concept') return;
      q.options = q.options.map((o, i) => (i === q.correct ? o : `${o} in every engine that follows the specification`));
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/javascript\/intermediate: the key is the shortest option in \d+ of \d+ concept questions/);
  }, 60_000);
});
