/**
 * A tiny subreaper between the runner and bwrap. bwrap's outer process exits as soon as it has
 * read the program's exit code, a moment before its child (the pid namespace's init) exits; that
 * child is then reparented to the machine's pid 1, which on this host reaps late, and the zombies
 * count against RLIMIT_NPROC until later jobs fail to fork. Node cannot become a subreaper
 * (PR_SET_CHILD_SUBREAPER), so this helper does: it runs the rest of the chain as its child,
 * reaps every descendant that is reparented to it, and exits with the chain's status.
 * It writes that status to a pipe (its first argument names the fd) the moment bwrap's outer
 * process exits, so the runner need not wait for the namespaces' teardown (measured: about 16 ms
 * on a loaded 2-core machine) before answering.
 * It is compiled once with the machine's C compiler; without one, the sandbox falls back to
 * `--as-pid-1` (no zombies, but the program then has init's signal semantics).
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
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
static volatile pid_t child = 0;
static void on_parent_death(int sig) { (void)sig; if (child > 0) kill(child, SIGKILL); }
int main(int argc, char **argv) {
  if (argc < 3) return 125;
  int status_fd = atoi(argv[1]);
  if (fcntl(status_fd, F_SETFD, FD_CLOEXEC) != 0) { perror("runner-launch: setup failed: status fd"); return 125; }
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) { perror("runner-launch: setup failed: prctl"); return 125; }
  /* A runner that dies mid-job (SIGKILL, OOM) takes its sandboxes with it. */
  signal(SIGTERM, on_parent_death);
  if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() == 1) return 125;
  child = fork();
  if (child < 0) { perror("runner-launch: setup failed: fork"); return 125; }
  if (child == 0) { execv(argv[2], argv + 2); perror("runner-launch: setup failed: exec"); _exit(125); }
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
    await promisify(execFile)('/usr/bin/gcc', ['-O2', '-o', tmp, src]);
    await fs.rename(tmp, binary);
    return binary;
  } catch {
    return null;
  } finally {
    await fs.rm(src, { force: true });
    await fs.rm(tmp, { force: true });
  }
}
