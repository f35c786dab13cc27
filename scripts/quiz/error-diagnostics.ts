/**
 * What an error question's key names, checked against what the real toolchain said. An error
 * question passes only when its program fails the way `verify.expect` says *and* the failure is the
 * one the key names:
 * - a key that names an exception or error type (`NullPointerException`, `TypeError`,
 *   `std::out_of_range`) for a program that throws needs that name in the toolchain's message
 *   (Python's and JavaScript's syntax errors are thrown too: `SyntaxError`);
 * - a key that is one line of the question's code (“Which line does not compile?”) needs the
 *   toolchain to report that line: the compiler's first error, or the innermost frame of the
 *   program's own file for an exception. A compiler that reports a missing `;` or `)` at the next
 *   line (gcc, g++) is taken to mean the line before it;
 * - any other key (“show is const, so it cannot modify n”) needs `verify.diagnostic`, a piece of
 *   the toolchain's message that shows the failure is the key's (`increment of member`).
 */
import type { QuizLanguage, QuizQuestion } from '@institute/shared-schema';

/** The C++ standard library's exception classes (other `std::` names in a key are not exceptions). */
const cppExceptions = new Set(
  [
    'exception',
    'logic_error',
    'invalid_argument',
    'domain_error',
    'length_error',
    'out_of_range',
    'runtime_error',
    'range_error',
    'overflow_error',
    'underflow_error',
    'system_error',
    'bad_alloc',
    'bad_array_new_length',
    'bad_cast',
    'bad_any_cast',
    'bad_typeid',
    'bad_function_call',
    'bad_optional_access',
    'bad_variant_access',
    'bad_weak_ptr',
    'regex_error',
    'future_error',
    'format_error',
  ].map((n) => `std::${n}`),
);

/** Exception and error type names in a piece of text: `TypeError`, `java.lang.ArithmeticException`, `std::bad_alloc`. */
export function errorNamesIn(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\b[A-Z][A-Za-z]*(?:Error|Exception)\b/g)) names.add(m[0]);
  for (const m of text.matchAll(/\bstd::[a-z_]+\b/g)) if (cppExceptions.has(m[0])) names.add(m[0]);
  return [...names];
}

/** The program line a failure is reported at, as the toolchain printed it, or null when it printed none. */
export function reportedLine(language: QuizLanguage, failedToCompile: boolean, stderr: string): number | null {
  const first = (re: RegExp) => {
    const m = re.exec(stderr);
    return m ? Number(m[1]) : null;
  };
  const last = (re: RegExp) => {
    const all = [...stderr.matchAll(re)];
    return all.length ? Number(all[all.length - 1]![1]) : null;
  };
  switch (language) {
    case 'c':
    case 'cpp':
      return failedToCompile ? first(/^[^\s:]+\.(?:c|cpp):(\d+):\d+: error:/m) : null;
    case 'java':
      return failedToCompile ? first(/^\S*Main\.java:(\d+): error:/m) : first(/\(Main\.java:(\d+)\)/);
    case 'csharp':
      return failedToCompile ? first(/^\S+\.cs\((\d+),\d+\): error/m) : null; // mono prints no lines without --debug
    case 'python':
      return last(/File "[^"]*main\.py", line (\d+)/g);
    case 'javascript':
      return first(/main\.mjs:(\d+)/);
    case 'html':
      return null;
  }
}

/** The compiler put the error on the next line: “expected ';' before 'return'”. */
const reportsAtNextLine = (language: QuizLanguage, stderr: string) =>
  (language === 'c' || language === 'cpp') && /error: expected [^\n]* before /.test(stderr);

export interface Failure {
  language: QuizLanguage;
  failedToCompile: boolean;
  stderr: string;
  /** The program that ran (the question's code, or `verify.program` around it). */
  program: string;
  /** How the failing step ended: `exit status 1`, `signal SIGSEGV`. */
  ending: string;
}

export type DiagnosticCheck = { checked: 'name' | 'line' | 'diagnostic'; problems: string[] };

/** Whether the failure is the one the key names. */
export function checkKeyAgainstFailure(q: QuizQuestion, failure: Failure): DiagnosticCheck {
  const key = q.options[q.correct] ?? '';
  // A compile error's key may name an exception its code mentions (“the IndexOutOfRangeException
  // catch can never run”): the name is checked only when the program threw.
  const names = failure.failedToCompile ? [] : errorNamesIn(key);
  if (names.length > 0) {
    const missing = names.filter((n) => !failure.stderr.includes(n));
    return {
      checked: 'name',
      problems: missing.length
        ? [`the key names ${missing.join(', ')}, but the toolchain's message does not: ${firstLines(failure.stderr)}`]
        : [],
    };
  }

  const keyLine = key.trim();
  const programLines = failure.program.split('\n').map((l) => l.trim());
  const codeLines = new Set((q.code ?? '').split('\n').map((l) => l.trim()));
  if (keyLine === '' || !codeLines.has(keyLine)) {
    const diagnostic = q.verify?.diagnostic;
    const message = `${failure.stderr}\n${failure.ending}`;
    if (diagnostic === undefined)
      return {
        checked: 'diagnostic',
        problems: [
          `the key names neither an exception nor a line of the code, so verify.diagnostic must give a piece of the toolchain's message that shows the failure is the key's; it said: ${firstLines(message, 6)}`,
        ],
      };
    return {
      checked: 'diagnostic',
      problems: message.includes(diagnostic)
        ? []
        : [`verify.diagnostic ${JSON.stringify(diagnostic)} is not in the toolchain's message: ${firstLines(message, 6)}`],
    };
  }

  const keyAt = programLines.flatMap((l, i) => (l === keyLine ? [i + 1] : []));
  const reported = reportedLine(failure.language, failure.failedToCompile, failure.stderr);
  if (reported === null)
    return {
      checked: 'line',
      problems: [`the key names the line ${JSON.stringify(keyLine)}, but the toolchain reported no line: ${firstLines(failure.stderr)}`],
    };
  const previousCodeLine = (n: number) => {
    for (let i = n - 1; i >= 1; i -= 1) if (programLines[i - 1] !== '') return i;
    return null;
  };
  const meant = reportsAtNextLine(failure.language, failure.stderr) ? [reported, previousCodeLine(reported)] : [reported];
  if (meant.some((n) => n !== null && keyAt.includes(n))) return { checked: 'line', problems: [] };
  const shown = meant
    .filter((n): n is number => n !== null)
    .map((n) => `${n} (${JSON.stringify(programLines[n - 1] ?? '')})`)
    .join(' or ');
  return {
    checked: 'line',
    problems: [`the key names the line ${JSON.stringify(keyLine)}, but the toolchain reports line ${shown}: ${firstLines(failure.stderr)}`],
  };
}

/** The message in one line: its first lines and, where the exception usually is, its last. */
function firstLines(stderr: string, count = 3): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const shown = lines.length > count + 2 ? [...lines.slice(0, count), '…', ...lines.slice(-2)] : lines;
  return shown.length ? JSON.stringify(shown.join(' | ')) : '(nothing on stderr)';
}
