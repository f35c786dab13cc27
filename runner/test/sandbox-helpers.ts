/** A sandbox with small limits for tests, and checks that nothing is left behind after runs. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRunnerConfig, Sandbox } from '../src/index.js';

export const testRoot = path.join(os.tmpdir(), `runner-test-${process.pid}`);

export function testConfig(overrides: Record<string, string> = {}) {
  return loadRunnerConfig({
    RUNNER_TIME_LIMIT_MS: '2000',
    RUNNER_CPU_SECONDS: '2',
    RUNNER_MEMORY_MB: '128',
    RUNNER_PROCESSES: '48',
    RUNNER_FILE_SIZE_MB: '4',
    RUNNER_DISK_MB: '8',
    RUNNER_OUTPUT_KB: '64',
    RUNNER_WORKERS: '2',
    RUNNER_UID_BASE: String(62000 + (process.pid % 100) * 10),
    RUNNER_CACHE_DIR: path.join(testRoot, 'cache'),
    RUNNER_WORK_DIR: path.join(testRoot, 'work'),
    ...overrides,
  });
}

export async function openTestSandbox(overrides: Record<string, string> = {}) {
  return Sandbox.open(testConfig(overrides));
}

/**
 * Live processes on the host owned by the sandbox uids (should be none between runs). A zombie is
 * left out: it has ended and holds nothing but its process-table entry. An orphaned bwrap that
 * ended is reaped by PID 1, and this machine's init (a VM agent) reaps late, so its zombie can
 * outlast a run by seconds; zombies of the runner's own are checked by `zombies()`.
 */
export function sandboxProcesses(uidBase: number, slots = 10): string[] {
  const out = execFileSync('/usr/bin/ps', ['-eo', 'uid=,pid=,stat=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => {
      const [uid, , stat] = l.split(/\s+/);
      return Number(uid) >= uidBase && Number(uid) < uidBase + slots && !stat?.startsWith('Z');
    });
}

/** Zombie children of this process. */
export function zombies(): string[] {
  const out = execFileSync('/usr/bin/ps', ['-eo', 'ppid=,pid=,stat=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => Number(f[0]) === process.pid && f[2]?.startsWith('Z'))
    .map((f) => f.join(' '));
}

/** Job cgroups still present under this process's runner groups. */
export function leftoverCgroups(): string[] {
  const left: string[] = [];
  for (const controller of ['memory', 'pids', 'cpuacct']) {
    const base = path.join('/sys/fs/cgroup', controller);
    if (!existsSync(base)) continue;
    const walk = (dir: string, depth: number) => {
      if (depth > 4) return;
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (!e.isDirectory()) continue;
        const p = path.join(dir, e.name);
        if (e.name === `institute-runner-${process.pid}`)
          left.push(
            ...readdirSync(p, { withFileTypes: true })
              .filter((x) => x.isDirectory())
              .map((x) => path.join(p, x.name)),
          );
        else walk(p, depth + 1);
      }
    };
    walk(base, 0);
  }
  return left;
}
