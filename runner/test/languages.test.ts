/** Every language: hello world, a compile error as the compiler printed it, a runtime error with its exit code, stdin echo. */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerLanguage } from '@institute/shared-schema';
import type { Sandbox } from '../src/index.js';
import { openTestSandbox, testRoot } from './sandbox-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await openTestSandbox({ RUNNER_TIME_LIMIT_MS: '5000', RUNNER_MEMORY_MB: '256' });
});
afterAll(async () => {
  await rm(testRoot, { recursive: true, force: true }).catch(() => undefined);
  await sandbox.close();
});

interface Case {
  hello: string;
  compileError?: { code: string; printed: RegExp };
  runtimeError: { code: string; exitCode: number; stderr: RegExp };
  echo: string;
}

const cases: Record<ServerLanguage, Case> = {
  python: {
    hello: 'print("Hello, World!")',
    runtimeError: { code: 'import sys\nprint("before")\nsys.exit(3)', exitCode: 3, stderr: /exited with code 3/ },
    echo: 'import sys\nfor line in sys.stdin:\n    print(line.strip().upper())',
  },
  javascript: {
    hello: 'console.log("Hello, World!");',
    runtimeError: { code: 'console.log("before");\nnull.x;', exitCode: 1, stderr: /TypeError: Cannot read properties of null/ },
    echo: 'const s = require("fs").readFileSync(0, "utf8"); for (const l of s.trim().split("\\n")) console.log(l.toUpperCase());',
  },
  c: {
    hello: '#include <stdio.h>\nint main(void) { printf("Hello, World!\\n"); return 0; }',
    compileError: { code: 'int main(void) { return undefined_name; }', printed: /main\.c:1:\d+: error: .undefined_name. undeclared/ },
    runtimeError: {
      code: '#include <stdio.h>\nint main(void) { printf("before\\n"); return 7; }',
      exitCode: 7,
      stderr: /exited with code 7/,
    },
    echo: '#include <stdio.h>\n#include <ctype.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(toupper(c)); return 0; }',
  },
  cpp: {
    hello: '#include <iostream>\nint main() { std::cout << "Hello, World!" << std::endl; }',
    compileError: {
      code: 'int main() { std::string s; }',
      printed: /main\.cpp:1:\d+: error: .string. in namespace .std. does not name a type|error: .string. is not a member of .std./,
    },
    runtimeError: {
      code: '#include <iostream>\n#include <stdexcept>\nint main() { std::cout << "before" << std::endl; throw std::runtime_error("boom"); }',
      exitCode: 134,
      stderr: /boom[\s\S]*SIGABRT/,
    },
    echo: '#include <iostream>\n#include <string>\nint main() { std::string l; while (std::getline(std::cin, l)) { for (auto& c : l) c = toupper(c); std::cout << l << "\\n"; } }',
  },
  java: {
    hello: 'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, World!");\n  }\n}',
    compileError: {
      code: 'public class Main { public static void main(String[] a) { int x = "s"; } }',
      printed: /Main\.java:1: error: incompatible types/,
    },
    runtimeError: {
      code: 'public class Main { public static void main(String[] a) { System.out.println("before"); throw new IllegalStateException("boom"); } }',
      exitCode: 1,
      stderr: /IllegalStateException: boom/,
    },
    echo: 'import java.util.Scanner;\npublic class Echo { public static void main(String[] a) { Scanner s = new Scanner(System.in); while (s.hasNextLine()) System.out.println(s.nextLine().toUpperCase()); } }',
  },
  csharp: {
    hello: 'using System;\nclass Program { static void Main() { Console.WriteLine("Hello, World!"); } }',
    compileError: { code: 'class P { static void Main() { int x = "s"; } }', printed: /main\.cs\(1,\d+\): error CS0029/ },
    runtimeError: {
      code: 'using System;\nclass P { static int Main() { Console.WriteLine("before"); throw new InvalidOperationException("boom"); } }',
      exitCode: 1,
      stderr: /InvalidOperationException: boom/,
    },
    echo: 'using System;\nclass P { static void Main() { string l; while ((l = Console.ReadLine()) != null) Console.WriteLine(l.ToUpper()); } }',
  },
};

describe.each(Object.entries(cases) as [ServerLanguage, Case][])('%s', (language, c) => {
  it('prints hello world', async () => {
    const r = await sandbox.run({ language, code: c.hello });
    expect(r).toMatchObject({ status: 'ok', output: 'Hello, World!\n', exitCode: 0 });
    expect(r.timeMs).toBeGreaterThan(0);
  });

  // Compiled languages only: python and javascript have no compile step.
  const compileError = c.compileError;
  if (compileError)
    it('shows a compile error as the compiler printed it', async () => {
      const r = await sandbox.run({ language, code: compileError.code });
      expect(r.status).toBe('compile-error');
      expect(r.error).toMatch(compileError.printed);
    });

  it('reports a runtime error with its exit code and keeps what was printed before', async () => {
    const r = await sandbox.run({ language, code: c.runtimeError.code });
    expect(r.status).toBe('runtime-error');
    expect(r.exitCode).toBe(c.runtimeError.exitCode);
    expect(r.output).toBe('before\n');
    expect(r.error).toMatch(c.runtimeError.stderr);
  });

  it('reads stdin', async () => {
    const r = await sandbox.run({ language, code: c.echo, stdin: 'first line\nsecond\n' });
    expect(r).toMatchObject({ status: 'ok', output: 'FIRST LINE\nSECOND\n' });
  });
});

describe('compile cache', () => {
  it('skips the compiler for an unchanged program and compiles a changed one', async () => {
    const code = '#include <stdio.h>\nint main(void) { printf("cached %d\\n", 41 + 1); return 0; }';
    const first = await sandbox.run({ language: 'c', code: code + '\n// ' + Date.now() });
    const second = await sandbox.run({ language: 'c', code: code + '\n// ' + Date.now().toString().replace(/./g, 'x') });
    const again = await sandbox.run({ language: 'c', code: code + '\n// ' + Date.now().toString().replace(/./g, 'x') });
    expect(first).toMatchObject({ status: 'ok', output: 'cached 42\n', cached: false });
    expect(second).toMatchObject({ status: 'ok', cached: false });
    expect(again).toMatchObject({ status: 'ok', output: 'cached 42\n', cached: true });
    expect(again.compileMs).toBeUndefined();
  });

  it('names the Java file after its public class', async () => {
    const r = await sandbox.run({
      language: 'java',
      code: 'public class Greeter { public static void main(String[] a) { System.out.println("hi from " + Greeter.class.getName()); } }',
    });
    expect(r).toMatchObject({ status: 'ok', output: 'hi from Greeter\n' });
  });
});

describe('a missing toolchain', () => {
  it('answers "unavailable" with the language name, and other languages still run', async () => {
    const { Sandbox } = await import('../src/index.js');
    const { testConfig } = await import('./sandbox-helpers.js');
    const partial = await Sandbox.open(testConfig(), { csharp: ['/nonexistent/mcs', '/usr/bin/mono'] });
    try {
      expect(partial.describe().unavailable).toEqual(['csharp']);
      const r = await partial.run({ language: 'csharp', code: 'class P { static void Main() {} }' });
      expect(r).toMatchObject({ status: 'unavailable', error: 'C# is unavailable on this server (mcs not found)', output: '' });
      expect(await partial.run({ language: 'python', code: 'print("still here")' })).toMatchObject({
        status: 'ok',
        output: 'still here\n',
      });
    } finally {
      await partial.close();
    }
  });
});
