/**
 * The launcher of every run when a C compiler is present: a tiny helper, started ahead of its run.
 *
 * 1. Started as root by the runner (`startLauncher` in launch.ts) for the run it will carry, it
 *    joins that run's cgroups and then waits, doing nothing, until the runner sends the job on a
 *    pipe. Joining a cgroup (v1 here, v2 alike) takes the kernel's cgroup threadgroup lock for
 *    writing, which waits for an RCU grace period whenever no other join happened in the last few
 *    milliseconds: measured 10–14 ms per run on this 2-core VM, more than the program itself for C.
 *    The runner starts the next run's launcher as soon as the last one is done, so that wait falls
 *    between runs instead of inside one.
 * 2. The job is NUL-separated: the rlimits (CPU seconds, address space, processes, file size and
 *    open files), whether fd 3 carries data for bwrap, then the argv of the rest of the chain
 *    (setpriv, env -i, bwrap, the program). No shell ever sees it. The helper forks; the child sets
 *    the rlimits (soft and hard, no core files), closes fd 3 unless it is used, and execs the chain.
 * 3. It is a subreaper (PR_SET_CHILD_SUBREAPER). bwrap's outer process exits as soon as it has read
 *    the program's exit code, a moment before its child (the pid namespace's init) exits; that child
 *    would be reparented to the machine's pid 1, which on this host reaps late, and the zombies count
 *    against RLIMIT_NPROC until later jobs fail to fork. Node cannot become a subreaper, so this
 *    helper reaps every descendant reparented to it and exits with the chain's status. It writes
 *    that status to a pipe the moment bwrap's outer process exits, so the runner need not wait for
 *    the namespaces' teardown (about 16 ms on a loaded 2-core machine) before answering.
 *
 * Arguments: the status fd, the job fd, then the `cgroup.procs` files to join. A launcher whose
 * runner goes away (the job pipe closes empty, or PR_SET_PDEATHSIG) exits without running anything.
 * It is compiled once with the machine's C compiler; without one, the sandbox falls back to a
 * `/bin/sh` launcher started per run and `--as-pid-1` (no zombies, but the program then has init's
 * signal semantics).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const source = `
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#define MAX_JOB (256 * 1024)
#define MAX_FIELDS 4096
static volatile pid_t child = 0;
static char job[MAX_JOB];
static char *fields[MAX_FIELDS + 1];
static void on_parent_death(int sig) { (void)sig; if (child > 0) kill(child, SIGKILL); else _exit(125); }
static int fail(const char *what) { fprintf(stderr, "runner-launch: setup failed: %s: %s\\n", what, strerror(errno)); return 125; }
static int number(const char *s, rlim_t *out) {
  char *end; errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || end == s || *end || s[0] == '-') return -1;
  *out = (rlim_t)v; return 0;
}
static int limit(int resource, rlim_t value) { struct rlimit r = { value, value }; return setrlimit(resource, &r); }
int main(int argc, char **argv) {
  if (argc < 3) return 125;
  int status_fd = atoi(argv[1]), job_fd = atoi(argv[2]);
  if (fcntl(status_fd, F_SETFD, FD_CLOEXEC) != 0 || fcntl(job_fd, F_SETFD, FD_CLOEXEC) != 0) return fail("fds");
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) return fail("prctl");
  /* A runner that dies (SIGKILL, OOM) takes its sandboxes, and its waiting launchers, with it. */
  signal(SIGTERM, on_parent_death);
  if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() == 1) return 125;
  char pid[32];
  int pid_len = snprintf(pid, sizeof pid, "%d\\n", (int)getpid());
  for (int i = 3; i < argc; i++) {
    int fd = open(argv[i], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, pid_len) != pid_len) return fail(argv[i]);
    close(fd);
  }
  size_t len = 0;
  for (;;) {
    ssize_t n = read(job_fd, job + len, sizeof job - len);
    if (n < 0) { if (errno == EINTR) continue; return fail("job"); }
    if (n == 0) break;
    len += (size_t)n;
    if (len == sizeof job) { errno = E2BIG; return fail("job"); }
  }
  close(job_fd);
  if (len == 0) return 125; /* closed without a job */
  if (job[len - 1] != 0) { errno = EINVAL; return fail("job"); }
  int count = 0;
  for (size_t at = 0; at < len; at += strlen(job + at) + 1) {
    if (count == MAX_FIELDS) { errno = E2BIG; return fail("job"); }
    fields[count++] = job + at;
  }
  fields[count] = NULL;
  rlim_t cpu, as, nproc, fsize, nofile, keep_fd3;
  if (count < 7 || number(fields[0], &cpu) || number(fields[1], &as) || number(fields[2], &nproc) || number(fields[3], &fsize) ||
      number(fields[4], &nofile) || number(fields[5], &keep_fd3)) { errno = EINVAL; return fail("job"); }
  child = fork();
  if (child < 0) return fail("fork");
  if (child == 0) {
    if (limit(RLIMIT_CPU, cpu) || limit(RLIMIT_AS, as) || limit(RLIMIT_NPROC, nproc) || limit(RLIMIT_FSIZE, fsize) ||
        limit(RLIMIT_NOFILE, nofile) || limit(RLIMIT_CORE, 0)) _exit(fail("rlimits"));
    if (!keep_fd3) close(3);
    execv(fields[6], fields + 6);
    _exit(fail("exec"));
  }
  /* The program's output ends when the program's side closes it, not when this helper exits. */
  for (int fd = 0; fd <= 3; fd++) close(fd);
  int status = 0, result = 125;
  for (;;) {
    pid_t p = wait(&status);
    if (p < 0) { if (errno == EINTR) continue; break; }
    if (p == child) {
      result = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      /* Report at once: the namespaces' teardown below can take longer than the program did. */
      dprintf(status_fd, "%d\\n", result);
      close(status_fd);
    }
  }
  return result;
}
`;

/** The helper's path, compiling it when needed; null when there is no C compiler. */
export async function ensureReaper(dir: string): Promise<string | null> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const binary = path.join(dir, `runner-reaper-${hash}`);
  if (existsSync(binary)) return binary;
  if (!existsSync('/usr/bin/gcc')) return null;
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  const src = `${binary}.${process.pid}.c`;
  const tmp = `${binary}.${process.pid}.tmp`;
  await fs.writeFile(src, source);
  try {
    await promisify(execFile)('/usr/bin/gcc', ['-O2', '-Wall', '-Werror', '-o', tmp, src]);
    await fs.rename(tmp, binary);
    return binary;
  } catch {
    return null;
  } finally {
    await fs.rm(src, { force: true });
    await fs.rm(tmp, { force: true });
  }
}
