/**
 * Runs one program: toolchain check, compile (or the cached compile), run, and the result with a
 * clear message for whichever limit was broken. `Sandbox.open()` decides once how limits are
 * enforced (cgroup v2, v1, or rlimits alone) and says so in `describe()`.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages, type CodeRunResult, type ServerLanguage } from '@institute/shared-schema';
import type { Limits, RunnerConfig } from './config.js';
import { CompileCache, cacheKey } from './compile-cache.js';
import { planFor, type LanguagePlan } from './languages.js';
import { bwrapArgs } from './sandbox/bwrap-args.js';
import { openCgroups, type CgroupManager, type JobCgroup } from './sandbox/cgroups.js';
import { launch, seccompFd, startLauncher, type Launcher, type LaunchResult } from './sandbox/launch.js';
import { ensureReaper } from './sandbox/reaper.js';
import { seccompFilter } from './sandbox/seccomp.js';
import { detectToolchain, toolchainPrograms, type Availability } from './toolchains.js';

export interface RunRequest {
  language: ServerLanguage;
  code: string;
  stdin?: string | null;
}

export interface RunOutcome extends CodeRunResult {
  /** Whether the compile was skipped because the same program was compiled before. */
  cached?: boolean;
  compileMs?: number;
}

/** Where Debian's bubblewrap package puts it; the launcher calls it by this path. */
export const bwrapPath = '/usr/bin/bwrap';

const signalNames: Record<number, string> = {
  6: 'SIGABRT',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
};

/** Runtime messages that mean a fork or a new thread was refused (RLIMIT_NPROC or the pids cgroup). */
const processLimitPattern = /Resource temporarily unavailable|BlockingIOError|unable to create native thread|EAGAIN/;

/** Runtime messages that mean the program ran out of the memory it was given. */
const outOfMemoryPattern =
  /MemoryError|java\.lang\.OutOfMemoryError|JavaScript heap out of memory|Reached heap limit|std::bad_alloc|OutOfMemoryException|Cannot allocate memory/;

class Slots {
  private free: number[];
  private waiting: ((slot: number) => void)[] = [];
  constructor(count: number) {
    this.free = Array.from({ length: count }, (_, i) => i);
  }
  async acquire(): Promise<number> {
    const slot = this.free.shift();
    if (slot !== undefined) return slot;
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  release(slot: number) {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}

/** A run's cgroup with its launcher already in it, waiting for the run (see `launch.ts`). */
interface Standby {
  cgroup: JobCgroup;
  launcher: Launcher | null;
}

export class Sandbox {
  private slots: Slots;
  private jobCounter = 0;
  private destroying = new Set<Promise<void>>();
  /** Per slot, the next run's cgroup and launcher, prepared while the slot is idle. */
  private standby = new Map<number, Promise<Standby | null>>();
  private closed = false;
  /** The seccomp filter every program runs under (null where it is not built: not x86_64). */
  private readonly seccomp = seccompFilter();

  private constructor(
    readonly config: RunnerConfig,
    readonly cgroups: CgroupManager,
    private cache: CompileCache,
    private availability: Map<ServerLanguage, Availability>,
    private fingerprints: Map<ServerLanguage, string>,
    private reaper: string | null,
  ) {
    this.slots = new Slots(config.workers);
  }

  /** `programs` replaces the toolchain paths of some languages (tests: a language made unavailable). */
  static async open(config: RunnerConfig, programs: Partial<Record<ServerLanguage, string[]>> = {}): Promise<Sandbox> {
    const cgroups = await openCgroups();
    const cache = new CompileCache(config.cacheDir);
    await cache.init();
    await fs.mkdir(config.workRoot, { recursive: true, mode: 0o711 });
    if (isRoot()) await assertSearchable(config.workRoot);
    const availability = new Map<ServerLanguage, Availability>();
    const fingerprints = new Map<ServerLanguage, string>();
    for (const language of Object.keys(toolchainPrograms) as ServerLanguage[]) {
      // Without bubblewrap nothing runs: every language is unavailable, saying why.
      const needed = [...(programs[language] ?? toolchainPrograms[language]), bwrapPath];
      availability.set(language, await detectToolchain(language, needed));
      fingerprints.set(language, await fingerprint(toolchainPrograms[language]));
    }
    const reaper = await ensureReaper(path.join(config.cacheDir, '.bin'));
    const sandbox = new Sandbox(config, cgroups, cache, availability, fingerprints, reaper);
    for (let slot = 0; slot < config.workers; slot++) sandbox.prepare(slot);
    return sandbox;
  }

  /** How limits are enforced and which languages run here. */
  describe() {
    const languages = [...this.availability.values()];
    return {
      limits: this.cgroups.mode,
      privilegeDrop: isRoot(),
      reaper: this.reaper !== null,
      seccomp: this.seccomp !== null,
      available: languages.filter((a) => a.available).map((a) => a.language),
      unavailable: languages.filter((a) => !a.available).map((a) => a.language),
    };
  }

  async close() {
    this.closed = true;
    const standbys = [...this.standby.values()];
    this.standby.clear();
    for (const standby of await Promise.all(standbys)) if (standby) this.release(standby);
    await Promise.all(this.destroying);
    await this.cgroups.close();
  }

  /** The cgroups prepared for next runs, each holding only its waiting launcher (tests). */
  async standbyCgroups(): Promise<string[]> {
    const standbys = await Promise.all(this.standby.values());
    return standbys.flatMap((s) => (s ? s.cgroup.procsFiles.map((f) => path.dirname(f)) : []));
  }

  /**
   * Prepares the slot's next run while it is idle: its cgroup, and with the reaper its launcher,
   * which joins the cgroup now (the kernel's grace period wait, see launch.ts) instead of during the run.
   */
  private prepare(slot: number) {
    if (this.closed || this.standby.has(slot)) return;
    const limits = this.config.run;
    const prepared = this.newCgroup(slot, limits).then(
      (cgroup): Standby => {
        try {
          return { cgroup, launcher: this.reaper ? startLauncher(this.reaper, cgroup, this.seccomp) : null };
        } catch {
          return { cgroup, launcher: null }; // the run starts its launcher itself
        }
      },
      () => null, // the run creates its cgroup itself
    );
    this.standby.set(slot, prepared);
  }

  /** The slot's prepared run, if there is one (it is used once). */
  private async takeStandby(slot: number): Promise<Standby | null> {
    const prepared = this.standby.get(slot);
    this.standby.delete(slot);
    return prepared ? await prepared : null;
  }

  private release(standby: Standby) {
    standby.launcher?.discard();
    this.destroyLater(standby.cgroup);
  }

  private destroyLater(cgroup: JobCgroup) {
    // Emptying and removing the group waits for the namespaces' teardown: off the answer's path.
    const destroying = cgroup.destroy().finally(() => this.destroying.delete(destroying));
    this.destroying.add(destroying);
  }

  private newCgroup(slot: number, limits: Limits) {
    return this.cgroups.create(`job-${process.pid}-${slot}-${++this.jobCounter}-${randomUUID().slice(0, 8)}`, {
      memoryBytes: limits.memoryMb * 1024 * 1024,
      processes: limits.processes,
    });
  }

  async run(request: RunRequest): Promise<RunOutcome> {
    const availability = this.availability.get(request.language);
    if (!availability?.available)
      return {
        status: 'unavailable',
        output: '',
        error: availability?.reason ?? messages.editor.unavailable(request.language),
        exitCode: null,
        timeMs: 0,
      };
    const slot = await this.slots.acquire();
    try {
      return await this.runInSlot(request, slot);
    } finally {
      this.slots.release(slot);
    }
  }

  private seccompArgs(): { seccompFd?: number } {
    return this.seccomp ? { seccompFd } : {};
  }

  private uid(slot: number) {
    return isRoot() ? this.config.uidBase + slot : null;
  }

  private async runInSlot(request: RunRequest, slot: number): Promise<RunOutcome> {
    const plan = planFor(request.language, request.code);
    let app: { kind: 'dir'; hostDir: string } | { kind: 'fd3'; name: string };
    let fd3: Buffer | undefined;
    let cached: boolean | undefined;
    let compileMs: number | undefined;
    if (plan.compile) {
      const key = cacheKey([plan.language, this.fingerprints.get(plan.language) ?? '', plan.sourceName, request.code]);
      cached = await this.cache.has(key);
      if (!cached) {
        const started = performance.now();
        const failure = await this.compile(plan, request.code, key, slot);
        compileMs = performance.now() - started;
        if (failure) return { ...failure, cached, compileMs };
      }
      app = { kind: 'dir', hostDir: this.cache.entryDir(key) };
    } else {
      app = { kind: 'fd3', name: plan.sourceName };
      fd3 = Buffer.from(request.code, 'utf8');
    }

    const limits = this.config.run;
    const result = await this.launchInCgroup(slot, limits, true, {
      bwrapArgs: bwrapArgs({
        readOnly: plan.extraReadOnly,
        work: { kind: 'tmpfs', sizeBytes: limits.diskMb * 1024 * 1024 },
        app,
        asPid1: this.reaper === null,
        ...this.seccompArgs(),
        env: {
          ...plan.env,
          ...(plan.language === 'csharp' ? { MONO_GC_PARAMS: `max-heap-size=${Math.floor(limits.memoryMb * 0.6)}m` } : {}),
        },
      }),
      argv: plan.runArgv(limits),
      addressSpaceMb: limits.memoryMb + plan.runExtraAddressMb,
      stdin: request.stdin ?? '',
      ...(fd3 ? { fd3 } : {}),
    });
    return {
      ...runResult(result.launch, result.events, limits),
      ...(cached === undefined ? {} : { cached }),
      ...(compileMs === undefined ? {} : { compileMs }),
    };
  }

  /** Compiles into the cache; returns the result to show when compilation failed. */
  private async compile(plan: LanguagePlan, code: string, key: string, slot: number): Promise<RunOutcome | null> {
    const step = plan.compile!;
    const limits = this.config.compile;
    const uid = this.uid(slot);
    const jobDir = await fs.mkdtemp(path.join(this.config.workRoot, 'compile-'));
    try {
      await fs.chmod(jobDir, 0o700);
      // O_EXCL | O_NOFOLLOW: the directory is fresh, and nothing is ever written through a link.
      const handle = await fs.open(
        path.join(jobDir, plan.sourceName),
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o644,
      );
      await handle.writeFile(code, 'utf8');
      await handle.close();
      await fs.mkdir(path.join(jobDir, 'out'), { mode: 0o755 });
      if (uid !== null) {
        await fs.chown(jobDir, uid, uid);
        await fs.chown(path.join(jobDir, 'out'), uid, uid);
      }
      const { launch: result, events } = await this.launchInCgroup(slot, limits, false, {
        bwrapArgs: bwrapArgs({
          readOnly: plan.extraReadOnly,
          work: { kind: 'bind', hostDir: jobDir },
          env: {},
          asPid1: this.reaper === null,
          ...this.seccompArgs(),
        }),
        argv: step.argv,
        addressSpaceMb: limits.memoryMb + step.extraAddressMb,
      });
      const base = { output: '', exitCode: result.exitCode, timeMs: 0 };
      if (result.launchFailed) return { ...base, status: 'error', error: messages.runner.sandboxFailed };
      if (result.timedOut) return { ...base, status: 'limit', error: messages.runner.compileTimeLimit(limits.wallMs / 1000) };
      if (events.oomKilled || (result.exitCode !== 0 && /out of memory|OutOfMemoryError|virtual memory exhausted/i.test(result.stderr)))
        return { ...base, status: 'limit', error: messages.runner.compileMemoryLimit(limits.memoryMb) };
      if (result.outputExceeded)
        return {
          ...base,
          status: 'compile-error',
          error: `${result.stdout}${result.stderr}\n${messages.runner.compileOutputLimit(limits.outputKb)}`,
        };
      if (result.exitCode !== 0) {
        const printed = `${result.stdout}${result.stderr}`.trim();
        return { ...base, status: 'compile-error', error: printed || messages.runner.exitCode(result.exitCode ?? -1) };
      }
      await this.cache.store(key, path.join(jobDir, 'out'));
      return null;
    } finally {
      await fs.rm(jobDir, { recursive: true, force: true });
    }
  }

  /**
   * Runs one launch in a fresh cgroup. A run (`useStandby`, the run limits) takes the cgroup and
   * launcher prepared for its slot, and prepares the next one as soon as it is done; a compile,
   * with its own limits, starts cold.
   */
  private async launchInCgroup(
    slot: number,
    limits: Limits,
    useStandby: boolean,
    options: Omit<Parameters<typeof launch>[0], 'limits' | 'uid' | 'cgroup' | 'reaper' | 'launcher' | 'seccomp'>,
  ) {
    const standby = useStandby ? await this.takeStandby(slot) : null;
    const cgroup = standby?.cgroup ?? (await this.newCgroup(slot, limits));
    try {
      const result = await launch({
        ...options,
        limits,
        uid: this.uid(slot),
        reaper: this.reaper,
        cgroup,
        launcher: standby?.launcher,
        seccomp: this.seccomp,
      });
      const events = await cgroup.events();
      return { launch: result, events };
    } finally {
      this.destroyLater(cgroup);
      // After the answer has gone (the next turn of the event loop), the slot's next run is prepared.
      if (useStandby) setImmediate(() => this.prepare(slot));
    }
  }
}

/**
 * Compiles bind the job's directory into the sandbox, and bwrap resolves that path as the
 * sandbox's unprivileged user: every directory above it must be searchable by others.
 */
async function assertSearchable(dir: string) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const st = await fs.stat(d);
    if ((st.mode & 0o001) === 0)
      throw new Error(
        `RUNNER_WORK_DIR ${dir}: ${d} must be searchable by other users (chmod o+x) for the sandbox's unprivileged user to reach it`,
      );
    if (d === path.dirname(d)) return;
  }
}

function isRoot() {
  return process.getuid?.() === 0;
}

/** A toolchain's identity for the compile cache: each program's real path, size and mtime. */
async function fingerprint(programs: string[]): Promise<string> {
  const parts: string[] = [];
  for (const p of programs) {
    try {
      const real = await fs.realpath(p);
      const st = await fs.stat(real);
      parts.push(`${real}:${st.size}:${st.mtimeMs}`);
    } catch {
      parts.push(`${p}:missing`);
    }
  }
  return parts.join('|');
}

function exitSignal(result: LaunchResult): number | null {
  // bwrap reports a program killed by a signal as 128 + the signal's number.
  if (result.exitCode !== null && result.exitCode > 128 && result.exitCode < 160) return result.exitCode - 128;
  return null;
}

export function runResult(result: LaunchResult, events: { oomKilled: boolean; pidsMaxHit: boolean }, limits: Limits): RunOutcome {
  const timeMs = Math.round(result.wallMs);
  const base = { output: result.stdout, exitCode: result.exitCode, timeMs };
  if (result.launchFailed) return { ...base, status: 'error', error: messages.runner.sandboxFailed };
  const signal = exitSignal(result);
  const failed = result.exitCode !== 0 || result.timedOut || result.outputExceeded;
  const limit = (error: string): RunOutcome => ({ ...base, status: 'limit', error });
  if (events.oomKilled) return limit(messages.runner.memoryLimit(limits.memoryMb));
  if (result.outputExceeded) return limit(messages.runner.outputLimit(limits.outputKb));
  // Without a pids cgroup (rlimits mode) the only sign is the error the program printed.
  if (failed && (events.pidsMaxHit || processLimitPattern.test(result.stderr)))
    return limit(messages.runner.processLimit(limits.processes));
  if (failed && outOfMemoryPattern.test(result.stderr)) return limit(messages.runner.memoryLimit(limits.memoryMb));
  if (signal === 25 || (failed && /File too large|EFBIG/.test(result.stderr)))
    return limit(messages.runner.fileSizeLimit(limits.fileSizeMb));
  if (failed && /No space left on device|ENOSPC/.test(result.stderr)) return limit(messages.runner.diskLimit(limits.diskMb));
  if (signal === 24) return limit(messages.runner.cpuLimit(limits.cpuSeconds));
  if (result.timedOut) return limit(messages.runner.timeLimit(limits.wallMs / 1000));
  if (result.exitCode !== 0) {
    const how =
      signal !== null
        ? messages.runner.killedBySignal(signalNames[signal] ?? String(signal))
        : messages.runner.exitCode(result.exitCode ?? -1);
    const stderr = result.stderr.trimEnd();
    return { ...base, status: 'runtime-error', error: stderr ? `${stderr}\n${how}` : how };
  }
  return { ...base, output: result.stdout + result.stderr, status: 'ok' };
}
