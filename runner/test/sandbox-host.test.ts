/** The sandbox host process of in-process runners: runs pass through it, and a host that dies is replaced. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RemoteSandbox } from '../src/index.js';
import { testConfig, testRoot } from './sandbox-helpers.js';

let remote: RemoteSandbox;
beforeAll(async () => {
  remote = await RemoteSandbox.start(testConfig());
});
afterAll(async () => {
  await rm(testRoot, { recursive: true, force: true }).catch(() => undefined);
  await remote.close();
});

it('runs programs in the host and reports how limits are enforced', async () => {
  expect(remote.describe().available).toContain('python');
  const results = await Promise.all([1, 2, 3].map((n) => remote.run({ language: 'python', code: `print(${n} * 11)` })));
  expect(results.map((r) => r.output)).toEqual(['11\n', '22\n', '33\n']);
});

it('a host that dies fails the runs in flight and is started again', async () => {
  const inFlight = remote.run({ language: 'python', code: 'import time\ntime.sleep(5)' });
  await new Promise((r) => setTimeout(r, 300));
  const pid = remote.pid!;
  process.kill(pid, 'SIGKILL');
  await expect(inFlight).rejects.toThrow(/sandbox host exited/);
  const after = await remote.run({ language: 'python', code: 'print("back")' });
  expect(after.output).toBe('back\n');
  expect(remote.pid).not.toBe(pid);
  // The killed host's cgroups are swept by a later runner (here: this one when it closes).
  await remote.close();
  expect(existsSync(`/sys/fs/cgroup/pids/institute-runner-${pid}`)).toBe(false);
});
