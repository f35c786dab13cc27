/**
 * Simulated devices for the engine tests: the PWA's real sync engine and store (Dexie on
 * fake-indexeddb) over an unreliable network to a `ServerUnderTest`, and the checks that end a run:
 * every write reached the server exactly once (lost and duplicated counts), and every device holds
 * exactly what the server shows its account.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { syncCollections, type SyncRow } from '@institute/shared-schema';
import { AppDatabase } from '../../../pwa/src/data/db.js';
import { discardRejected, SyncEngine, SyncError } from '../../../pwa/src/sync/sync-engine.js';
import type { App } from '../../src/app.js';
import { Device, type SignedInAccount } from '../sync-helpers.js';
import type { ServerUnderTest } from './server-under-test.js';

/** mulberry32: a small seeded generator, so a failure can be replayed with its seed. */
export function generator(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A write a device queued, and the text that marks its effect's row (testimonials, messages). */
export interface QueuedWrite {
  id: string;
  name: string;
  marker?: string;
}

export interface SimDevice {
  name: string;
  account: SignedInAccount;
  db: AppDatabase;
  engine: SyncEngine;
  offline: boolean;
  queued: QueuedWrite[];
  /** Called as each push request reaches the server. */
  onPush?: () => void;
  /** Called with each answer the device receives. */
  onAnswer?: (path: string, res: Response) => void;
}

export interface Faults {
  /** A request lost before the server, an answer lost after it, a 503. */
  lostRequest: number;
  lostAnswer: number;
  busy: number;
}

export const noFaults: Faults = { lostRequest: 0, lostAnswer: 0, busy: 0 };

/** A device on a network with these faults (drawn from `random`), offline when `device.offline`. */
export function simulatedDevice(
  server: ServerUnderTest,
  name: string,
  account: SignedInAccount,
  random: () => number,
  faults: Faults,
): SimDevice {
  const db = new AppDatabase(`sim-${name}-${randomUUID()}`);
  const device: SimDevice = { name, account, db, offline: false, queued: [], engine: null as unknown as SyncEngine };
  const request = async (path: string, init?: RequestInit): Promise<Response> => {
    if (device.offline || random() < faults.lostRequest) throw new TypeError('Failed to fetch');
    if (random() < faults.busy) return new Response(JSON.stringify({ message: 'busy' }), { status: 503, headers: { 'retry-after': '1' } });
    const answer = server.fetch(account, path, init); // the request is at the server from here
    if (path.startsWith('/api/sync/push')) device.onPush?.();
    const res = await answer;
    if (random() < faults.lostAnswer) throw new TypeError('Failed to fetch'); // committed, but the answer never arrives
    device.onAnswer?.(path, res.clone());
    return res;
  };
  device.engine = new SyncEngine(db, request, () => account.id);
  return device;
}

/** One sync; a failure the engine reports (offline, busy, server) is counted, anything else thrown. */
export async function trySync(d: SimDevice, outcomes: { syncs: number; failedSyncs: number }) {
  try {
    await d.engine.sync();
    outcomes.syncs += 1;
  } catch (e) {
    if (!(e instanceof SyncError)) throw e;
    outcomes.failedSyncs += 1;
  }
}

/**
 * The network comes back for good: each device syncs, discards what was refused (each refusal has
 * a message), and syncs again. Returns the number of refused writes.
 */
export async function settleAll(server: ServerUnderTest, devices: SimDevice[]): Promise<number> {
  const calm = async (d: SimDevice) => {
    d.offline = false;
    await new SyncEngine(
      d.db,
      (path, init) => server.fetch(d.account, path, init),
      () => d.account.id,
    ).sync();
  };
  for (const d of devices) await calm(d);
  let rejected = 0;
  for (const d of devices) {
    const refused = await d.db.outbox.where('status').equals('rejected').toArray();
    rejected += refused.length;
    for (const e of refused) {
      expect(e.message, `rejected ${e.name} has a message`).toBeTruthy();
      await discardRejected(d.db, e.id);
    }
  }
  for (const d of devices) await calm(d);
  for (const d of devices) expect(await d.db.outbox.count(), `${d.name} outbox empty`).toBe(0);
  return rejected;
}

/**
 * Lost and duplicated writes (`pruned`: outcomes read before housekeeping deleted their records).
 * Lost: a queued write the server has no outcome for, or an applied
 * one whose row is missing. Duplicated: a row of the same write beyond the first, or a row of a
 * write that was not applied. Rows are found by the marker text each write carries.
 */
export async function countLostAndDuplicated(server: ServerUnderTest, queued: QueuedWrite[], pruned = new Map<string, string>()) {
  const recorded = await server.db.selectFrom('sync_mutations').select(['mutation_id', 'status']).execute();
  // Outcomes read before housekeeping deleted their records (`pruned`), then the records there are now.
  const byId = new Map([...pruned, ...recorded.map((r) => [r.mutation_id, r.status] as const)]);
  const rows = new Map<string, number>();
  const add = (marker: string) => rows.set(marker, (rows.get(marker) ?? 0) + 1);
  for (const r of await server.db.selectFrom('testimonials').select('text').execute()) add(r.text);
  for (const r of await server.db.selectFrom('contact_messages').select('message').execute()) add(r.message);
  let lost = 0;
  let duplicated = 0;
  const markers = new Set<string>();
  for (const q of queued) {
    const status = byId.get(q.id);
    if (!status) lost += 1;
    if (!q.marker) continue;
    markers.add(q.marker);
    const n = rows.get(q.marker) ?? 0;
    if (status === 'applied' && n === 0) lost += 1;
    duplicated += status === 'applied' ? Math.max(0, n - 1) : n;
  }
  for (const [marker, n] of rows) if (marker.startsWith('sim:') && !markers.has(marker)) duplicated += n;
  // More outcomes than writes would be a write recorded twice (the unique index forbids it).
  duplicated += Math.max(0, recorded.length - new Set(recorded.map((r) => r.mutation_id)).size);
  return { lost, duplicated, recorded: recorded.length };
}

const strip = (rows: SyncRow[]) => rows.map(({ bucket: _b, ...r }) => r).sort((a, b) => String(a.id).localeCompare(String(b.id)));

/** The device's store, bucket by bucket and collection by collection, equals a fresh pull of its account. */
export async function expectStoreEqualsServer(app: App, d: SimDevice) {
  const truth = new Device(app, d.account);
  await truth.pull();
  const buckets = Object.keys(truth.cursors).sort();
  expect((await d.db.cursors.toArray()).map((c) => c.bucket).sort(), `${d.name} buckets`).toEqual(buckets);
  for (const bucket of buckets) {
    const kind = bucket.split(':')[0] as keyof typeof syncCollections;
    for (const name of syncCollections[kind]) {
      const local = await d.db.collection(name).where('bucket').equals(bucket).toArray();
      expect(strip(local), `${d.name} ${bucket} ${name}`).toEqual(strip(truth.rows(bucket, name)));
    }
  }
}

/** Two devices of one account hold the same rows in every bucket. */
export async function expectSameStores(a: SimDevice, b: SimDevice) {
  const buckets = (await a.db.cursors.toArray()).map((c) => c.bucket).sort();
  expect((await b.db.cursors.toArray()).map((c) => c.bucket).sort(), `${a.name} and ${b.name} buckets`).toEqual(buckets);
  for (const bucket of buckets) {
    const kind = bucket.split(':')[0] as keyof typeof syncCollections;
    for (const name of syncCollections[kind]) {
      const [x, y] = await Promise.all([a, b].map((d) => d.db.collection(name).where('bucket').equals(bucket).toArray()));
      expect(strip(y!), `${a.name} and ${b.name}: ${bucket} ${name}`).toEqual(strip(x!));
    }
  }
}
