/**
 * The device side of sync (DESIGN.md "Sync protocol"): one cycle uploads waiting blobs, pushes
 * the outbox in order, pulls every bucket until the server has nothing more (what pages show
 * first, the quiz bank after: `pullStages`), then settles the acknowledged writes. It touches no
 * window or navigator (the scheduler in sync-runtime.ts does): in the browser it runs in a Web
 * Worker (sync.worker.ts), and tests drive it in Node against a real server.
 *
 * Local writes are protected: a pulled row whose key has a pending or rejected write goes to
 * `shadows` (the server's last word) instead of the table; an acknowledged write drops its
 * shadows (the next pull brings the server's row, its txid having changed), and a discarded
 * rejected write puts its shadows back.
 */
import {
  bucketKind,
  firstPullKinds,
  isSharedBucket,
  syncCollections,
  syncLimits,
  syncSchemaVersion,
  uploadPathOf,
  type PullResponse,
  type PushResponse,
  type SyncCollection,
  type SyncRow,
} from '@institute/shared-schema';
import { primaryKeyOf, primaryKeyValue, type AppDatabase, type OutboxRow, type Synced } from '../data/db';

/** A fetch that attaches the session's token (and renews it once on 401). */
export type SyncRequest = (path: string, init?: RequestInit) => Promise<Response>;

export type SyncFailure = 'offline' | 'busy' | 'server' | 'signed-out' | 'outdated';

export class SyncError extends Error {
  constructor(
    readonly reason: SyncFailure,
    readonly retryAfterMs?: number,
  ) {
    super(`sync failed: ${reason}`);
    this.name = 'SyncError';
  }
}

/**
 * The parts of the offline copy, in the order a device fills them: what pages show (the user's
 * data, their courses, the catalogue), then the quiz bank. Each stage pulls until the server has no
 * more; when it completes, its time is kept under the meta key `offlineCopy`.
 */
export const pullStages = [
  { part: 'pages', only: firstPullKinds },
  { part: 'quizBank', only: ['bank'] },
] as const;
export type OfflinePart = (typeof pullStages)[number]['part'];
export type OfflineCopy = Partial<Record<OfflinePart, string>>;

export interface ClientMeta {
  userId: string;
  clientId: string;
  nextSeq: number;
}

export const keyOf = (collection: SyncCollection, pk: unknown) => `${collection}/${String(pk)}`;
const collectionOfKey = (key: string) => key.slice(0, key.indexOf('/')) as SyncCollection;

/** A push's JSON in bytes: the route's body limit, less room for the envelope. */
const pushBudget = syncLimits.pushBodyBytes - 4096;
const sizeOf = (e: OutboxRow) => new TextEncoder().encode(JSON.stringify({ seq: e.seq, id: e.id, name: e.name, args: e.args })).length + 32;

export class SyncEngine {
  constructor(
    private readonly db: AppDatabase,
    private readonly request: SyncRequest,
    private readonly userId: () => string | null,
  ) {}

  /**
   * One full cycle. Throws SyncError when it could not finish; what was done stays done.
   * `pending` is the number of writes still waiting (blocked by a file not yet uploaded).
   */
  async sync(): Promise<{ pushed: number; pulledRows: number; pending: number }> {
    const user = this.userId();
    if (user) await this.ensureClient(user);
    let pushed = 0;
    if (user) {
      await this.uploadBlobs();
      pushed = await this.push();
    }
    let pulledRows = 0;
    for (const stage of pullStages) {
      pulledRows += await this.pull(user !== null, stage.only);
      await this.db.transaction('rw', this.db.meta, async () => {
        const copy = ((await this.db.meta.get('offlineCopy'))?.value ?? {}) as OfflineCopy;
        await this.db.meta.put({ key: 'offlineCopy', value: { ...copy, [stage.part]: new Date().toISOString() } });
      });
    }
    await this.settle();
    await this.db.meta.put({ key: 'lastSyncedAt', value: new Date().toISOString() });
    const pending = await this.db.outbox.where('status').equals('pending').count();
    return { pushed, pulledRows, pending };
  }

  /** The device's identity for this account; another account's data is cleared first. */
  async ensureClient(userId: string): Promise<ClientMeta> {
    return this.db.transaction('rw', this.db.tables, async () => {
      const current = (await this.db.meta.get('client'))?.value as ClientMeta | undefined;
      if (current?.userId === userId) return current;
      if (current) await clearAccountData(this.db, { keepMeta: true });
      const fresh: ClientMeta = { userId, clientId: crypto.randomUUID(), nextSeq: 1 };
      await this.db.meta.put({ key: 'client', value: fresh });
      return fresh;
    });
  }

  private async send(path: string, init?: RequestInit): Promise<Response> {
    let res: Response;
    try {
      res = await this.request(path, init);
    } catch {
      throw new SyncError('offline');
    }
    if (res.ok) return res;
    throw await failureOf(res);
  }

  private async uploadBlobs() {
    const waiting = await this.db.blobs.where('status').equals('pending').toArray();
    for (const b of waiting) {
      const form = new FormData();
      form.append('file', b.blob, b.name);
      let res: Response;
      try {
        res = await this.request(uploadPathOf(b.purpose, b.id), { method: 'PUT', body: form });
      } catch {
        throw new SyncError('offline');
      }
      if (res.ok) {
        await this.db.blobs.update(b.id, { status: 'uploaded' });
        continue;
      }
      // The file itself is refused (type, size, conflict): its write can never succeed; say why.
      if (res.status >= 400 && res.status < 500 && ![401, 408, 429].includes(res.status)) {
        const message = ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `Upload refused (${res.status})`;
        await this.db.transaction('rw', this.db.blobs, this.db.outbox, async () => {
          await this.db.blobs.update(b.id, { status: 'failed', message });
          await this.db.outbox
            .filter((e) => e.status === 'pending' && e.seq === undefined && e.blobIds.includes(b.id))
            .modify({ status: 'rejected', message });
        });
        continue;
      }
      throw await failureOf(res);
    }
  }

  /** Sends pending writes in order until none is left; returns how many were acknowledged. */
  private async push(): Promise<number> {
    let acknowledged = 0;
    for (let round = 0; round < 1000; round++) {
      const batch = await this.db.transaction('rw', this.db.outbox, this.db.blobs, this.db.meta, async () => {
        const client = (await this.db.meta.get('client'))!.value as ClientMeta;
        const uploaded = new Set((await this.db.blobs.where('status').equals('uploaded').primaryKeys()).map(String));
        // In order, stopping before the first write whose files are not up yet, and at the push's bounds.
        const send: OutboxRow[] = [];
        let blocked = false;
        let bytes = 0;
        await this.db.outbox
          .orderBy('order')
          .until(() => blocked || send.length >= syncLimits.pushMutations)
          .each((e) => {
            if (e.status !== 'pending') return;
            bytes += sizeOf(e);
            if (e.blobIds.every((id) => uploaded.has(id)) && (send.length === 0 || bytes <= pushBudget)) send.push(e);
            else blocked = true;
          });
        const numbered = send.filter((e) => e.seq === undefined);
        for (const e of numbered) e.seq = client.nextSeq++;
        await this.db.outbox.bulkPut(numbered);
        await this.db.meta.put({ key: 'client', value: client });
        return { clientId: client.clientId, entries: send };
      });
      if (batch.entries.length === 0) return acknowledged;

      const res = await this.send('/api/sync/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: batch.clientId,
          schemaVersion: syncSchemaVersion,
          mutations: batch.entries.map((e) => ({ seq: e.seq, id: e.id, name: e.name, args: e.args })),
        }),
      });
      const answer = (await res.json()) as PushResponse;
      acknowledged += answer.results.length;
      await this.db.transaction('rw', this.db.outbox, this.db.meta, async () => {
        const answered = new Map(answer.results.map((r) => [r.id, r]));
        const entries = await this.db.outbox
          .where('id')
          .anyOf([...answered.keys()])
          .toArray();
        const settled = entries.filter((e) => e.status === 'pending');
        for (const e of settled) {
          const r = answered.get(e.id)!;
          e.status = r.status;
          if (r.message) e.message = r.message;
        }
        await this.db.outbox.bulkPut(settled);
        if (answer.results.length < batch.entries.length) {
          // A gap or a number the server already used: renumber what is left after the server's last.
          const client = (await this.db.meta.get('client'))!.value as ClientMeta;
          let seq = answer.lastSeq + 1;
          await this.db.outbox
            .orderBy('order')
            .filter((e) => e.status === 'pending' && e.seq !== undefined)
            .modify((e) => {
              e.seq = seq++;
            });
          client.nextSeq = seq;
          await this.db.meta.put({ key: 'client', value: client });
        }
      });
      if (answer.results.length === 0 && round > 2) throw new SyncError('server');
    }
    return acknowledged;
  }

  /** Pulls the buckets of the given kinds until the server has no more of them. */
  private async pull(signedIn: boolean, only: readonly string[]): Promise<number> {
    let rows = 0;
    for (let page = 0; page < 10_000; page++) {
      const cursors = Object.fromEntries((await this.db.cursors.toArray()).map((c) => [c.bucket, c.cursor]));
      const sent = signedIn ? cursors : Object.fromEntries(Object.entries(cursors).filter(([b]) => isSharedBucket(b)));
      const query = `schemaVersion=${syncSchemaVersion}&cursors=${encodeURIComponent(JSON.stringify(sent))}&only=${only.join(',')}`;
      const res = await this.send(`/api/sync/pull?${query}`);
      const answer = (await res.json()) as PullResponse;
      rows += await this.apply(answer);
      if (!answer.hasMore) return rows;
    }
    throw new SyncError('server');
  }

  /** Applies one pull answer in one transaction; returns the number of rows it carried. */
  async apply(answer: PullResponse): Promise<number> {
    const db = this.db;
    let count = 0;
    await db.transaction('rw', db.tables, async () => {
      const guarded = await protectedKeys(db);
      const shadowsExist = (await db.shadows.count()) > 0;
      const now = new Date().toISOString();

      for (const b of answer.buckets) {
        const kind = bucketKind(b.bucket);
        if (b.removed || b.reset) await dropBucket(db, b.bucket, guarded);
        // A shared bucket arriving for the first time takes over its collections whole: rows an
        // earlier version kept under another bucket (the quiz bank was in `public`) go.
        else if (isSharedBucket(b.bucket) && !(await db.cursors.get(b.bucket)))
          for (const name of syncCollections[kind]) await db.syncedRows(name).where('bucket').notEqual(b.bucket).delete();
        if (b.removed) {
          await db.cursors.delete(b.bucket);
          continue;
        }
        for (const [name, change] of Object.entries(b.collections) as [SyncCollection, { put: SyncRow[]; del: string[] }][]) {
          if (!(syncCollections[kind] as readonly string[]).includes(name)) continue;
          const table = db.syncedRows(name);
          const pk = primaryKeyOf(name);
          count += change.put.length + change.del.length;

          for (const id of change.del) {
            const local = pk === 'id' ? await table.get(id) : await table.where('id').equals(id).first();
            const shadow = local ? null : await findShadowById(db, name, id);
            const key = local ? keyOf(name, primaryKeyValue(name, local)) : shadow?.key;
            if (!key) continue;
            if (guarded.has(key)) await db.shadows.put({ key, row: null });
            else {
              if (local) await table.delete(primaryKeyValue(name, local));
              if (shadowsExist) await db.shadows.delete(key);
            }
          }

          const live: Synced<SyncRow>[] = [];
          for (const row of change.put) {
            const key = keyOf(name, primaryKeyValue(name, row));
            const stored = { ...row, bucket: b.bucket };
            if (guarded.has(key)) await db.shadows.put({ key, row: stored });
            else live.push(stored);
          }
          if (pk !== 'id' && live.length) {
            // A row keyed by something else than its id (a bookmark by course) may replace a local one.
            await table.bulkDelete(live.map((r) => primaryKeyValue(name, r)));
          }
          await table.bulkPut(live);
          if (shadowsExist && live.length) await db.shadows.bulkDelete(live.map((r) => keyOf(name, primaryKeyValue(name, r))));
        }
        await db.cursors.put({ bucket: b.bucket, cursor: b.cursor, syncedAt: now });
      }
    });
    return count;
  }

  /** After a complete pull: acknowledged writes are done; their shadows are no longer needed. */
  private async settle() {
    const db = this.db;
    await db.transaction('rw', db.outbox, db.shadows, db.blobs, async () => {
      const done = await db.outbox.where('status').equals('applied').toArray();
      if (done.length === 0) return;
      await db.outbox.bulkDelete(done.map((e) => e.order!));
      const still = await protectedKeys(db);
      await db.shadows.bulkDelete(done.flatMap((e) => e.keys).filter((k) => !still.has(k)));
      await db.blobs.bulkDelete(done.flatMap((e) => e.blobIds));
    });
  }
}

/** The SyncError an unsuccessful answer means: 401 signed out, 409 schema outdated, 503/429 busy (with the server's Retry-After), else a server failure to retry. */
async function failureOf(res: Response): Promise<SyncError> {
  if (res.status === 401) return new SyncError('signed-out');
  if (res.status === 409) {
    const body = (await res.json().catch(() => null)) as { reset?: string } | null;
    if (body?.reset === 'schema') return new SyncError('outdated');
  }
  if (res.status === 503 || res.status === 429) {
    const seconds = Number(res.headers.get('retry-after'));
    return new SyncError('busy', Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined);
  }
  return new SyncError('server');
}

/** Keys of rows with writes the server has not taken yet (pending) or refused (rejected, shown to the user). */
export async function protectedKeys(db: AppDatabase): Promise<Set<string>> {
  const entries = await db.outbox.where('status').anyOf('pending', 'rejected').toArray();
  return new Set(entries.flatMap((e) => e.keys));
}

async function findShadowById(db: AppDatabase, collection: SyncCollection, id: string) {
  return db.shadows
    .where('key')
    .startsWith(`${collection}/`)
    .filter((s) => s.row?.id === id)
    .first();
}

/** Deletes a bucket's rows; protected rows stay, their shadow saying the server has none. */
async function dropBucket(db: AppDatabase, bucket: string, guarded: Set<string>) {
  for (const name of syncCollections[bucketKind(bucket)]) {
    const table = db.syncedRows(name);
    const keys = (await table.where('bucket').equals(bucket).toArray()).map((r) => primaryKeyValue(name, r));
    await table.bulkDelete(keys.filter((pk) => !guarded.has(keyOf(name, pk))));
    for (const pk of keys) if (guarded.has(keyOf(name, pk))) await db.shadows.put({ key: keyOf(name, pk), row: null });
  }
}

/** Everything of the signed-in account: its buckets, writes, files and device identity. Public data stays. */
export async function clearAccountData(db: AppDatabase, { keepMeta = false } = {}) {
  await db.transaction('rw', db.tables, async () => {
    for (const kind of ['user', 'course', 'admin'] as const) for (const name of syncCollections[kind]) await db.syncedRows(name).clear();
    await db.cursors.filter((c) => !isSharedBucket(c.bucket)).delete();
    await db.outbox.clear();
    await db.shadows.clear();
    await db.blobs.clear();
    if (!keepMeta) await db.meta.delete('client');
  });
}

/** A rejected write, given up: its rows go back to what the server last said. */
export async function discardRejected(db: AppDatabase, id: string) {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.where('id').equals(id).first();
    if (entry?.status !== 'rejected') return;
    await db.outbox.delete(entry.order!);
    const still = await protectedKeys(db);
    for (const key of entry.keys) {
      if (still.has(key)) continue;
      const shadow = await db.shadows.get(key);
      if (!shadow) continue;
      const name = collectionOfKey(key);
      const pkValue = key.slice(name.length + 1);
      if (shadow.row) await db.syncedRows(name).put(shadow.row);
      else await db.syncedRows(name).delete(pkValue);
      await db.shadows.delete(key);
    }
    await db.blobs.bulkDelete(entry.blobIds);
  });
}

/** A rejected write, tried again as a new write (new id and number), for example after fixing its cause. */
export async function retryRejected(db: AppDatabase, id: string) {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.where('id').equals(id).first();
    if (entry?.status !== 'rejected') return;
    await db.outbox.delete(entry.order!);
    const { order: _order, seq: _seq, message: _message, ...rest } = entry;
    await db.outbox.add({ ...rest, id: crypto.randomUUID(), status: 'pending' });
  });
}
