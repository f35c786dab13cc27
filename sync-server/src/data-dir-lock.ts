/**
 * `DATA_DIR/server.pid`: the process id of the server running on this data folder, written as it
 * starts and removed as it stops. PGlite is one process's database and does not lock its folder,
 * so `pnpm backup` and `pnpm restore` read this to refuse to open it under a running server.
 */
import fs from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function writeServerLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), `${process.pid}\n`);
  return () => {
    // Only our own: a second server started on the folder meanwhile has written its pid.
    if (runningServer(dataDir) === process.pid) fs.rmSync(lockFile(dataDir), { force: true });
  };
}

/** The pid of a live server on this data folder, or null (none, or one that died without removing its file). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
