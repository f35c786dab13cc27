/**
 * Compiled programs kept by a hash of language, toolchain version and source, so re-running
 * unchanged C, C++, Java or C# code skips the compiler. Entries are directories renamed into place
 * whole (a reader never sees half an entry), owned by the runner, bound read-only into sandboxes.
 *
 * Copying the compiler's output out of the job directory, which the sandbox could write, never
 * follows a link: every file is opened with O_NOFOLLOW and must be a regular file with one link.
 */
import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

const MAX_FILES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

export function cacheKey(parts: string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(String(p.length)).update(':').update(p);
  return h.digest('hex');
}

export class CompileCache {
  constructor(readonly dir: string) {}

  async init() {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o755 });
  }

  entryDir(key: string) {
    return path.join(this.dir, key);
  }

  async has(key: string): Promise<boolean> {
    try {
      const st = await fs.lstat(this.entryDir(key));
      return st.isDirectory();
    } catch {
      return false;
    }
  }

  /** Copies the files under `outDir` (written by a sandbox) into the entry for `key`. */
  async store(key: string, outDir: string): Promise<void> {
    const staging = path.join(this.dir, `.staging-${randomUUID()}`);
    await fs.mkdir(staging, { mode: 0o755 });
    try {
      const budget = { files: 0, bytes: 0 };
      await copyTree(outDir, staging, budget);
      await fs.rename(staging, this.entryDir(key)).catch(async (error: NodeJS.ErrnoException) => {
        // Another worker stored the same program first: theirs is identical.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
        await fs.rm(staging, { recursive: true, force: true });
      });
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      throw error;
    }
  }
}

async function copyTree(from: string, to: string, budget: { files: number; bytes: number }) {
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (++budget.files > MAX_FILES) throw new Error('too many compiled files');
      await fs.mkdir(target, { mode: 0o755 });
      await copyTree(source, target, budget);
      continue;
    }
    if (!entry.isFile()) continue; // links, fifos, sockets and devices are ignored
    if (++budget.files > MAX_FILES) throw new Error('too many compiled files');
    const handle = await fs.open(source, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const st = await handle.stat();
      if (!st.isFile() || st.nlink !== 1) continue;
      budget.bytes += st.size;
      if (budget.bytes > MAX_BYTES) throw new Error('compiled program too large');
      const data = await handle.readFile();
      await fs.writeFile(target, data, { mode: st.mode & 0o111 ? 0o755 : 0o644, flag: 'wx' });
    } finally {
      await handle.close();
    }
  }
}
