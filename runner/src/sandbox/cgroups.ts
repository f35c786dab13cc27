/**
 * Control groups for one run: total memory and process count of everything the program starts.
 * cgroup v2 where it has the memory and pids controllers, v1 where it does not (this machine: v2
 * has only hugetlb, v1 memory and pids work as root), and rlimits alone where neither is writable.
 * `describe()` says which is in force; the worker logs it at start and reports it in its status.
 *
 * Each runner process keeps its groups under `<its own group>/institute-runner-<pid>/`, so two
 * runners never touch each other's groups and a crashed runner's leftovers are recognisable.
 */
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export type CgroupMode = 'cgroup2' | 'cgroup1' | 'rlimits';

export interface JobCgroup {
  /** The `cgroup.procs` files a launcher writes its pid into before it starts the program. */
  procsFiles: string[];
  /** What the run broke, read after it ended. */
  events(): Promise<{ oomKilled: boolean; pidsMaxHit: boolean; cpuNs: number | null }>;
  /** Kills whatever is left in the group and removes it. */
  destroy(): Promise<void>;
}

export interface CgroupLimits {
  memoryBytes: number;
  processes: number;
}

const ROOT = '/sys/fs/cgroup';

/** `/proc/self/cgroup` lines: `id:controllers:path`. */
function ownPaths(): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, p] = line.split(':');
    if (controllers === undefined || p === undefined) continue;
    for (const c of controllers === '' ? ['unified'] : controllers.split(',')) map.set(c, p);
  }
  return map;
}

async function write(file: string, value: string) {
  await fs.writeFile(file, value);
}

/**
 * Reads a small control file at once: the counters are read after every run, on the answer's
 * path, where four reads through the thread pool cost about a millisecond.
 */
function readControl(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function numberField(text: string, field: string): number {
  const m = new RegExp(`^${field} (\\d+)$`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

/** SIGKILLs every process in a v1 group until it is empty (a fork bomb may still be forking). */
async function killAll(procsFile: string) {
  for (let round = 0; round < 50; round++) {
    let pids: number[];
    try {
      pids = (await fs.readFile(procsFile, 'utf8')).split('\n').filter(Boolean).map(Number);
    } catch {
      return;
    }
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, round < 5 ? 1 : 10));
  }
}

async function rmdirRetry(dir: string) {
  for (let i = 0; i < 50; i++) {
    try {
      await fs.rmdir(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

export interface CgroupManager {
  mode: CgroupMode;
  create(name: string, limits: CgroupLimits): Promise<JobCgroup>;
  /** Removes this process's parent groups (at shutdown). */
  close(): Promise<void>;
}

class V1Manager implements CgroupManager {
  readonly mode = 'cgroup1' as const;
  constructor(
    private memoryParent: string,
    private pidsParent: string,
    private cpuacctParent: string | null,
  ) {}

  static async open(): Promise<V1Manager | null> {
    const own = ownPaths();
    const base = (controller: string, dir = controller) => {
      const p = own.get(controller);
      const mount = path.join(ROOT, dir);
      return p !== undefined && existsSync(path.join(mount, 'cgroup.procs')) ? path.join(mount, p) : null;
    };
    const memory = base('memory');
    const pids = base('pids');
    const cpuacct = base('cpuacct') ?? (existsSync(path.join(ROOT, 'cpu,cpuacct')) ? base('cpuacct', 'cpu,cpuacct') : null);
    if (!memory || !pids) return null;
    const name = `institute-runner-${process.pid}`;
    const dirs = [path.join(memory, name), path.join(pids, name), ...(cpuacct ? [path.join(cpuacct, name)] : [])];
    try {
      for (const d of dirs) await fs.mkdir(d, { recursive: true });
      // Probe: a job group with both limits must be creatable and limitable.
      const probe = path.join(dirs[0]!, 'probe');
      await fs.mkdir(probe);
      await write(path.join(probe, 'memory.limit_in_bytes'), String(64 * 1024 * 1024));
      await fs.rmdir(probe);
    } catch {
      for (const d of dirs) await fs.rmdir(d).catch(() => undefined);
      return null;
    }
    await sweepStale([memory, pids, ...(cpuacct ? [cpuacct] : [])]);
    return new V1Manager(dirs[0]!, dirs[1]!, cpuacct ? dirs[2]! : null);
  }

  async create(name: string, limits: CgroupLimits): Promise<JobCgroup> {
    const memory = path.join(this.memoryParent, name);
    const pids = path.join(this.pidsParent, name);
    const cpu = this.cpuacctParent ? path.join(this.cpuacctParent, name) : null;
    await fs.mkdir(memory);
    await fs.mkdir(pids);
    if (cpu) await fs.mkdir(cpu);
    await write(path.join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
    // With swap, the limit on memory+swap keeps a bomb from swapping instead of being killed.
    await write(path.join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes)).catch(() => undefined);
    await write(path.join(pids, 'pids.max'), String(limits.processes));
    return {
      procsFiles: [path.join(memory, 'cgroup.procs'), path.join(pids, 'cgroup.procs'), ...(cpu ? [path.join(cpu, 'cgroup.procs')] : [])],
      events: async () => {
        const oom = readControl(path.join(memory, 'memory.oom_control'));
        return {
          oomKilled: numberField(oom, 'oom_kill') > 0 || numberField(oom, 'under_oom') > 0,
          pidsMaxHit: numberField(readControl(path.join(pids, 'pids.events')), 'max') > 0,
          cpuNs: cpu ? Number(readControl(path.join(cpu, 'cpuacct.usage')).trim() || '0') : null,
        };
      },
      destroy: async () => {
        await killAll(path.join(pids, 'cgroup.procs'));
        await killAll(path.join(memory, 'cgroup.procs'));
        for (const d of [memory, pids, ...(cpu ? [cpu] : [])]) await rmdirRetry(d);
      },
    };
  }

  async close() {
    const own = [this.memoryParent, this.pidsParent, ...(this.cpuacctParent ? [this.cpuacctParent] : [])];
    for (const d of own) await fs.rmdir(d).catch(() => undefined);
    // Also what a runner killed since this one started left behind (a SIGKILLed sandbox host).
    await sweepStale(own.map((d) => path.dirname(d)));
  }
}

class V2Manager implements CgroupManager {
  readonly mode = 'cgroup2' as const;
  constructor(private parent: string) {}

  static async open(): Promise<V2Manager | null> {
    const controllers = path.join(ROOT, 'cgroup.controllers');
    if (!existsSync(controllers)) return null;
    const available = readFileSync(controllers, 'utf8').split(/\s+/);
    if (!available.includes('memory') || !available.includes('pids')) return null;
    const own = ownPaths().get('unified');
    if (own === undefined) return null;
    const parent = path.join(ROOT, own, `institute-runner-${process.pid}`);
    try {
      await fs.mkdir(parent);
      await write(path.join(parent, 'cgroup.subtree_control'), '+memory +pids');
    } catch {
      await fs.rmdir(parent).catch(() => undefined);
      return null;
    }
    await sweepStale([path.join(ROOT, own)]);
    return new V2Manager(parent);
  }

  async create(name: string, limits: CgroupLimits): Promise<JobCgroup> {
    const dir = path.join(this.parent, name);
    await fs.mkdir(dir);
    await write(path.join(dir, 'memory.max'), String(limits.memoryBytes));
    await write(path.join(dir, 'memory.swap.max'), '0').catch(() => undefined);
    await write(path.join(dir, 'pids.max'), String(limits.processes));
    return {
      procsFiles: [path.join(dir, 'cgroup.procs')],
      events: async () => ({
        oomKilled: numberField(readControl(path.join(dir, 'memory.events')), 'oom_kill') > 0,
        pidsMaxHit: numberField(readControl(path.join(dir, 'pids.events')), 'max') > 0,
        cpuNs: numberField(readControl(path.join(dir, 'cpu.stat')), 'usage_usec') * 1000,
      }),
      destroy: async () => {
        await write(path.join(dir, 'cgroup.kill'), '1').catch(() => killAll(path.join(dir, 'cgroup.procs')));
        await rmdirRetry(dir);
      },
    };
  }

  async close() {
    await fs.rmdir(this.parent).catch(() => undefined);
    await sweepStale([path.dirname(this.parent)]);
  }
}

class RlimitsOnly implements CgroupManager {
  readonly mode = 'rlimits' as const;
  async create(): Promise<JobCgroup> {
    return {
      procsFiles: [],
      events: async () => ({ oomKilled: false, pidsMaxHit: false, cpuNs: null }),
      destroy: async () => undefined,
    };
  }
  async close() {}
}

/** Removes groups left by runner processes that no longer exist (a crash, a SIGKILL). */
async function sweepStale(parents: string[]) {
  for (const parent of parents) {
    let names: string[];
    try {
      names = await fs.readdir(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const m = /^institute-runner-(\d+)$/.exec(name);
      if (!m || Number(m[1]) === process.pid || processExists(Number(m[1]))) continue;
      const dir = path.join(parent, name);
      for (const child of await fs.readdir(dir).catch(() => [])) {
        const sub = path.join(dir, child);
        if ((await fs.stat(sub).catch(() => null))?.isDirectory()) {
          await killAll(path.join(sub, 'cgroup.procs'));
          await fs.rmdir(sub).catch(() => undefined);
        }
      }
      await fs.rmdir(dir).catch(() => undefined);
    }
  }
}

function processExists(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The best mode this machine allows; `RUNNER_CGROUP=rlimits|cgroup1|cgroup2` forces a choice. */
export async function openCgroups(prefer: string | undefined = process.env.RUNNER_CGROUP): Promise<CgroupManager> {
  if (prefer === 'rlimits' || process.getuid?.() !== 0) return new RlimitsOnly();
  if (prefer !== 'cgroup1') {
    const v2 = await V2Manager.open();
    if (v2) return v2;
  }
  if (prefer !== 'cgroup2') {
    const v1 = await V1Manager.open();
    if (v1) return v1;
  }
  return new RlimitsOnly();
}
