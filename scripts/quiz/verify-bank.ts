/**
 * `pnpm quiz:verify`: runs the program of every question that has a `verify` block with the real
 * toolchains, compiled and run as the runner runs a learner's program (`planFor`, runner/src/
 * languages.ts), as quiz-bank/FORMAT.md describes, and checks the answers hold:
 * - `output`: the program prints exactly `expectedOutput`, and `options[correct]` equals it once
 *   line ends and trailing blank lines are trimmed;
 * - `error`: `compile-error` fails to compile (python and javascript have no compile step, so
 *   there it is a run that exits non-zero, typically with a SyntaxError), `runtime-error` compiles
 *   and then exits non-zero; and the failure is the one the key names: the exception or error it
 *   names appears in the toolchain's message, the line it quotes is the line the toolchain
 *   reports, or else `verify.diagnostic` is in the message (`error-diagnostics.ts`);
 * - `completion`: each option goes into `{{option}}`; the correct one prints exactly
 *   `expectedOutput`, every other one fails to compile, fails to run or prints something else.
 * Each program runs in its own fresh temporary directory with an almost empty environment, a
 * timeout per step and capped output. A timeout or too much output is always a failure, since
 * the bank's programs must finish in well under a second.
 *
 * Options: `--bank <dir>` (another copy of the bank), `--language <name>` (one language), `--id <question id>` (one question),
 * `--allow-missing-toolchains` (skip a language whose compiler or runtime is not installed,
 * instead of failing). Exit status 1 on any failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadRunnerConfig, planFor } from '@institute/runner';
import { quizLanguages, quizSubLevels, type QuizLanguage, type QuizQuestion, type ServerLanguage } from '@institute/shared-schema';
import { checkKeyAgainstFailure } from './error-diagnostics.js';
import { bankDir, loadBank } from './load-bank.js';

// ---------------------------------------------------------------------------------------------
// How each language compiles and runs: the runner's table
// ---------------------------------------------------------------------------------------------

/** One command. `command` is looked up on PATH unless it is absolute or starts with `./`. */
interface Step {
  command: string;
  args: string[];
}

interface Toolchain {
  /** The name the source is saved under, in the program's temporary directory. */
  file: string;
  /** Absent for interpreted languages: their syntax errors only show when they run. */
  compile?: Step;
  run: Step;
  /** Variables the runner sets for this language (besides PATH, HOME and LANG). */
  env: Record<string, string>;
}

/**
 * A language as the runner compiles and runs a learner's program (`planFor` in
 * runner/src/languages.ts: the same compilers, flags and runtimes, C with `-O2 -std=gnu17` and so
 * on), so the answers hold under the settings learners get. Outside the sandbox: the program's
 * temporary directory stands for the sandbox's `/work`, where the compiler writes into `out/`, and
 * `/app` (where the sandbox mounts the program: the compiled files, or the source) becomes `out/`
 * or the directory itself. One difference stays: the bank's JavaScript programs are ES modules
 * (FORMAT.md: `import`, strict mode), so the file is `main.mjs`; the command is the runner's.
 */
function fromRunner(language: ServerLanguage): Toolchain {
  // The Java class is named from the code; the bank's is always Main, as for an empty program.
  const plan = planFor(language, '');
  const file = language === 'javascript' ? 'main.mjs' : plan.sourceName;
  const appDir = plan.compile ? 'out' : '.';
  const local = (arg: string) => {
    if (arg === `/app/${plan.sourceName}`) return file;
    if (arg === '/app') return appDir;
    if (arg.startsWith('/app/')) return `./${path.posix.join(appDir, arg.slice('/app/'.length))}`;
    return arg;
  };
  const step = ([command, ...args]: string[]): Step => ({ command: command!, args });
  return {
    file,
    ...(plan.compile ? { compile: step(plan.compile.argv) } : {}),
    run: step(plan.runArgv(runnerLimits).map(local)),
    env: plan.env,
  };
}

/** The runner's limits: the JVM's heap and Node's old space are sized from its memory limit. */
const runnerLimits = loadRunnerConfig().run;

const toolchains: Record<QuizLanguage, Toolchain | null> = {
  python: fromRunner('python'),
  javascript: fromRunner('javascript'),
  java: fromRunner('java'),
  c: fromRunner('c'),
  cpp: fromRunner('cpp'),
  csharp: fromRunner('csharp'),
  // HTML is not run (FORMAT.md), so an HTML question cannot carry a verify block.
  html: null,
};

/** Absolute paths of the commands found on PATH (see missingCommands), so each spawn skips the search. */
const resolvedCommands = new Map<string, string>();

const compileTimeoutMs = 30_000;
const runTimeoutMs = 10_000;
const maxOutputBytes = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------

interface Options {
  bank: string;
  language: QuizLanguage | undefined;
  id: string | undefined;
  allowMissingToolchains: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      bank: { type: 'string', default: bankDir },
      language: { type: 'string' },
      id: { type: 'string' },
      'allow-missing-toolchains': { type: 'boolean', default: false },
    },
  });
  const language = values.language;
  if (language !== undefined && !isLanguage(language)) usage(`unknown language ${language} (one of ${quizLanguages.join(', ')})`);
  return { bank: values.bank, language, id: values.id, allowMissingToolchains: values['allow-missing-toolchains'] ?? false };
}

function isLanguage(s: string): s is QuizLanguage {
  return (quizLanguages as readonly string[]).includes(s);
}

function usage(message: string): never {
  console.error(`quiz verify: ${message}`);
  console.error('usage: pnpm quiz:verify [--bank <dir>] [--language <name>] [--id <question id>] [--allow-missing-toolchains]');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Running one program
// ---------------------------------------------------------------------------------------------

interface StepResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  tooMuchOutput: boolean;
  /** Set when the command could not be started at all (e.g. not found). */
  spawnError: string | null;
  stdout: string;
  stderr: string;
}

/** What happened to a program, from the verifier's point of view. */
type Outcome =
  | { status: 'ok'; stdout: string; stderr: string }
  | { status: 'compile-error' | 'runtime-error'; step: StepResult }
  | { status: 'broken'; why: string; step: StepResult }; // a timeout, too much output, or no start

/** The environment of every child: nothing of ours leaks in (NODE_OPTIONS, JAVA_TOOL_OPTIONS, …). */
function childEnv(dir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8', ...env };
}

/** Runs one command in `dir` with an argv array (no shell), a timeout and capped output. */
function runStep(step: Step, dir: string, timeoutMs: number, stdin = '', env: Record<string, string> = {}): Promise<StepResult> {
  return new Promise((resolve) => {
    const command = step.command.startsWith('./') ? path.join(dir, step.command) : (resolvedCommands.get(step.command) ?? step.command);
    // `detached` puts the child in its own process group, so a timeout also ends what it started
    // (gcc's cc1, as and ld, for example).
    const child = spawn(command, step.args, { cwd: dir, env: childEnv(dir, env), stdio: 'pipe', detached: true });
    const result: StepResult = {
      exitCode: null,
      signal: null,
      timedOut: false,
      tooMuchOutput: false,
      spawnError: null,
      stdout: '',
      stderr: '',
    };
    const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
    let bytes = 0;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      result.timedOut = true;
      killGroup();
    }, timeoutMs);
    const collect = (name: 'stdout' | 'stderr') => (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxOutputBytes) {
        if (!result.tooMuchOutput) killGroup();
        result.tooMuchOutput = true;
        return;
      }
      chunks[name].push(chunk);
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));
    // A program that exits without reading its input closes the pipe: not an error of ours.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('error', (e) => {
      result.spawnError = e.message;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      result.exitCode = code;
      result.signal = signal;
      result.stdout = Buffer.concat(chunks.stdout).toString('utf8');
      result.stderr = Buffer.concat(chunks.stderr).toString('utf8');
      resolve(result);
    });
  });
}

/** Why a step says nothing about the program itself, or null when it ran to its end. */
function brokenReason(step: StepResult, name: string, timeoutMs: number): string | null {
  if (step.spawnError) return `${name} could not start: ${step.spawnError}`;
  if (step.timedOut) return `${name} timed out after ${timeoutMs / 1000} s`;
  if (step.tooMuchOutput) return `${name} printed more than ${maxOutputBytes / 1024 / 1024} MB`;
  return null;
}

const succeeded = (step: StepResult) => step.exitCode === 0 && step.signal === null;

/** Saves `source` in a fresh temporary directory, compiles it if the language needs it, runs it. */
async function runProgram(toolchain: Toolchain, source: string, stdin: string | undefined): Promise<Outcome> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'quiz-verify-'));
  try {
    await fs.promises.writeFile(path.join(dir, toolchain.file), source);
    if (toolchain.compile) {
      await fs.promises.mkdir(path.join(dir, 'out'));
      const compiled = await runStep(toolchain.compile, dir, compileTimeoutMs);
      const broken = brokenReason(compiled, 'compilation', compileTimeoutMs);
      if (broken) return { status: 'broken', why: broken, step: compiled };
      if (!succeeded(compiled)) return { status: 'compile-error', step: compiled };
    }
    const ran = await runStep(toolchain.run, dir, runTimeoutMs, stdin, toolchain.env);
    const broken = brokenReason(ran, 'the run', runTimeoutMs);
    if (broken) return { status: 'broken', why: broken, step: ran };
    if (!succeeded(ran)) return { status: 'runtime-error', step: ran };
    return { status: 'ok', stdout: ran.stdout, stderr: ran.stderr };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** At most `n` tasks at a time; a finishing task hands its slot straight to the next in line. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < n) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const limit = limiter(os.availableParallelism());
const runLimited = (toolchain: Toolchain, source: string, stdin?: string) => limit(() => runProgram(toolchain, source, stdin));

// ---------------------------------------------------------------------------------------------
// Describing what happened (for the failure list)
// ---------------------------------------------------------------------------------------------

const maxLines = 6;

/** A string as JSON (so spaces and newlines show), cut to its first few lines. */
function show(s: string): string {
  const lines = s.split('\n');
  if (lines.length <= maxLines + 1) return JSON.stringify(s);
  return `${JSON.stringify(lines.slice(0, maxLines).join('\n') + '\n')} … (${lines.length - maxLines} more lines)`;
}

/** The first few lines of stderr, indented, or nothing. */
function stderrLines(stderr: string): string {
  const lines = stderr
    .trimEnd()
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (!lines.length) return '';
  const more = lines.length > maxLines ? `\n      … (${lines.length - maxLines} more lines)` : '';
  return `\n    stderr:\n${lines
    .slice(0, maxLines)
    .map((l) => `      ${l}`)
    .join('\n')}${more}`;
}

function exitText(step: StepResult): string {
  return step.signal ? `was killed by ${step.signal}` : `exited with status ${step.exitCode}`;
}

function describe(o: Outcome): string {
  switch (o.status) {
    case 'ok':
      return `it ran and printed ${show(o.stdout)}${stderrLines(o.stderr)}`;
    case 'compile-error':
      return `compilation failed${stderrLines(o.step.stderr)}`;
    case 'runtime-error':
      return `the run ${exitText(o.step)} after printing ${show(o.step.stdout)}${stderrLines(o.step.stderr)}`;
    case 'broken':
      return `${o.why}${stderrLines(o.step.stderr)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// The checks of each kind (each returns its problems; none means the question holds)
// ---------------------------------------------------------------------------------------------

/** FORMAT.md's comparison of an option with an output: line ends and trailing blank lines trimmed. */
function normaliseOutput(s: string): string {
  return s
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

/** What runs: `verify.program` when `code` is only a snippet, otherwise `code` (the schema ensures one). */
const programOf = (q: QuizQuestion) => q.verify?.program ?? q.code ?? '';

async function checkOutput(q: QuizQuestion, toolchain: Toolchain, expected: string, checkOption: boolean): Promise<string[]> {
  const problems: string[] = [];
  const option = q.options[q.correct] ?? '';
  if (checkOption && normaliseOutput(option) !== normaliseOutput(expected))
    problems.push(`the correct option ${show(option)} is not the expected output ${show(expected)}`);
  const o = await runLimited(toolchain, programOf(q), q.verify?.stdin);
  if (o.status !== 'ok' || o.stdout !== expected) problems.push(`expected it to print ${show(expected)}, but ${describe(o)}`);
  return problems;
}

/** How many error questions were checked to the exception or line their key names, and how many to their `diagnostic`. */
const errorChecks = { name: 0, line: 0, diagnostic: 0 };

async function checkError(
  q: QuizQuestion,
  language: QuizLanguage,
  toolchain: Toolchain,
  expect: 'compile-error' | 'runtime-error',
): Promise<string[]> {
  const program = programOf(q);
  const o = await runLimited(toolchain, program, q.verify?.stdin);
  // Python and JavaScript only find a syntax error when they run, so there both expectations
  // mean the same thing: the run exits non-zero.
  const wanted = toolchain.compile ? expect : 'runtime-error';
  if (o.status === wanted && (o.status === 'compile-error' || o.status === 'runtime-error')) {
    const { checked, problems } = checkKeyAgainstFailure(q, {
      language,
      failedToCompile: o.status === 'compile-error',
      stderr: o.step.stderr,
      program,
      ending: o.step.signal ? `signal ${o.step.signal}` : `exit status ${o.step.exitCode}`,
    });
    errorChecks[checked] += 1;
    return problems;
  }
  const what = expect === 'compile-error' ? 'compilation to fail' : 'to compile, then exit with a non-zero status';
  return [`expected ${toolchain.compile ? what : 'the run to fail (exit non-zero)'}, but ${describe(o)}`];
}

async function checkCompletion(q: QuizQuestion, toolchain: Toolchain): Promise<string[]> {
  const expected = q.verify?.expectedOutput;
  if (expected === undefined) return ['a completion verify block needs expectedOutput'];
  const template = programOf(q);
  // split/join rather than replace(): an option holding `$&` or `$1` must go in literally.
  const outcomes = await Promise.all(
    q.options.map((option) => runLimited(toolchain, template.split('{{option}}').join(option), q.verify?.stdin)),
  );
  const problems: string[] = [];
  outcomes.forEach((o, i) => {
    const label = `option ${i} ${show(q.options[i] ?? '')}`;
    const printsExpected = o.status === 'ok' && o.stdout === expected;
    if (o.status === 'broken') problems.push(`${label}: ${describe(o)}`);
    else if (i === q.correct && !printsExpected) problems.push(`${label} (correct) should print ${show(expected)}, but ${describe(o)}`);
    else if (i !== q.correct && printsExpected) problems.push(`${label} (wrong) also prints the expected output ${show(expected)}`);
  });
  return problems;
}

/** The problems of one question with a verify block, by its kind. */
function checkQuestion(language: QuizLanguage, toolchain: Toolchain | null, q: QuizQuestion): Promise<string[]> {
  const v = q.verify;
  if (!toolchain || !v) return Promise.resolve([`${language} programs are not run (FORMAT.md), so this verify block cannot be checked`]);
  switch (q.kind) {
    case 'output':
      return checkOutput(q, toolchain, v.expectedOutput ?? '', true);
    case 'error':
      return v.expect ? checkError(q, language, toolchain, v.expect) : Promise.resolve(['an error verify block needs expect']);
    case 'completion':
      return checkCompletion(q, toolchain);
    case 'concept':
      // FORMAT.md gives concept questions no verify rule; run what the block states, if anything.
      if (v.expect) return checkError(q, language, toolchain, v.expect);
      if (v.expectedOutput !== undefined) return checkOutput(q, toolchain, v.expectedOutput, false);
      return Promise.resolve(['a concept verify block states neither expectedOutput nor expect']);
  }
}

// ---------------------------------------------------------------------------------------------
// Toolchains present?
// ---------------------------------------------------------------------------------------------

function findExecutable(command: string): string | null {
  const candidates = path.isAbsolute(command)
    ? [command]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((d) => path.join(d, command));
  for (const candidate of candidates) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The commands of a toolchain that are not installed (none for a complete toolchain). */
function missingCommands(toolchain: Toolchain): string[] {
  const missing: string[] = [];
  for (const step of [toolchain.compile, toolchain.run]) {
    if (!step || step.command.startsWith('./')) continue; // built by the compile step
    const found = findExecutable(step.command);
    if (found) resolvedCommands.set(step.command, found);
    else missing.push(step.command);
  }
  return missing;
}

// ---------------------------------------------------------------------------------------------
// A faster javac
// ---------------------------------------------------------------------------------------------

/**
 * javac is most of the Java bank's time, and about a third of each javac is loading javac's own
 * classes. Java 13+ can dump the classes one run loaded into an archive (dynamic class-data
 * sharing) that later runs map instead of loading: one is dumped per verify run, by compiling a
 * small class, and given to every javac. It changes how fast javac starts, not what it compiles.
 * If dumping fails, javac runs without it, only slower.
 */
async function withJavacArchive(java: Toolchain, dir: string): Promise<Toolchain> {
  const compile = java.compile;
  if (!compile) return java;
  const archive = path.join(dir, 'javac.jsa');
  const sample =
    'import java.util.*;\npublic class Main { public static void main(String[] a) { List<String> l = new ArrayList<>(); l.forEach(s -> System.out.println(s + 1)); } }\n';
  await fs.promises.writeFile(path.join(dir, java.file), sample);
  await fs.promises.mkdir(path.join(dir, 'out'));
  const dump = await runStep(
    { command: compile.command, args: [`-J-XX:ArchiveClassesAtExit=${archive}`, ...compile.args] },
    dir,
    compileTimeoutMs,
  );
  if (!succeeded(dump) || !fs.existsSync(archive)) {
    console.log(`java        (could not dump a javac class archive, compiling without it)${stderrLines(dump.stderr)}`);
    return java;
  }
  return { ...java, compile: { ...compile, args: [`-J-XX:SharedArchiveFile=${archive}`, ...compile.args] } };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

interface Failure {
  id: string;
  problems: string[];
}

interface Selected {
  failures: Failure[];
  byLanguage: Map<QuizLanguage, QuizQuestion[]>;
}

/** Loads the bank and picks the questions to verify; a file that does not load is a failure. */
function selectQuestions(options: Options): Selected {
  const idLanguage = options.id?.split('.')[0];
  const wantLanguage = (l: QuizLanguage) => (!options.language || l === options.language) && (!idLanguage || l === idLanguage);
  const failures: Failure[] = [];
  const byLanguage = new Map<QuizLanguage, QuizQuestion[]>();
  for (const f of loadBank(options.bank)) {
    if (!wantLanguage(f.language)) continue;
    if (!f.data) {
      failures.push({ id: path.relative(path.dirname(bankDir), f.file), problems: f.errors.slice(0, 10) });
      continue;
    }
    const list = byLanguage.get(f.language) ?? [];
    byLanguage.set(f.language, list);
    for (const sub of quizSubLevels)
      for (const q of f.data[sub].questions) if (q.verify && (!options.id || q.id === options.id)) list.push(q);
  }
  if (options.id && ![...byLanguage.values()].some((l) => l.length) && !failures.length)
    usage(`no question ${options.id} with a verify block${options.language ? ` in ${options.language}` : ''}`);
  return { failures, byLanguage };
}

/** Verifies one language's questions in parallel; returns the failures. */
async function verifyLanguage(language: QuizLanguage, toolchain: Toolchain | null, questions: QuizQuestion[]): Promise<Failure[]> {
  const started = performance.now();
  const results = await Promise.all(questions.map(async (q) => ({ id: q.id, problems: await checkQuestion(language, toolchain, q) })));
  const failures = results.filter((r) => r.problems.length > 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${language.padEnd(11)} ${String(questions.length).padStart(4)} checked, ${String(failures.length).padStart(3)} failed, ${seconds.padStart(6)} s`,
  );
  return failures;
}

/**
 * Verifies one language, with a javac class archive for Java (in a directory of its own) unless
 * there are too few questions for it to pay back the second it takes to dump.
 */
async function verifyPrepared(language: QuizLanguage, toolchain: Toolchain | null, questions: QuizQuestion[]): Promise<Failure[]> {
  if (language !== 'java' || !toolchain || questions.length < 10) return verifyLanguage(language, toolchain, questions);
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'quiz-verify-javac-'));
  try {
    return await verifyLanguage(language, await withJavacArchive(toolchain, dir), questions);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const { failures, byLanguage } = selectQuestions(options);
  let checked = 0;
  for (const language of quizLanguages) {
    const questions = byLanguage.get(language);
    if (!questions?.length) continue;
    const toolchain = toolchains[language];
    const missing = toolchain ? missingCommands(toolchain) : [];
    if (missing.length) {
      const message = `toolchain missing for ${language}: ${missing.join(', ')} not found (${questions.length} questions not verified)`;
      console.log(`${language.padEnd(11)} ${options.allowMissingToolchains ? 'skipped' : 'FAILED'}: ${message}`);
      if (!options.allowMissingToolchains)
        failures.push({ id: language, problems: [`${message}; install it, or pass --allow-missing-toolchains`] });
      continue;
    }
    failures.push(...(await verifyPrepared(language, toolchain, questions)));
    checked += questions.length;
  }
  for (const f of failures) console.error(`\nFAIL ${f.id}\n${f.problems.map((p) => `  - ${p}`).join('\n')}`);
  const errors = errorChecks.name + errorChecks.line + errorChecks.diagnostic;
  if (errors)
    console.log(
      `error questions: ${errors}, checked against the toolchain's message by the exception the key names ${errorChecks.name}, by the line ${errorChecks.line}, by verify.diagnostic ${errorChecks.diagnostic}`,
    );
  console.log(`${failures.length ? '\n' : ''}quiz verify: ${checked} checked, ${failures.length} failed`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
