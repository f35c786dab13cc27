/**
 * Starts one sandboxed process and watches it: the launcher chain, output capture with a cap, the
 * wall-clock limit and the cleanup that leaves nothing behind.
 *
 * The chain, each step exec'ing the next (all arguments are argv entries; the one shell script is
 * a constant that never sees learner input, it only reads its positional arguments):
 *   /bin/sh (as root: joins the job's cgroups, sets rlimits)
 *   → runner-reaper (a subreaper that reaps whatever bwrap leaves: reaper.ts)
 *   → setpriv (drops to the slot's unprivileged uid, no capabilities, no groups)
 *   → env -i (an empty environment: bwrap's own first process keeps the launcher's, and the
 *     program could read it from /proc/1/environ)
 *   → bwrap (namespaces, read-only toolchain, tmpfs work dir) → the program.
 * The child starts its own process group (setsid), so the wall-clock limit kills the whole tree;
 * bwrap's pid namespace takes down anything the program left running when its init exits, and the
 * cgroup is emptied and removed after each run.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  /** The subreaper helper (reaper.ts), or null to go without. */
  reaper: string | null;
  cgroup: JobCgroup;
  stdin?: string;
  /** Written to fd 3 of bwrap (for `--ro-bind-data 3 …`). */
  fd3?: Buffer;
}

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
  const argv = [
    '-c',
    LAUNCH_SCRIPT,
    'runner-launch',
    String(cgroup.procsFiles.length),
    ...cgroup.procsFiles,
    String(limits.cpuSeconds),
    String(options.addressSpaceMb * 1024),
    // Processes of the uid: bwrap's two plus the program's.
    String(limits.processes + 2),
    // dash counts file size in 512-byte blocks.
    String(limits.fileSizeMb * 2048),
    String(limits.openFiles),
    ...(options.reaper ? [options.reaper, '4'] : []),
    ...privilegeDrop,
    '/usr/bin/env',
    '-i',
    '/usr/bin/bwrap', // bwrapPath in sandbox.ts: checked at start
    ...options.bwrapArgs,
    '--',
    ...options.argv,
  ];
  const started = performance.now();
  const child = spawn('/bin/sh', argv, {
    detached: true,
    env: {},
    // fd 3: data for `--ro-bind-data`; fd 4: the reaper's early exit status.
    stdio: ['pipe', 'pipe', 'pipe', options.fd3 ? 'pipe' : 'ignore', options.reaper ? 'pipe' : 'ignore'],
  });

  const cap = limits.outputKb * 1024;
  let total = 0;
  let outputExceeded = false;
  let timedOut = false;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const killGroup = () => {
    if (child.pid !== undefined) stopSandbox(child.pid);
  };
  const collect = (into: Buffer[]) => (chunk: Buffer) => {
    if (outputExceeded) return;
    const room = cap - total;
    if (chunk.length > room) {
      into.push(chunk.subarray(0, room));
      total = cap;
      outputExceeded = true;
      killGroup();
      return;
    }
    into.push(chunk);
    total += chunk.length;
  };
  child.stdout!.on('data', collect(out));
  child.stderr!.on('data', collect(err));
  const ignore = () => undefined;
  child.stdin!.on('error', ignore);
  child.stdin!.end(options.stdin ?? '');
  if (options.fd3) {
    const fd3 = child.stdio[3] as NodeJS.WritableStream & { on(e: 'error', f: () => void): void };
    fd3.on('error', ignore);
    fd3.end(options.fd3);
  }
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, limits.wallMs);

  const streamDone = (stream: NodeJS.ReadableStream | null | undefined) =>
    new Promise<void>((resolve) => {
      if (!stream) return resolve();
      stream.once('close', resolve);
      stream.once('end', resolve);
      stream.once('error', () => resolve());
    });
  let statusText = '';
  const statusStream = options.reaper ? (child.stdio[4] as NodeJS.ReadableStream | null) : null;
  statusStream?.on('data', (d: Buffer) => (statusText += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; spawnError: boolean }>((resolve) => {
    child.once('error', () => resolve({ code: null, signal: null, spawnError: true }));
    child.once('exit', (c, s) => resolve({ code: c, signal: s, spawnError: false }));
  });
  // With the reaper, the program's status arrives on fd 4 before the reaper itself exits.
  const early = statusStream
    ? streamDone(statusStream).then(() =>
        /^\d+\n$/.test(statusText) ? { code: Number(statusText), signal: null, spawnError: false } : exited,
      )
    : exited;
  const [{ code, signal, spawnError }] = await Promise.all([
    Promise.race([early, exited]),
    streamDone(child.stdout),
    streamDone(child.stderr),
  ]);
  clearTimeout(timer);
  const wallMs = performance.now() - started;
  return {
    exitCode: code,
    signal,
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: Buffer.concat(err).toString('utf8'),
    timedOut,
    outputExceeded,
    wallMs,
    launchFailed: spawnError || (code === 125 && Buffer.concat(err).includes('runner-launch: setup failed')),
  };
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
