/**
 * Starts one sandboxed process and watches it: the launcher chain, output capture with a cap, the
 * wall-clock limit and the cleanup that leaves nothing behind.
 *
 * The chain, each step exec'ing the next (all arguments are argv entries; no shell ever sees them):
 *   runner-reaper (reaper.ts; as root: joins the job's cgroups, then waits for the job on a pipe;
 *     a subreaper that forks the rest, with the rlimits set, and reaps whatever bwrap leaves)
 *   → setpriv (drops to the slot's unprivileged uid, no capabilities, no groups)
 *   → env -i (an empty environment: bwrap's own first process keeps the launcher's, and the
 *     program could read it from /proc/1/environ)
 *   → bwrap (namespaces, read-only toolchain, tmpfs work dir, the seccomp filter read from fd 6,
 *     seccomp.ts) → the program.
 * The launcher is started before its job (`startLauncher`): joining the cgroups waits for an RCU
 * grace period in the kernel (10–14 ms here), which then passes while the runner is idle.
 * Without the reaper (no C compiler) the launcher is `/bin/sh` running one constant script, started
 * with the job, which joins the cgroups and sets the rlimits itself.
 * The launcher starts its own process group (setsid), so the wall-clock limit kills the whole
 * tree; bwrap's pid namespace takes down anything the program left running when its init exits,
 * and the cgroup is emptied and removed after each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Limits } from '../config.js';
import type { JobCgroup } from './cgroups.js';

const LAUNCH_SCRIPT = [
  'n=$1; shift',
  'fail() { echo "runner-launch: setup failed" >&2; exit 125; }',
  'while [ "$n" -gt 0 ]; do echo $$ > "$1" || fail; shift; n=$((n-1)); done',
  'ulimit -t "$1" && ulimit -v "$2" && ulimit -p "$3" && ulimit -f "$4" && ulimit -n "$5" && ulimit -c 0 || fail',
  'shift 5',
  'exec "$@"',
].join('\n');

export interface LaunchOptions {
  bwrapArgs: string[];
  argv: string[];
  limits: Limits;
  /** Address space limit (RLIMIT_AS), in MB. */
  addressSpaceMb: number;
  uid: number | null;
  /** The launcher helper (reaper.ts), or null to go without. */
  reaper: string | null;
  cgroup: JobCgroup;
  /** A launcher started ahead for this cgroup (`startLauncher`); one is started now if absent or gone. */
  launcher?: Launcher | null;
  stdin?: string;
  /** Written to fd 3 of bwrap (for `--ro-bind-data 3 …`). */
  fd3?: Buffer;
  /** The seccomp filter, written to fd `seccompFd` of bwrap (for `--seccomp`); null for none. */
  seccomp: Buffer | null;
}

/** The file descriptor on which bwrap reads the seccomp filter (`--seccomp 6`). */
export const seccompFd = 6;

export interface LaunchResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  outputExceeded: boolean;
  wallMs: number;
  launchFailed: boolean;
}

type StdioKind = 'pipe' | 'ignore';

type Exit = { code: number | null; signal: NodeJS.Signals | null; spawnError: boolean };

/**
 * One launcher process with its pipes: stdin, stdout, stderr, fd 3 (data for bwrap), fd 4 (the
 * reaper's early exit status), fd 5 (the reaper's job) and fd 6 (the seccomp filter, written at
 * once: bwrap reads it to its end and closes it). Output is collected from the start.
 */
export class Launcher {
  readonly child: ChildProcess;
  private readonly exit: Promise<Exit>;
  private exitedAlready = false;
  private used = false;
  private out: Buffer[] = [];
  private err: Buffer[] = [];
  private total = 0;
  private cap = Infinity;
  private onCapReached = () => {};
  outputExceeded = false;

  /** `stdio`: fds 0 to 5; fd 6 is a pipe when there is a seccomp filter. */
  constructor(file: string, args: string[], stdio: StdioKind[], seccomp: Buffer | null) {
    const fds: StdioKind[] = Array.from({ length: seccompFd }, (_, fd) => stdio[fd] ?? 'ignore');
    this.child = spawn(file, args, { detached: true, env: {}, stdio: seccomp ? [...fds, 'pipe'] : fds });
    this.exit = new Promise<Exit>((resolve) => {
      this.child.once('error', () => resolve({ code: null, signal: null, spawnError: true }));
      this.child.once('exit', (code, signal) => resolve({ code, signal, spawnError: false }));
    }).finally(() => (this.exitedAlready = true));
    const ignore = () => undefined;
    for (const fd of [0, 3, 5, seccompFd]) this.pipe(fd)?.on('error', ignore);
    if (seccomp) (this.pipe(seccompFd) as Writable).end(seccomp);
    this.child.stdout!.on('data', this.collect(this.out));
    this.child.stderr!.on('data', this.collect(this.err));
  }

  /** Whether a job can still be given to it (not used yet, not exited). */
  get usable() {
    return !this.used && !this.exitedAlready && this.child.pid !== undefined;
  }

  /** Stops an unused launcher: an empty job pipe makes the reaper exit without running anything. */
  discard() {
    if (this.used) return;
    this.used = true;
    (this.pipe(5) as Writable | null)?.end();
    if (this.child.pid !== undefined) kill(-this.child.pid);
  }

  /** The pipe at a file descriptor of the launcher, if it was given one. */
  private pipe(fd: number): Readable | Writable | null {
    return (this.child.stdio as unknown as (Readable | Writable | null | undefined)[])[fd] ?? null;
  }

  private collect(into: Buffer[]) {
    return (chunk: Buffer) => {
      if (this.outputExceeded) return;
      const room = this.cap - this.total;
      if (chunk.length > room) {
        into.push(chunk.subarray(0, room));
        this.total = this.cap;
        this.outputExceeded = true;
        this.onCapReached();
        return;
      }
      into.push(chunk);
      this.total += chunk.length;
    };
  }

  /** Runs the job: writes it (reaper only), stdin and fd 3, then watches until the program is done. */
  async run(job: string[] | null, limits: Limits, stdin: string, fd3: Buffer | undefined, started: number): Promise<LaunchResult> {
    this.used = true;
    const child = this.child;
    const killGroup = () => {
      if (child.pid !== undefined) stopSandbox(child.pid);
    };
    this.cap = limits.outputKb * 1024;
    this.onCapReached = killGroup;
    if (this.total > this.cap) killGroup();
    if (job) (this.pipe(5) as Writable).end(Buffer.from(`${job.join('\0')}\0`));
    child.stdin!.end(stdin);
    const fd3Stream = this.pipe(3) as Writable | null;
    if (fd3Stream) fd3Stream.end(fd3 ?? Buffer.alloc(0));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, limits.wallMs);

    const streamDone = (stream: Readable | null | undefined) =>
      new Promise<void>((resolve) => {
        if (!stream || stream.readableEnded || stream.destroyed) return resolve();
        stream.once('close', resolve);
        stream.once('end', resolve);
        stream.once('error', () => resolve());
      });
    const statusStream = job ? (this.pipe(4) as Readable | null) : null;
    let statusText = '';
    statusStream?.on('data', (d: Buffer) => (statusText += d.toString()));
    // With the reaper, the program's status arrives on fd 4 before the reaper itself exits.
    const early = statusStream
      ? streamDone(statusStream).then(() =>
          /^\d+\n$/.test(statusText) ? { code: Number(statusText), signal: null, spawnError: false } : this.exit,
        )
      : this.exit;
    const [{ code, signal, spawnError }] = await Promise.all([
      Promise.race([early, this.exit]),
      streamDone(child.stdout),
      streamDone(child.stderr),
    ]);
    clearTimeout(timer);
    const wallMs = performance.now() - started;
    const stderr = Buffer.concat(this.err);
    return {
      exitCode: code,
      signal,
      stdout: Buffer.concat(this.out).toString('utf8'),
      stderr: stderr.toString('utf8'),
      timedOut,
      outputExceeded: this.outputExceeded,
      wallMs,
      launchFailed: spawnError || (code === 125 && stderr.includes('runner-launch: setup failed')),
    };
  }
}

/**
 * Starts the reaper for a run ahead of its job: it joins the run's cgroups now and then waits for
 * the job (`launch` with `launcher`). It runs nothing until then and exits if the runner goes away.
 */
export function startLauncher(reaper: string, cgroup: JobCgroup, seccomp: Buffer | null): Launcher {
  return new Launcher(reaper, ['4', '5', ...cgroup.procsFiles], ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'], seccomp);
}

export async function launch(options: LaunchOptions): Promise<LaunchResult> {
  const { limits, cgroup } = options;
  const privilegeDrop =
    options.uid === null
      ? []
      : [
          '/usr/bin/setpriv',
          `--reuid=${options.uid}`,
          `--regid=${options.uid}`,
          '--clear-groups',
          '--inh-caps=-all',
          '--bounding-set=-all',
          '--',
        ];
  const chain = [
    ...privilegeDrop,
    '/usr/bin/env',
    '-i',
    '/usr/bin/bwrap', // bwrapPath in sandbox.ts: checked at start
    ...options.bwrapArgs,
    '--',
    ...options.argv,
  ];
  // Processes of the uid: bwrap's two plus the program's.
  const processes = limits.processes + 2;
  if (options.reaper) {
    let launcher = options.launcher;
    if (!launcher?.usable) {
      launcher?.discard();
      launcher = startLauncher(options.reaper, cgroup, options.seccomp);
    }
    const started = performance.now();
    const job = [
      String(limits.cpuSeconds),
      String(options.addressSpaceMb * 1024 * 1024),
      String(processes),
      String(limits.fileSizeMb * 1024 * 1024),
      String(limits.openFiles),
      options.fd3 ? '1' : '0',
      ...chain,
    ];
    return launcher.run(job, limits, options.stdin ?? '', options.fd3, started);
  }
  const started = performance.now();
  const launcher = new Launcher(
    '/bin/sh',
    [
      '-c',
      LAUNCH_SCRIPT,
      'runner-launch',
      String(cgroup.procsFiles.length),
      ...cgroup.procsFiles,
      String(limits.cpuSeconds),
      String(options.addressSpaceMb * 1024),
      String(processes),
      // dash counts file size in 512-byte blocks.
      String(limits.fileSizeMb * 2048),
      String(limits.openFiles),
      ...chain,
    ],
    // fd 3: data for `--ro-bind-data`; fd 6 (added by Launcher): the seccomp filter.
    ['pipe', 'pipe', 'pipe', options.fd3 ? 'pipe' : 'ignore'],
    options.seccomp,
  );
  return launcher.run(null, limits, options.stdin ?? '', options.fd3, started);
}

/**
 * Stops a sandbox from outside: kills the launcher's children (bwrap's outer process under the
 * reaper; without the reaper, bwrap's namespace init), so the pid namespace dies with everything
 * in it, and the reaper reaps what is left and exits normally, to be reaped by Node. The whole
 * group is killed only if the launcher is still there a moment later.
 */
function stopSandbox(launcherPid: number) {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // the launcher has exited
  }
  for (const pid of children) kill(pid);
  setTimeout(() => kill(-launcherPid), children.length ? 500 : 0).unref();
}

function kill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
