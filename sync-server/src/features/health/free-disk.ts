import fs from 'node:fs/promises';
import path from 'node:path';

/** Bytes an unprivileged process may still write on the disk holding `dir` (its nearest existing folder). */
export async function freeDiskBytes(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await fs.statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}
