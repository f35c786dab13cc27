/**
 * Pull: for each bucket the user may see, the changes after the device's cursor, in pages.
 *
 * A bucket's changes form one stream ordered by (txid, collection, key), tombstones first at
 * equal txid so a delete-then-recreate in one transaction ends as the row. A cursor is the
 * watermark `w` (snapshot xmin of the pull that completed the bucket); while paging it also
 * carries the mark `m` to finish at and the last position `p`. All reads of one pull share a
 * repeatable-read snapshot. See docs/ARCHITECTURE.md "Sync".
 */
import type { Kysely } from 'kysely';
import { bucketKind, syncSchemaVersion, type PulledBucket, type SyncRow } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { collectionsOf, toClientRow } from './sync-collections.js';
import { changedRows, changedTombstones, enrolledCourseIds, prunedBefore, snapshotXmin, type StreamPosition } from './sync.repository.js';

interface Cursor {
  w: number;
  m?: number;
  p?: StreamPosition;
}

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    const okPos = c.p === undefined || (Array.isArray(c.p) && c.p.length === 3 && Number.isInteger(c.p[0]) && Number.isInteger(c.p[1]));
    return Number.isInteger(c.w) && c.w >= 0 && (c.m === undefined || Number.isInteger(c.m)) && okPos ? c : null;
  } catch {
    return null;
  }
}

export interface PullUser {
  sub: string;
  role: 'admin' | 'student';
}

/** The buckets a user may see, their own first so a first sync shows their data soonest. */
export async function bucketsOf(trx: Kysely<DB>, user: PullUser, publicOnly = false): Promise<string[]> {
  if (publicOnly) return ['public'];
  const courses = await enrolledCourseIds(trx, user.sub);
  return [`user:${user.sub}`, ...courses.map((id) => `course:${id}`), 'public', ...(user.role === 'admin' ? ['admin'] : [])];
}

interface Change {
  txid: number;
  index: number;
  key: string;
  collection: string;
  put?: SyncRow;
  del?: string;
}

async function readChanges(trx: Kysely<DB>, bucket: string, since: number, pos: StreamPosition | undefined, limit: number) {
  const kind = bucketKind(bucket);
  const scopeId = bucket.includes(':') ? bucket.slice(bucket.indexOf(':') + 1) : undefined;
  const specs = collectionsOf(kind);
  const changes: Change[] = [];

  // A device with nothing of this bucket has nothing to delete.
  if (since > 0) {
    for (const t of await changedTombstones(trx, { kind, scopeId, since, pos, limit })) {
      for (const spec of specs) {
        if (spec.table !== t.table_name || (spec.scope && t.old?.[spec.scope] !== scopeId)) continue;
        changes.push({ txid: t.txid, index: 0, key: String(t.seq).padStart(20, '0'), collection: spec.name, del: t.row_id });
      }
    }
  }
  for (const [i, spec] of specs.entries()) {
    const index = i + 1;
    const rows = await changedRows(trx, { table: spec.table, scope: spec.scope, scopeId, since, index, pos, limit });
    for (const row of rows) {
      const base = { txid: row.txid, index, key: row._key, collection: spec.name };
      if (!spec.visible || spec.visible(row)) changes.push({ ...base, put: toClientRow(spec, row) });
      else if (since > 0) changes.push({ ...base, del: row._key });
      else changes.push(base); // a position to move past, nothing to send
    }
  }
  changes.sort((a, b) => a.txid - b.txid || a.index - b.index || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return changes;
}

/** Keeps the last change of each id, grouped by collection. */
function group(changes: Change[]): PulledBucket['collections'] {
  const last = new Map<string, Change>();
  for (const c of changes) if (c.put || c.del) last.set(`${c.collection}\u0000${c.put?.id ?? c.del}`, c);
  const out: Record<string, { put: SyncRow[]; del: string[] }> = {};
  for (const c of last.values()) {
    const entry = (out[c.collection] ??= { put: [], del: [] });
    if (c.put) entry.put.push(c.put);
    else entry.del.push(c.del!);
  }
  return out;
}

/**
 * The `public` bucket is the same for everyone: a page of it read under one snapshot is kept
 * (as JSON) for the next device asking for the same page under the same snapshot, so a lab of
 * devices making their first pull together costs one read and one serialisation.
 */
const publicPages = new Map<string, { json: string; encoded: string; size: number; more: boolean }>();
const publicPagesKept = 8;

export interface PullOptions {
  /** Rows per answer, over all buckets. */
  pageRows?: number;
  /** A visitor: the public bucket only. */
  publicOnly?: boolean;
}

/** The pull answer as JSON text (buckets are serialised one by one, the public one from a cache). */
export async function pull(
  db: Kysely<DB>,
  user: PullUser,
  cursors: Record<string, string>,
  { pageRows = 3000, publicOnly = false }: PullOptions = {},
) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<string> => {
      const { xmin, snapshot } = await snapshotXmin(trx);
      const pruned = await prunedBefore(trx);
      const buckets = await bucketsOf(trx, user, publicOnly);
      const out: string[] = Object.keys(cursors)
        .filter((b) => !buckets.includes(b))
        .map((bucket) => JSON.stringify({ bucket, cursor: '', removed: true, collections: {} } satisfies PulledBucket));
      let budget = pageRows;
      let hasMore = false;

      for (const bucket of buckets) {
        if (budget <= 0) {
          hasMore = true;
          break;
        }
        const sent = cursors[bucket];
        let cursor = decodeCursor(sent);
        const reset = sent !== undefined && (cursor === null || (cursor.w > 0 && cursor.w < pruned));
        if (!cursor || reset) cursor = { w: 0 };

        const cacheKey = bucket === 'public' ? `${snapshot}|${encodeCursor(cursor)}|${budget}|${reset}` : null;
        let page = cacheKey ? publicPages.get(cacheKey) : undefined;
        if (!page) {
          const mark = cursor.m ?? xmin;
          const changes = await readChanges(trx, bucket, cursor.w, cursor.p, budget + 1);
          const more = changes.length > budget;
          const taken = changes.slice(0, budget);
          const last = taken.at(-1);
          const next: Cursor = more && last ? { w: cursor.w, m: mark, p: [last.txid, last.index, last.key] } : { w: mark };
          const encoded = encodeCursor(next);
          const body: PulledBucket = { bucket, cursor: encoded, ...(reset ? { reset: true } : {}), collections: group(taken) };
          page = { json: JSON.stringify(body), encoded, size: taken.length, more };
          if (cacheKey) {
            publicPages.set(cacheKey, page);
            if (publicPages.size > publicPagesKept) publicPages.delete(publicPages.keys().next().value!);
          }
        }
        budget -= page.size;
        if (page.more) hasMore = true;
        if (page.size === 0 && page.encoded === sent && !reset) continue; // nothing new: say nothing
        out.push(page.json);
      }
      return `{"schemaVersion":${syncSchemaVersion},"buckets":[${out.join(',')}],"hasMore":${hasMore}}`;
    });
}
