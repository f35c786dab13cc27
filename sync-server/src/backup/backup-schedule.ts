/**
 * The server's optional daily backup (BACKUP_DAILY_AT, BACKUP_DIR, BACKUP_KEEP): at that time of
 * day (the server's local time) it makes an archive with `createBackup` and then deletes the oldest
 * archives beyond the count to keep. On PGlite this is the way to back up without stopping the
 * server: the copy is made by the one process that has the database open.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { backupFilePattern, type BackupResult } from './backup.js';

/** Milliseconds from `now` to the next `HH:MM` (local time), never 0: a backup just made is not made again. */
export function msUntilNext(dailyAt: string, now: Date): number {
  const [hours, minutes] = dailyAt.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Deletes the oldest backup archives in `dir` beyond `keep` (only files named as backups are counted); returns them. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await fs.readdir(dir)).filter((name) => backupFilePattern.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old.map((name) => path.join(dir, name));
}

export interface DailyBackupOptions {
  dailyAt: string;
  keep: number;
  dir: string;
  backup: () => Promise<BackupResult>;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
  now?: () => Date;
}

/** Starts the daily timer; `stop()` cancels it and waits for a backup in progress. */
export function startDailyBackups({ dailyAt, keep, dir, backup, log, now = () => new Date() }: DailyBackupOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = runOnce().finally(schedule);
      },
      msUntilNext(dailyAt, now()),
    );
    timer.unref();
  };
  const runOnce = async () => {
    const started = Date.now();
    try {
      const { file, manifest } = await backup();
      const deleted = await pruneBackups(dir, keep);
      log.info(
        { file: path.basename(file), files: manifest.files.length, ms: Date.now() - started, deleted: deleted.length },
        'daily backup made',
      );
    } catch (error) {
      log.error({ err: error }, 'daily backup failed');
    }
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
