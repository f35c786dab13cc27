/**
 * The sandbox in a small process of its own, for runners inside a big one. Starting a program
 * from the server's process costs what copying its address space costs: with PGlite loaded (about
 * 800 MB mapped) one spawn of /usr/bin/true took 150 ms instead of 6 ms. So the in-process runner
 * keeps the queue in the server and hands each run to this host over the IPC channel.
 *
 * `RemoteSandbox.start()` forks the host; a host that dies fails the runs in flight (the worker
 * stores them as errors) and is started again on the next run.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RunnerConfig } from './config.js';
import { Sandbox, type RunOutcome, type RunRequest } from './sandbox.js';

type HostMessage =
  | { type: 'ready'; describe: ReturnType<Sandbox['describe']> }
  | { type: 'result'; id: number; outcome: RunOutcome }
  | { type: 'failed'; id: number; message: string };
type ParentMessage = { type: 'run'; id: number; request: RunRequest } | { type: 'close' };

const hostFile = fileURLToPath(import.meta.url);
const runningAsHost = process.argv[2] === '--sandbox-host';

export class RemoteSandbox {
  private child: ChildProcess | null = null;
  private ready: Promise<ReturnType<Sandbox['describe']>> | null = null;
  private pending = new Map<number, { resolve: (o: RunOutcome) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private info: ReturnType<Sandbox['describe']> | null = null;

  private constructor(private config: RunnerConfig) {}

  static async start(config: RunnerConfig): Promise<RemoteSandbox> {
    const remote = new RemoteSandbox(config);
    await remote.ensure();
    return remote;
  }

  describe() {
    return this.info!;
  }

  /** The host's process id (tests kill it). */
  get pid() {
    return this.child?.pid ?? null;
  }

  private ensure() {
    this.ready ??= new Promise((resolve, reject) => {
      // From sources (tsx, Vitest) the host is this .ts file and needs tsx; built, it is plain JS.
      const execArgv = hostFile.endsWith('.ts') ? ['--conditions=source', '--import', 'tsx'] : [];
      const child = fork(hostFile, ['--sandbox-host'], {
        execArgv,
        env: { ...process.env, RUNNER_HOST_CONFIG: JSON.stringify(this.config) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.child = child;
      child.on('message', (m: HostMessage) => {
        if (m.type === 'ready') {
          this.info = m.describe;
          resolve(m.describe);
        } else {
          const p = this.pending.get(m.id);
          this.pending.delete(m.id);
          if (m.type === 'result') p?.resolve(m.outcome);
          else p?.reject(new Error(m.message));
        }
      });
      child.once('exit', (code, signal) => {
        const error = new Error(`the sandbox host exited (${signal ?? code})`);
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
        this.child = null;
        this.ready = null;
        reject(error);
      });
    });
    return this.ready;
  }

  async run(request: RunRequest): Promise<RunOutcome> {
    await this.ensure();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child!.send({ type: 'run', id, request } satisfies ParentMessage);
    });
  }

  async close() {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.send({ type: 'close' } satisfies ParentMessage);
    await exited;
  }
}

if (runningAsHost) {
  const config = JSON.parse(process.env.RUNNER_HOST_CONFIG ?? '{}') as RunnerConfig;
  const sandbox = await Sandbox.open(config);
  const send = (m: HostMessage) => process.send!(m);
  process.on('message', (m: ParentMessage) => {
    if (m.type === 'close') {
      void sandbox.close().then(() => process.exit(0));
      return;
    }
    sandbox.run(m.request).then(
      (outcome) => send({ type: 'result', id: m.id, outcome }),
      (error: unknown) => send({ type: 'failed', id: m.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  // The parent is gone (crashed or killed): stop, and the reaper helper takes the sandboxes down.
  process.on('disconnect', () => void sandbox.close().then(() => process.exit(0)));
  send({ type: 'ready', describe: sandbox.describe() });
}
