/**
 * bubblewrap's arguments for a run or a compile: every namespace unshared (no network, no view of
 * other processes), a new user namespace that cannot create more (`--disable-userns`), only /usr
 * and the toolchain's own configuration visible, read-only; an empty root remounted read-only; a
 * size-limited tmpfs as the work directory (and /tmp) or, for a compile, the job's host directory;
 * the seccomp filter (seccomp.ts) read from a file descriptor the launcher hands on.
 */
import { existsSync } from 'node:fs';

export interface BwrapOptions {
  /** Host paths visible read-only at the same place (toolchain configuration). */
  readOnly: string[];
  /** `tmpfs`: a fresh tmpfs of this size at /work; `bind`: this host directory at /work. */
  work: { kind: 'tmpfs'; sizeBytes: number } | { kind: 'bind'; hostDir: string };
  /** The program at /app: a host directory bound read-only, or one file read from fd 3. */
  app?: { kind: 'dir'; hostDir: string } | { kind: 'fd3'; name: string };
  env: Record<string, string>;
  asPid1?: boolean;
  /** The file descriptor holding the seccomp filter (`--seccomp`), when there is one. */
  seccompFd?: number;
}

const baseEnv = { PATH: '/usr/bin:/bin', HOME: '/work', LANG: 'C.UTF-8', TMPDIR: '/work' };

export function bwrapArgs(options: BwrapOptions): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    // Without the reaper helper (no C compiler), the program itself is the namespace's init, so
    // no bwrap process outlives its parent (see reaper.ts).
    ...(options.asPid1 ? ['--as-pid-1'] : []),
    '--new-session',
    '--hostname',
    'sandbox',
    '--ro-bind',
    '/usr',
    '/usr',
    // Debian 12 merges /bin, /lib and /lib64 into /usr: the same symlinks inside.
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/sbin',
    '/sbin',
  ];
  if (existsSync('/etc/ld.so.cache')) args.push('--ro-bind', '/etc/ld.so.cache', '/etc/ld.so.cache');
  for (const p of options.readOnly) if (existsSync(p)) args.push('--ro-bind', p, p);
  args.push('--proc', '/proc', '--dev', '/dev');
  if (options.work.kind === 'tmpfs') args.push('--size', String(options.work.sizeBytes), '--tmpfs', '/work');
  else args.push('--bind', options.work.hostDir, '/work');
  args.push('--symlink', '/work', '/tmp');
  if (options.app?.kind === 'dir') args.push('--ro-bind', options.app.hostDir, '/app');
  else if (options.app?.kind === 'fd3') args.push('--ro-bind-data', '3', `/app/${options.app.name}`);
  args.push('--chdir', '/work', '--clearenv');
  for (const [k, v] of Object.entries({ ...baseEnv, ...options.env })) args.push('--setenv', k, v);
  // The root and the private /dev are read-only too (device nodes stay usable).
  args.push('--remount-ro', '/', '--remount-ro', '/dev');
  if (options.seccompFd !== undefined) args.push('--seccomp', String(options.seccompFd));
  return args;
}
