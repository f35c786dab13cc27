/**
 * The runner's limits and settings, read once from the environment. Every value has a default that
 * suits a 2-core machine; a bad value stops the start with a message naming the variable.
 */
import os from 'node:os';
import path from 'node:path';

export interface Limits {
  /** Wall-clock limit of one run; the whole process tree is killed when it passes. */
  wallMs: number;
  /** CPU seconds (RLIMIT_CPU per process; the cgroup's cpuacct for the total where present). */
  cpuSeconds: number;
  /** Memory of the whole run (cgroup), in MB; also the Java heap and Node's old space. */
  memoryMb: number;
  /** Processes and threads of the whole run (cgroup pids, and RLIMIT_NPROC). */
  processes: number;
  /** Largest file the program may write, in MB (RLIMIT_FSIZE). */
  fileSizeMb: number;
  /** Size of the work directory (a tmpfs), in MB. */
  diskMb: number;
  openFiles: number;
  /** Output kept from stdout and stderr together, in KB; more stops the program. */
  outputKb: number;
}

export interface RunnerConfig {
  run: Limits;
  compile: Limits;
  /** Concurrent jobs per runner process. */
  workers: number;
  /**
   * First of the unprivileged uids the sandboxes run as (one per worker slot). By default derived
   * from the process id, so several runner processes on one machine use different uids and their
   * RLIMIT_NPROC counts stay apart.
   */
  uidBase: number;
  /** Where compiled programs are kept, keyed by a hash of language, toolchain and source. */
  cacheDir: string;
  /** Where compilers write (one fresh directory per compile). */
  workRoot: string;
  /** Seconds a claimed job stays invisible to other workers before it is retried. */
  visibilitySeconds: number;
  /** Attempts before a job is finished with an error. */
  maxAttempts: number;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

export function loadRunnerConfig(env: Env = process.env): RunnerConfig {
  const tmp = os.tmpdir();
  return {
    run: {
      wallMs: positiveInt(env, 'RUNNER_TIME_LIMIT_MS', 5000),
      cpuSeconds: positiveInt(env, 'RUNNER_CPU_SECONDS', 5),
      memoryMb: positiveInt(env, 'RUNNER_MEMORY_MB', 256),
      processes: positiveInt(env, 'RUNNER_PROCESSES', 64),
      fileSizeMb: positiveInt(env, 'RUNNER_FILE_SIZE_MB', 8),
      diskMb: positiveInt(env, 'RUNNER_DISK_MB', 16),
      openFiles: positiveInt(env, 'RUNNER_OPEN_FILES', 64),
      outputKb: positiveInt(env, 'RUNNER_OUTPUT_KB', 64),
    },
    compile: {
      wallMs: positiveInt(env, 'RUNNER_COMPILE_TIME_LIMIT_MS', 20000),
      cpuSeconds: positiveInt(env, 'RUNNER_COMPILE_CPU_SECONDS', 20),
      memoryMb: positiveInt(env, 'RUNNER_COMPILE_MEMORY_MB', 768),
      processes: positiveInt(env, 'RUNNER_COMPILE_PROCESSES', 64),
      fileSizeMb: positiveInt(env, 'RUNNER_COMPILE_FILE_SIZE_MB', 32),
      diskMb: positiveInt(env, 'RUNNER_COMPILE_DISK_MB', 64),
      openFiles: positiveInt(env, 'RUNNER_COMPILE_OPEN_FILES', 256),
      outputKb: positiveInt(env, 'RUNNER_COMPILE_OUTPUT_KB', 64),
    },
    workers: Math.min(positiveInt(env, 'RUNNER_WORKERS', 2), 16),
    uidBase: positiveInt(env, 'RUNNER_UID_BASE', 61000 + (process.pid % 512) * 16),
    cacheDir: env.RUNNER_CACHE_DIR || path.join(tmp, 'institute-runner', 'cache'),
    workRoot: env.RUNNER_WORK_DIR || path.join(tmp, 'institute-runner', 'work'),
    visibilitySeconds: positiveInt(env, 'RUNNER_VISIBILITY_SECONDS', 60),
    maxAttempts: positiveInt(env, 'RUNNER_MAX_ATTEMPTS', 3),
  };
}
