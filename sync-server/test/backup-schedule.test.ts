/**
 * The server's daily backup: the time to the next run, the retention that deletes the oldest
 * archives beyond the count (and nothing else), and a scheduled run that writes a real archive.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, createBackup } from '../src/backup/backup.js';
import { msUntilNext, pruneBackups, startDailyBackups } from '../src/backup/backup-schedule.js';
import { readArchive } from '../src/backup/backup-archive.js';
import { createTestDatabase, testDatabaseKind } from './test-database.js';

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'institute-backup-schedule-'));
afterAll(() => fs.rm(work, { recursive: true, force: true }));

describe('the time to the next daily backup', () => {
  const at = (h: number, m: number, s = 0) => new Date(2026, 10, 27, h, m, s);
  it('is later today before the time, tomorrow at or after it', () => {
    expect(msUntilNext('02:30', at(1, 0))).toBe(90 * 60_000);
    expect(msUntilNext('02:30', at(2, 30))).toBe(24 * 3600_000);
    expect(msUntilNext('02:30', at(2, 30, 1))).toBe(24 * 3600_000 - 1000);
    expect(msUntilNext('00:00', at(23, 59))).toBe(60_000);
  });
});

describe('retention', () => {
  it('deletes the oldest archives beyond the count, and no other file', async () => {
    const dir = path.join(work, 'retention');
    await fs.mkdir(dir);
    const names = [1, 2, 3, 4, 5].map((day) => backupFileName(new Date(Date.UTC(2026, 10, day, 2, 30))));
    for (const name of [...names].reverse()) await fs.writeFile(path.join(dir, name), name);
    await fs.writeFile(path.join(dir, 'notes.txt'), 'mine');
    await fs.writeFile(path.join(dir, `${names[0]}.partial`), 'half');
    const deleted = await pruneBackups(dir, 2);
    expect(deleted.map((p) => path.basename(p))).toEqual(names.slice(0, 3));
    expect((await fs.readdir(dir)).sort()).toEqual([...names.slice(3), 'notes.txt', `${names[0]}.partial`].sort());
  });
});

describe(`a scheduled backup on ${testDatabaseKind}`, () => {
  it('runs at its time, writes an archive of the database and prunes to the count', async () => {
    const t = await createTestDatabase();
    const dataDir = path.join(work, 'data');
    const dir = path.join(work, 'daily');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, backupFileName(new Date(Date.UTC(2020, 0, 1)))), 'an old one');
    const target = t.url ? ({ kind: 'postgres', url: t.url } as const) : ({ kind: 'pglite', dataDir: null } as const);
    const logged: string[] = [];
    // "Now" is first a moment before the time of day, so the timer fires at once; then a minute
    // after it, so the next run is a day away.
    const soon = new Date(Date.now() + 50);
    const dailyAt = `${String(soon.getHours()).padStart(2, '0')}:${String(soon.getMinutes()).padStart(2, '0')}`;
    const before = new Date(new Date(soon).setSeconds(0, 0) - 50);
    let calls = 0;
    const now = () => (calls++ === 0 ? before : new Date(before.getTime() + 60_000));
    const schedule = startDailyBackups({
      dailyAt,
      keep: 1,
      dir,
      now,
      backup: () => createBackup({ target, database: t, dataDir, outDir: dir }),
      log: { info: (_o, m) => logged.push(m), error: (o, m) => logged.push(`${m}: ${String((o as { err: Error }).err)}`) },
    });
    try {
      await expect.poll(() => logged, { timeout: 60_000 }).toContain('daily backup made');
      const archives = await fs.readdir(dir);
      expect(archives).toHaveLength(1);
      expect(archives[0]).not.toContain('2020');
      const manifest = await readArchive(path.join(dir, archives[0]!), await fs.mkdtemp(path.join(work, 'read-')));
      expect(manifest.database.kind).toBe(testDatabaseKind);
    } finally {
      await schedule.stop();
      await t.close();
    }
    expect(calls).toBe(2);
  }, 90_000);
});
