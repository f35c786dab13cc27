/**
 * Learners' code is hostile input. Each program here tries one way out of the sandbox, or one way
 * to take the machine down, and each test asserts both containment and the message the learner
 * sees. After the suite: nothing left running, no zombie, no cgroup; then 100 runs in a row succeed.
 */
import { rm } from 'node:fs/promises';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerLanguage } from '@institute/shared-schema';
import { type RunOutcome, type Sandbox } from '../src/index.js';
import { CompileCache } from '../src/compile-cache.js';
import { leftoverCgroups, openTestSandbox, sandboxProcesses, testConfig, testRoot, zombies } from './sandbox-helpers.js';

let sandbox: Sandbox;
let server: net.Server;
let serverPort = 0;
let serverConnections = 0;
const secretDir = path.join(testRoot, 'server-data');
const secret = `secret-${process.pid}-do-not-leak`;

beforeAll(async () => {
  process.env.RUNNER_TEST_SECRET = secret;
  mkdirSync(secretDir, { recursive: true });
  writeFileSync(path.join(secretDir, 'secret.txt'), secret);
  sandbox = await openTestSandbox();
  server = net.createServer((socket) => {
    serverConnections++;
    socket.end('pong');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverPort = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await rm(testRoot, { recursive: true, force: true }).catch(() => undefined);
  await sandbox.close();
  server.close();
  // Closing removes the prepared groups too.
  expect(leftoverCgroups()).toEqual([]);
});

const run = (language: ServerLanguage, code: string, stdin?: string) => sandbox.run({ language, code, ...(stdin ? { stdin } : {}) });
const limits = testConfig().run;

function expectLimit(r: RunOutcome, message: RegExp) {
  expect(r.status).toBe('limit');
  expect(r.error).toMatch(message);
}

describe('network', () => {
  it('python cannot reach PostgreSQL on 127.0.0.1:5432', async () => {
    const r = await run(
      'python',
      'import socket\ntry:\n    socket.create_connection(("127.0.0.1", 5432), timeout=1)\n    print("CONNECTED")\nexcept OSError as e:\n    print("blocked", e.errno)',
    );
    expect(r.status).toBe('ok');
    expect(r.output).toMatch(/^blocked/);
  });

  it("python cannot reach the server's own port", async () => {
    const before = serverConnections;
    const r = await run(
      'python',
      `import socket\ntry:\n    s = socket.create_connection(("127.0.0.1", ${serverPort}), timeout=1)\n    print("CONNECTED", s.recv(10))\nexcept OSError as e:\n    print("blocked")`,
    );
    expect(r.output).toBe('blocked\n');
    expect(serverConnections).toBe(before);
  });

  it('node cannot reach the network either', async () => {
    const r = await run(
      'javascript',
      `const s = require('net').connect(${serverPort}, '127.0.0.1'); s.on('connect', () => console.log('CONNECTED')); s.on('error', (e) => console.log('blocked', e.code));`,
    );
    expect(r.output).toMatch(/^blocked (ECONNREFUSED|ENETUNREACH)/);
  });

  it('C has no interface but loopback', async () => {
    const r = await run(
      'python',
      'import os\nprint(sorted(os.listdir("/sys/class/net")) if os.path.exists("/sys/class/net") else "no sys")\nprint(open("/proc/net/dev").read().count(":"))',
    );
    expect(r.output).toBe('no sys\n1\n');
  });
});

describe("the server's files, environment and processes", () => {
  it("cannot read the server's data folder", async () => {
    const r = await run(
      'python',
      `import os\nfor p in [${JSON.stringify(path.join(secretDir, 'secret.txt'))}, "/root", "/work/../${path.basename(testRoot)}", ${JSON.stringify(process.cwd())}]:\n    print(os.path.exists(p))`,
    );
    expect(r.output).toBe('False\nFalse\nFalse\nFalse\n');
  });

  it('sees an empty environment', async () => {
    const r = await run('python', 'import os\nprint(sorted(os.environ))');
    expect(r.output).not.toContain('RUNNER_TEST_SECRET');
    expect(r.output).toBe("['HOME', 'LANG', 'PATH', 'PWD', 'PYTHONDONTWRITEBYTECODE', 'PYTHONIOENCODING', 'TMPDIR']\n");
  });

  it('/proc/1/environ (bwrap itself) holds nothing of the launcher', async () => {
    const r = await run('python', 'print(repr(open("/proc/1/environ", "rb").read()))');
    expect(r.output).not.toContain(secret);
    expect(r.output).not.toContain('RUNNER_TEST_SECRET');
  });

  it('node reading every /proc/*/environ finds no secret', async () => {
    const r = await run(
      'javascript',
      `const fs = require('fs'); let all = ''; for (const p of fs.readdirSync('/proc')) { try { all += fs.readFileSync('/proc/' + p + '/environ', 'utf8'); } catch {} } console.log(all.includes(${JSON.stringify(secret)}) ? 'LEAK' : 'clean', fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).length);`,
    );
    expect(r.output).toMatch(/^clean [1-3]\n$/);
  });

  it('sees only its own processes', async () => {
    const r = await run(
      'python',
      'import os\nprint(len([p for p in os.listdir("/proc") if p.isdigit()]) <= 3, os.path.exists("/etc/passwd"), os.path.exists("/etc/shadow"))',
    );
    expect(r.output).toBe('True False False\n');
  });

  it('runs as an unprivileged user and cannot become root', async () => {
    const r = await run(
      'c',
      '#include <stdio.h>\n#include <unistd.h>\nint main(void) { int r = setuid(0); printf("%d %d\\n", r, getuid() != 0); return 0; }',
    );
    expect(r.output).toBe('-1 1\n');
  });

  it('signalling the parent or everything leaves the runner standing', async () => {
    const r = await run(
      'python',
      'import os, signal\nfor pid in (os.getppid(), 1, -1):\n    try:\n        os.kill(pid, signal.SIGKILL)\n    except OSError as e:\n        print("denied", pid)\nprint("still here")',
    );
    expect(r.status === 'ok' || r.status === 'runtime-error').toBe(true);
    const after = await run('python', 'print("runner alive")');
    expect(after.output).toBe('runner alive\n');
  });
});

describe('writes outside the work directory', () => {
  it.each(['/usr/evil', '/etc/evil', '/app/evil', '/evil', '/dev/evil', '/sys/evil', '/proc/evil'])('%s is refused', async (target) => {
    const r = await run(
      'python',
      `try:\n    open(${JSON.stringify(target)}, "w").write("x")\n    print("WROTE")\nexcept OSError as e:\n    print("refused")`,
    );
    expect(r.output).toBe('refused\n');
  });

  it('the work directory is writable and /tmp is the same place', async () => {
    const r = await run('python', 'open("/tmp/a", "w").write("x")\nimport os\nprint(os.listdir("/work"))');
    expect(r.output).toBe("['a']\n");
  });

  it('a symlink planted in the work directory sees only the sandbox', async () => {
    const r = await run(
      'python',
      `import os\nos.symlink(${JSON.stringify(path.join(secretDir, 'secret.txt'))}, "/work/link")\ntry:\n    print(open("/work/link").read())\nexcept OSError:\n    print("dangling")`,
    );
    expect(r.output).toBe('dangling\n');
  });

  it('the compile cache never follows a link the sandbox planted', async () => {
    const { mkdtempSync, symlinkSync, linkSync, existsSync } = await import('node:fs');
    const out = mkdtempSync(path.join(testRoot, 'planted-'));
    writeFileSync(path.join(out, 'main'), 'real');
    symlinkSync(path.join(secretDir, 'secret.txt'), path.join(out, 'stolen'));
    linkSync(path.join(secretDir, 'secret.txt'), path.join(out, 'hardlinked'));
    const cache = new CompileCache(path.join(testRoot, 'planted-cache'));
    await cache.init();
    await cache.store('k', out);
    expect(existsSync(path.join(cache.entryDir('k'), 'main'))).toBe(true);
    expect(existsSync(path.join(cache.entryDir('k'), 'stolen'))).toBe(false);
    expect(existsSync(path.join(cache.entryDir('k'), 'hardlinked'))).toBe(false);
  });

  it('cannot read the files of another run at the same time', async () => {
    const writer = run('python', 'import time\nopen("/work/mine.txt", "w").write("private")\ntime.sleep(0.8)\nprint("done")');
    await new Promise((r) => setTimeout(r, 300));
    const reader = await run(
      'python',
      'import os\nprint(os.listdir("/work"), [p for p in os.listdir("/proc") if p.isdigit()].__len__() <= 3)',
    );
    expect(reader.output).toBe('[] True\n');
    expect((await writer).output).toBe('done\n');
  });
});

describe('namespaces and privileges', () => {
  it('unshare is refused', async () => {
    const r = await run(
      'python',
      'import subprocess\nr = subprocess.run(["/usr/bin/unshare", "-r", "/usr/bin/true"], capture_output=True)\nprint("refused" if r.returncode != 0 else "ALLOWED")',
    );
    expect(r.output).toBe('refused\n');
  });

  it('mount is refused', async () => {
    const r = await run(
      'python',
      'import subprocess\nr = subprocess.run(["/usr/bin/mount", "-t", "tmpfs", "none", "/work"], capture_output=True)\nprint("refused" if r.returncode != 0 else "ALLOWED")',
    );
    expect(r.output).toBe('refused\n');
  });

  it('ptrace of a host process is refused', async () => {
    // The runner's own pid does not exist inside the sandbox's pid namespace.
    const r = await run(
      'c',
      `#include <stdio.h>\n#include <sys/ptrace.h>\nint main(void) { long r = ptrace(PTRACE_ATTACH, ${process.pid}, 0, 0); printf("%s\\n", r == -1 ? "refused" : "ATTACHED"); return 0; }`,
    );
    expect(r.output).toBe('refused\n');
  });

  it('a new user namespace from C is refused', async () => {
    const r = await run(
      'c',
      '#define _GNU_SOURCE\n#include <sched.h>\n#include <stdio.h>\nint main(void) { printf("%s\\n", unshare(CLONE_NEWUSER) == -1 ? "refused" : "ALLOWED"); return 0; }',
    );
    expect(r.output).toBe('refused\n');
  });
});

/**
 * One C program for every refused family (compiled once, then cached): stdin names the family, and
 * each call is made directly with syscall() (or `int 0x80`), with arguments for which the kernel
 * without the filter answers something other than EPERM where it can (PTRACE_TRACEME and
 * unshare(0) succeed, setns(-1) is EBADF, keyctl(9999) EOPNOTSUPP, bpf and perf_event_open
 * EINVAL or EFAULT...), so each line shows the filter at work.
 */
const seccompProbe = String.raw`#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
static void report(const char *name, long r) {
  if (r == -1) printf("%s %s\n", name, strerrorname_np(errno));
  else printf("%s ALLOWED\n", name);
  fflush(stdout);
}
static long i386_getpid(void) {
  long r;
  __asm__ volatile("int $0x80" : "=a"(r) : "a"(20L) : "memory", "cc", "r8", "r9", "r10", "r11");
  if (r < 0 && r > -4096) { errno = (int)-r; return -1; }
  return r;
}
int main(void) {
  char family[32] = "";
  if (scanf("%31s", family) != 1) return 2;
  if (!strcmp(family, "tracing")) {
    report("ptrace", syscall(SYS_ptrace, 0 /* PTRACE_TRACEME */, 0, 0, 0));
    report("process_vm_readv", syscall(SYS_process_vm_readv, getpid(), 0, 0, 0, 0, 0));
    report("process_vm_writev", syscall(SYS_process_vm_writev, getpid(), 0, 0, 0, 0, 0));
  } else if (!strcmp(family, "namespaces")) {
    report("unshare", syscall(SYS_unshare, 0));
    report("setns", syscall(SYS_setns, -1, 0));
    long child = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
    if (child == 0) _exit(0);
    if (child > 0) waitpid((pid_t)child, 0, 0);
    report("clone(CLONE_NEWUSER)", child);
  } else if (!strcmp(family, "mounts")) {
    report("mount", syscall(SYS_mount, 0, 0, 0, 0, 0));
    report("umount2", syscall(SYS_umount2, "/work", -1));
    report("pivot_root", syscall(SYS_pivot_root, 0, 0));
    report("chroot", syscall(SYS_chroot, "/nonexistent"));
    report("open_by_handle_at", syscall(SYS_open_by_handle_at, -1, 0, 0));
    report("fsopen", syscall(SYS_fsopen, 0, -1));
  } else if (!strcmp(family, "keys")) {
    report("keyctl", syscall(SYS_keyctl, 9999, 0, 0, 0, 0));
    report("add_key", syscall(SYS_add_key, 0, 0, 0, 0, 0));
    report("request_key", syscall(SYS_request_key, 0, 0, 0, 0));
  } else if (!strcmp(family, "kernel")) {
    report("bpf", syscall(SYS_bpf, 9999, 0, 0));
    report("perf_event_open", syscall(SYS_perf_event_open, 0, 0, -1, -1, 0));
    report("userfaultfd", syscall(SYS_userfaultfd, -1));
    report("io_uring_setup", syscall(SYS_io_uring_setup, 0, 0));
  } else if (!strcmp(family, "system")) {
    report("kexec_load", syscall(SYS_kexec_load, 0, 0, 0, -1));
    report("init_module", syscall(SYS_init_module, 0, 0, 0));
    report("finit_module", syscall(SYS_finit_module, -1, 0, -1));
    report("delete_module", syscall(SYS_delete_module, 0, -1));
    report("swapon", syscall(SYS_swapon, "/nonexistent", 0));
    report("swapoff", syscall(SYS_swapoff, "/nonexistent"));
    report("reboot", syscall(SYS_reboot, 0, 0, 0, 0));
  } else if (!strcmp(family, "abi")) {
    report("x32 getpid", syscall(0x40000000 | SYS_getpid));
    // In a child: a kernel built without the i386 ABI answers int $0x80 with SIGSEGV.
    pid_t child = fork();
    if (child == 0) { report("i386 getpid", i386_getpid()); _exit(0); }
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV) printf("i386 getpid NO-ABI\n");
  } else if (!strcmp(family, "allowed")) {
    report("getpid", syscall(SYS_getpid) > 0 ? 0 : -1);
    long child = syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
    if (child == 0) _exit(0);
    if (child > 0) waitpid((pid_t)child, 0, 0);
    report("clone", child > 0 ? 0 : -1);
    report("clone3", syscall(SYS_clone3, 0, 0));
  }
  return 0;
}
`;

describe('the seccomp filter refuses kernel interfaces no program needs, with EPERM', () => {
  it.each<[string, string[]]>([
    ['tracing', ['ptrace', 'process_vm_readv', 'process_vm_writev']],
    ['namespaces', ['unshare', 'setns', 'clone(CLONE_NEWUSER)']],
    ['mounts', ['mount', 'umount2', 'pivot_root', 'chroot', 'open_by_handle_at', 'fsopen']],
    ['keys', ['keyctl', 'add_key', 'request_key']],
    ['kernel', ['bpf', 'perf_event_open', 'userfaultfd', 'io_uring_setup']],
    ['system', ['kexec_load', 'init_module', 'finit_module', 'delete_module', 'swapon', 'swapoff', 'reboot']],
    ['abi', ['x32 getpid', 'i386 getpid']],
  ])('%s', async (family, calls) => {
    const r = await run('c', seccompProbe, `${family}\n`);
    const expected = calls.map((call) => `${call} EPERM\n`).join('');
    // A kernel without the i386 ABI (no IA32 emulation, as on some virtual machines) has nothing
    // to refuse: the probe's child dies of SIGSEGV there, and the filter is not what answered.
    if (family === 'abi' && r.output.includes('i386 getpid NO-ABI'))
      expect(r.output).toBe(expected.replace('i386 getpid EPERM', 'i386 getpid NO-ABI'));
    else expect(r.output).toBe(expected);
  });

  it('lets fork and threads through; clone3 answers ENOSYS so the C library falls back to clone', async () => {
    const r = await run('c', seccompProbe, 'allowed\n');
    expect(r.output).toBe('getpid ALLOWED\nclone ALLOWED\nclone3 ENOSYS\n');
  });

  it('a Java program with threads, a Python subprocess and Node workers still run under it', async () => {
    const [java, python, node] = await Promise.all([
      run(
        'java',
        'public class Main { public static void main(String[] a) throws Exception { Thread t = new Thread(() -> System.out.println("thread")); t.start(); t.join(); } }',
      ),
      run('python', 'import subprocess\nprint(subprocess.run(["/usr/bin/echo", "child"], capture_output=True).stdout.decode(), end="")'),
      run(
        'javascript',
        "const { Worker } = require('worker_threads'); new Worker('require(\"worker_threads\").parentPort.postMessage(6 * 7)', { eval: true }).on('message', (m) => console.log(m));",
      ),
    ]);
    expect([java.output, python.output, node.output]).toEqual(['thread\n', 'child\n', '42\n']);
  }, 30_000);
});

describe('output', () => {
  it('a NUL byte the program prints reaches the result intact', async () => {
    const r = await run('c', '#include <stdio.h>\nint main(void) { fwrite("a\\0b\\n", 1, 4, stdout); return 0; }');
    expect(r).toMatchObject({ status: 'ok', output: 'a\u0000b\n' });
  });
});

describe('resource limits, each with its own message', () => {
  it('a C fork bomb', async () => {
    const r = await run('c', '#include <unistd.h>\nint main(void) { for (;;) fork(); }');
    expectLimit(r, /Process limit exceeded: 48 processes|Time limit exceeded/);
  });

  it('a Python fork bomb', async () => {
    const r = await run('python', 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        raise SystemExit(1)');
    expectLimit(r, /Process limit exceeded: 48 processes/);
  });

  it('a Java thread bomb', async () => {
    const r = await run(
      'java',
      'public class Main { public static void main(String[] a) { while (true) { Thread t = new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }); t.start(); } } }',
    );
    expectLimit(r, /Process limit exceeded: 48 processes/);
  });

  it.each<[ServerLanguage, string]>([
    [
      'c',
      '#include <stdlib.h>\n#include <string.h>\nint main(void) { for (;;) { char* p = malloc(1 << 20); if (!p) return 1; memset(p, 1, 1 << 20); } }',
    ],
    ['cpp', '#include <vector>\nint main() { std::vector<std::vector<char>> v; for (;;) v.emplace_back(1 << 20, 1); }'],
    ['python', 'a = []\nwhile True:\n    a.append(bytearray(1 << 20))'],
    ['javascript', 'const a = []; for (;;) a.push(new Array(1 << 16).fill(1.5));'],
    [
      'java',
      'import java.util.*;\npublic class Main { public static void main(String[] x) { List<byte[]> a = new ArrayList<>(); for (;;) a.add(new byte[1 << 20]); } }',
    ],
    [
      'csharp',
      'using System.Collections.Generic;\nclass P { static void Main() { var a = new List<byte[]>(); for (;;) { var b = new byte[1 << 20]; for (int i = 0; i < b.Length; i += 4096) b[i] = 1; a.Add(b); } } }',
    ],
  ])('a %s memory bomb', async (language, code) => {
    const r = await run(language, code);
    expectLimit(r, /Memory limit exceeded: 128 MB/);
  });

  it('an infinite loop', async () => {
    const r = await run('c', 'int main(void) { for (;;); }');
    expectLimit(r, /(CPU time|Time) limit exceeded: 2 s/);
  });

  it('sleeping forever', async () => {
    const r = await run('python', 'import time\ntime.sleep(100000)');
    expectLimit(r, /^Time limit exceeded: 2 s$/);
    expect(r.timeMs).toBeLessThan(limits.wallMs + 1000);
  });

  it('100 MB of output', async () => {
    const r = await run('python', 'import sys\nline = "x" * 1023 + "\\n"\nfor _ in range(100 * 1024):\n    sys.stdout.write(line)');
    expectLimit(r, /^Output limit exceeded: 64 KB/);
    expect(r.output.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('a file larger than the file size limit', async () => {
    const r = await run(
      'c',
      '#include <stdio.h>\nint main(void) { FILE* f = fopen("/work/big", "w"); static char b[1 << 16]; for (int i = 0; i < 1000; i++) fwrite(b, 1, sizeof b, f); fclose(f); return 0; }',
    );
    expectLimit(r, /^File size limit exceeded: 4 MB$/);
  });

  it('filling the disk', async () => {
    const r = await run(
      'python',
      'b = b"x" * (1 << 20)\nfor i in range(100):\n    with open(f"/work/f{i}", "wb") as f:\n        for _ in range(3):\n            f.write(b)',
    );
    expectLimit(r, /^Disk space limit exceeded: 8 MB$/);
  });

  it('too many open files', async () => {
    const r = await run(
      'python',
      'fs = []\ntry:\n    while True:\n        fs.append(open("/dev/null"))\nexcept OSError as e:\n    print("stopped at", len(fs) < 100)',
    );
    expect(r.output).toBe('stopped at True\n');
  });

  it('#include </dev/urandom> stops at the compile limits', async () => {
    const r = await run('c', '#include </dev/urandom>\nint main(void) { return 0; }');
    expect(['limit', 'compile-error']).toContain(r.status);
    expect(r.error).toMatch(/Compilation (took too long|ran out of memory)|error/);
  }, 30_000);

  it('a background process left behind is gone after the run', async () => {
    const r = await run(
      'python',
      'import subprocess\nsubprocess.Popen(["/usr/bin/sleep", "1000"], start_new_session=True)\nprint("left it")',
    );
    expect(r.output).toBe('left it\n');
    expect(sandboxProcesses(testConfig().uidBase)).toEqual([]);
  });

  it('a double-forked daemon is gone after the run', async () => {
    const r = await run(
      'c',
      '#include <unistd.h>\n#include <stdio.h>\nint main(void) { if (fork() == 0) { setsid(); if (fork() == 0) { sleep(1000); } return 0; } printf("parent done\\n"); return 0; }',
    );
    expect(r.output).toBe('parent done\n');
    expect(sandboxProcesses(testConfig().uidBase)).toEqual([]);
  });
});

describe('after the suite', () => {
  it('leaves no stray process, zombie or cgroup, and the test server still answers', async () => {
    await new Promise((r) => setTimeout(r, 200));
    expect(sandboxProcesses(testConfig().uidBase)).toEqual([]);
    expect(zombies()).toEqual([]);
    // Only the groups prepared for the next runs remain, each holding nothing but its waiting launcher.
    const standby = await sandbox.standbyCgroups();
    if (sandbox.describe().limits !== 'rlimits') expect(standby.length).toBeGreaterThan(0);
    expect(leftoverCgroups().filter((g) => !standby.includes(g))).toEqual([]);
    for (const group of standby) expect(readFileSync(path.join(group, 'cgroup.procs'), 'utf8').trim().split('\n')).toHaveLength(1);
    const answer = await new Promise<string>((resolve, reject) => {
      const s = net.connect(serverPort, '127.0.0.1');
      let data = '';
      s.on('data', (d) => (data += d.toString()));
      s.on('end', () => resolve(data));
      s.on('error', reject);
    });
    expect(answer).toBe('pong');
  });

  it('then 100 jobs back to back all succeed', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => run('python', `print(${i} * 2)`)));
    expect(results.map((r) => r.output)).toEqual(Array.from({ length: 100 }, (_, i) => `${i * 2}\n`));
    expect(results.every((r) => r.status === 'ok')).toBe(true);
  }, 60_000);
});
