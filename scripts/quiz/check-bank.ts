/**
 * `pnpm quiz:check`: the bank against the shared schema and the counts of QUIZ-GUIDE.md. Every
 * sub-level has at least 25 questions, ids match their place, no question repeats within a
 * language, options are distinct, every explanation is present, and at least a quarter of each
 * language's questions (HTML aside) carry a program the verifier runs, and option lengths give no
 * concept question's answer away (`length-cue.ts`; its figures are printed per language and tier).
 * Exit status 1 on any problem. `--allow-missing` tolerates languages not written yet; `--bank <dir>`
 * checks another copy of the bank (the tests feed it one with faults).
 */
import { parseArgs } from 'node:util';
import { quizRules, quizSubLevels, type QuizQuestion } from '@institute/shared-schema';
import { lengthCueFigures, lengthCueLine, lengthCueProblems } from './length-cue.js';
import { bankDir, loadBank } from './load-bank.js';

const { values: options } = parseArgs({
  options: { 'allow-missing': { type: 'boolean', default: false }, bank: { type: 'string', default: bankDir } },
});
const allowMissing = options['allow-missing'];
const bank = loadBank(options.bank);
const cueLines: string[] = [];
const problems: string[] = [];
const summary = new Map<string, { questions: number; verified: number }>();
const seen = new Map<string, Map<string, string>>();
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

for (const f of bank) {
  const where = `${f.language}/${f.tier}`;
  if (f.errors.length) {
    if (!(allowMissing && f.errors[0] === 'missing')) problems.push(...f.errors.map((e) => `${where}: ${e}`));
    continue;
  }
  const texts = seen.get(f.language) ?? new Map<string, string>();
  seen.set(f.language, texts);
  const totals = summary.get(f.language) ?? { questions: 0, verified: 0 };
  const tierQuestions: QuizQuestion[] = [];
  for (const sub of quizSubLevels) {
    tierQuestions.push(...f.data![sub].questions);
    const level = f.data![sub];
    if (level.questions.length < quizRules.minQuestionsPerSubLevel)
      problems.push(`${where}/${sub}: ${level.questions.length} questions, at least ${quizRules.minQuestionsPerSubLevel} needed`);
    level.questions.forEach((q, i) => {
      const expectedPrefix = `${f.language}.${f.tier}.${sub}.`;
      if (!q.id.startsWith(expectedPrefix)) problems.push(`${where}/${sub}#${i}: id ${q.id} should start with ${expectedPrefix}`);
      const key = normalise(`${q.question}\n${q.code ?? ''}`);
      const first = texts.get(key);
      if (first) problems.push(`${q.id}: repeats ${first}`);
      else texts.set(key, q.id);
      totals.questions += 1;
      if (q.verify) totals.verified += 1;
    });
  }
  summary.set(f.language, totals);
  const cue = lengthCueFigures(tierQuestions);
  cueLines.push(lengthCueLine(where, cue));
  problems.push(...lengthCueProblems(where, cue));
}

const ids = new Set<string>();
for (const f of bank)
  for (const sub of quizSubLevels)
    for (const q of f.data?.[sub].questions ?? []) {
      if (ids.has(q.id)) problems.push(`${q.id}: duplicate id`);
      ids.add(q.id);
    }

for (const [language, t] of summary) {
  const share = t.verified / t.questions;
  console.log(
    `${language.padEnd(11)} ${String(t.questions).padStart(4)} questions, ${String(t.verified).padStart(4)} verified (${(share * 100).toFixed(0)}%)`,
  );
  if (language !== 'html' && share < 0.25) problems.push(`${language}: only ${(share * 100).toFixed(0)}% verified, at least 25% needed`);
}
const total = [...summary.values()].reduce((n, t) => n + t.questions, 0);
console.log(`${summary.size} languages, ${total} questions`);
console.log(
  `\nOption lengths of concept questions (limits: key longest or shortest in at most 30%, key at most 1.5x the longest distractor):\n${cueLines.join('\n')}`,
);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('quiz bank OK');
