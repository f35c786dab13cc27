/**
 * How each server language is compiled and run inside the sandbox. Paths inside the sandbox:
 * `/app` holds the program (read-only: the source for interpreted languages, the compiled files
 * otherwise), `/work` is the writable work directory (a size-limited tmpfs; `/tmp` points at it).
 * Every command is an argv array; nothing here ever passes through a shell.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { ServerLanguage } from '@institute/shared-schema';

export interface CompileStep {
  /** Run in the compile sandbox with the source in /work and an empty /work/out. */
  argv: string[];
  /** Extra address space the compiler needs beyond the memory limit (rlimits mode), in MB. */
  extraAddressMb: number;
}

export interface LanguagePlan {
  language: ServerLanguage;
  /** File name of the source, decided from the code (Java's public class). */
  sourceName: string;
  compile: CompileStep | null;
  /** The program's argv; `/app` holds the source or the compiled files. */
  runArgv(limits: { memoryMb: number }): string[];
  /** Address space beyond the memory limit that the runtime reserves without using (RLIMIT_AS). */
  runExtraAddressMb: number;
  /** Read-only host paths the toolchain needs besides /usr (configuration under /etc). */
  extraReadOnly: string[];
  env: Record<string, string>;
}

function real(p: string) {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** Java requires the file to be named after its public class. */
export function javaClassName(code: string): string {
  const m = /\bpublic\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][A-Za-z0-9_$]*)/.exec(code);
  return m?.[1] ?? 'Main';
}

const nodePath = real(process.execPath);
/** Node installed outside /usr (nvm, a tarball) is bound read-only from its own prefix. */
const nodeExtra = nodePath.startsWith('/usr/') ? [] : [path.dirname(path.dirname(nodePath))];

export function planFor(language: ServerLanguage, code: string): LanguagePlan {
  switch (language) {
    case 'python':
      return {
        language,
        sourceName: 'main.py',
        compile: null,
        // -I: no user site, no PYTHON* variables, no script directory on sys.path.
        runArgv: () => ['/usr/bin/python3', '-I', '-u', '/app/main.py'],
        runExtraAddressMb: 64,
        extraReadOnly: [],
        env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
      };
    case 'javascript':
      return {
        language,
        sourceName: 'main.js',
        compile: null,
        runArgv: ({ memoryMb }) => [nodePath, `--max-old-space-size=${Math.max(32, Math.floor(memoryMb * 0.75))}`, '/app/main.js'],
        // V8 reserves about 1 GB of address space up front.
        runExtraAddressMb: 1536,
        extraReadOnly: nodeExtra,
        env: {},
      };
    case 'c':
      return {
        language,
        sourceName: 'main.c',
        compile: { argv: ['/usr/bin/gcc', '-pipe', '-O2', '-std=gnu17', '-o', 'out/main', 'main.c', '-lm'], extraAddressMb: 256 },
        runArgv: () => ['/app/main'],
        runExtraAddressMb: 16,
        extraReadOnly: [],
        env: {},
      };
    case 'cpp':
      return {
        language,
        sourceName: 'main.cpp',
        compile: { argv: ['/usr/bin/g++', '-pipe', '-O2', '-std=gnu++17', '-o', 'out/main', 'main.cpp', '-lm'], extraAddressMb: 256 },
        runArgv: () => ['/app/main'],
        runExtraAddressMb: 16,
        extraReadOnly: [],
        env: {},
      };
    case 'java': {
      const className = javaClassName(code);
      // G1, named: with one processor the JVM would pick Serial, and Java 17 maps the default CDS
      // archive's heap objects (the module graph, interned strings) only under G1: 5 ms of a hello
      // world's 33 ms. One processor keeps the GC and compiler threads few (the process limit).
      const jvm = ['-XX:+UseG1GC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto', '-XX:ActiveProcessorCount=1'];
      return {
        language,
        sourceName: `${className}.java`,
        compile: {
          argv: [real('/usr/bin/javac'), '-J-Xmx384m', ...jvm.map((f) => `-J${f}`), '-encoding', 'UTF-8', '-d', 'out', `${className}.java`],
          extraAddressMb: 2048,
        },
        runArgv: ({ memoryMb }) => [
          real('/usr/bin/java'),
          `-Xmx${Math.max(16, Math.floor(memoryMb * 0.6))}m`,
          '-Xss8m',
          '-XX:MaxMetaspaceSize=64m',
          '-XX:ReservedCodeCacheSize=32m',
          ...jvm,
          '-cp',
          '/app',
          className,
        ],
        runExtraAddressMb: 2048,
        extraReadOnly: ['/etc/java-17-openjdk'],
        env: {},
      };
    }
    case 'csharp':
      return {
        language,
        sourceName: 'main.cs',
        compile: {
          argv: ['/usr/bin/mono', '/usr/lib/mono/4.5/mcs.exe', '-optimize+', '-out:out/main.exe', 'main.cs'],
          extraAddressMb: 1024,
        },
        runArgv: () => ['/usr/bin/mono', '/app/main.exe'],
        runExtraAddressMb: 1024,
        extraReadOnly: ['/etc/mono'],
        env: {},
      };
  }
}
