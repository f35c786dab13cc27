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
import {
  bucketKind,
  isSharedBucket,
  sharedBuckets,
  syncSchemaVersion,
  type BucketKind,
  type PulledBucket,
  type SyncRow,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { collectionsOf, toClientRow } from './sync-collections.js';
import { EncodedBody } from './encoded-body.js';
import {
  changedRows,
  changedTombstones,
  enrolledCourseIds,
  prunedBefore,
  snapshotXmin,
  streamsChangedSince,
  type StreamPosition,
} from './sync.repository.js';

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
    // Transaction ids are `bigint`s below 2^53 in practice: a number past that (1e20) is no cursor of
    // ours and would overflow the query's parameter, so it is unreadable (a reset), like any forgery.
    const whole = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
    const okPos =
      c.p === undefined ||
      (Array.isArray(c.p) &&
        c.p.length === 3 &&
        whole(c.p[0]) &&
        whole(c.p[1]) &&
        typeof c.p[2] === 'string' &&
        c.p[2].length <= 200 &&
        !c.p[2].includes('\u0000'));
    return whole(c.w) && (c.m === undefined || whole(c.m)) && okPos ? c : null;
  } catch {
    return null;
  }
}

export interface PullUser {
  sub: string;
  role: 'admin' | 'student';
}

/** The buckets a user may see, their own first so a first sync shows their data soonest, the quiz bank last. */
export async function bucketsOf(trx: Kysely<DB>, user: PullUser, publicOnly = false): Promise<string[]> {
  if (publicOnly) return [...sharedBuckets];
  const courses = await enrolledCourseIds(trx, user.sub);
  return [`user:${user.sub}`, ...courses.map((id) => `course:${id}`), 'public', ...(user.role === 'admin' ? ['admin'] : []), 'bank'];
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
  // A device that has the bucket asks first which streams moved (an up-to-date pull: none).
  const moved = since > 0 ? await streamsChangedSince(trx, { specs, scopeId, since }) : null;

  // A device with nothing of this bucket has nothing to delete.
  if (since > 0 && moved!.has(0)) {
    for (const t of await changedTombstones(trx, { kind, scopeId, since, pos, limit })) {
      for (const spec of specs) {
        if (spec.table !== t.table_name || (spec.scope && t.old?.[spec.scope] !== scopeId)) continue;
        changes.push({ txid: t.txid, index: 0, key: String(t.seq).padStart(20, '0'), collection: spec.name, del: t.row_id });
      }
    }
  }
  for (const [i, spec] of specs.entries()) {
    const index = i + 1;
    if (moved && !moved.has(index)) continue;
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
 * The shared buckets (`public`, `bank`) are the same for everyone: a page of one read under one snapshot is kept for
 * the next device asking for the same page under the same snapshot (two snapshots with the same
 * text see the same rows), so a lab of devices making their first pull together costs one read and
 * one serialisation. The page's JSON is made inside a visitor's whole answer, which is kept with
 * its compressed forms (encoded-body.ts): every visitor after the first is sent the same bytes. A
 * page being read is kept as a promise, so devices arriving meanwhile wait for it instead of
 * reading it again (on PostgreSQL they run side by side).
 */
interface PublicPage extends Page {
  /** A visitor's whole answer when this page is all of it; `json` is a view into its bytes. */
  visitor: EncodedBody;
}

interface Page {
  /** The bucket's JSON. */
  json: Buffer;
  /** The cursor it ends at. */
  encoded: string;
  /** Changes it took from the budget. */
  size: number;
  more: boolean;
}

/**
 * The pages kept, per database (two databases can have snapshots of the same text), all of one
 * snapshot: the newest seen, as an older one will not be taken again. Of two snapshots, the newer
 * has the higher xmax or, at the same xmax, fewer transactions running.
 */
interface Kept {
  snapshot: string;
  xmax: number;
  running: number;
  pages: Map<string, Promise<PublicPage>>;
}
const keptPages = new WeakMap<Kysely<DB>, Kept>();
const publicPagesKept = 8;

async function keptPublicPage(db: Kysely<DB>, snapshot: string, key: string, read: () => Promise<PublicPage>): Promise<PublicPage> {
  let kept = keptPages.get(db);
  if (kept?.snapshot !== snapshot) {
    const [, xmaxText = '0', runningText = ''] = snapshot.split(':');
    const xmax = Number(xmaxText);
    const running = runningText ? runningText.split(',').length : 0;
    if (kept && !(xmax > kept.xmax || (xmax === kept.xmax && running < kept.running))) return read();
    kept = { snapshot, xmax, running, pages: new Map() };
    keptPages.set(db, kept);
  }
  const pages = kept.pages;
  const waiting = pages.get(key);
  if (waiting) {
    const page = await waiting.catch(() => undefined);
    if (page) return page;
  }
  const reading = read();
  pages.set(key, reading);
  if (pages.size > publicPagesKept) pages.delete(pages.keys().next().value!);
  reading.catch(() => pages.get(key) === reading && pages.delete(key));
  return reading;
}

const answerStart = Buffer.from(`{"schemaVersion":${syncSchemaVersion},"buckets":[`);
const comma = Buffer.from(',');
const answerEnd = (hasMore: boolean) => Buffer.from(`],"hasMore":${hasMore}}`);

export interface PullOptions {
  /** Rows per answer, over all buckets. */
  pageRows?: number;
  /** A visitor: the shared buckets only. */
  publicOnly?: boolean;
  /** The bucket kinds to pull now; the others are left for a later pull (their cursors untouched). */
  only?: readonly BucketKind[];
}

/**
 * The pull answer as JSON bytes (buckets are serialised one by one, the public one from a cache;
 * a visitor's answer of a kept public page is the kept answer itself).
 */
export async function pull(
  db: Kysely<DB>,
  user: PullUser,
  cursors: Record<string, string>,
  { pageRows = 3000, publicOnly = false, only }: PullOptions = {},
): Promise<EncodedBody> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<EncodedBody> => {
      const { xmin, snapshot } = await snapshotXmin(trx);
      const pruned = await prunedBefore(trx);
      const visible = await bucketsOf(trx, user, publicOnly);
      const buckets = only ? visible.filter((b) => only.includes(bucketKind(b))) : visible;
      const out: Buffer[] = Object.keys(cursors)
        .filter((b) => !visible.includes(b))
        .map((bucket) => Buffer.from(JSON.stringify({ bucket, cursor: '', removed: true, collections: {} } satisfies PulledBucket)));
      let budget = pageRows;
      let hasMore = false;
      const sharedPages: PublicPage[] = [];

      for (const bucket of buckets) {
        if (budget <= 0) {
          hasMore = true;
          break;
        }
        const sent = cursors[bucket];
        let cursor = decodeCursor(sent);
        const reset = sent !== undefined && (cursor === null || (cursor.w > 0 && cursor.w < pruned));
        if (!cursor || reset) cursor = { w: 0 };

        const from = cursor;
        const limit = budget;
        const read = async (): Promise<Page> => {
          const mark = from.m ?? xmin;
          const changes = await readChanges(trx, bucket, from.w, from.p, limit + 1);
          const more = changes.length > limit;
          const taken = changes.slice(0, limit);
          const last = taken.at(-1);
          const next: Cursor = more && last ? { w: from.w, m: mark, p: [last.txid, last.index, last.key] } : { w: mark };
          const encoded = encodeCursor(next);
          const body: PulledBucket = { bucket, cursor: encoded, ...(reset ? { reset: true } : {}), collections: group(taken) };
          return { json: Buffer.from(JSON.stringify(body)), encoded, size: taken.length, more };
        };
        let page: Page;
        if (isSharedBucket(bucket)) {
          const key = `${bucket}|${encodeCursor(cursor)}|${budget}|${reset}`;
          page = await keptPublicPage(db, snapshot, key, async () => {
            const { json, ...rest } = await read();
            const bytes = Buffer.concat([answerStart, json, answerEnd(rest.more)]);
            return { ...rest, json: bytes.subarray(answerStart.length, answerStart.length + json.length), visitor: new EncodedBody(bytes) };
          });
          sharedPages.push(page as PublicPage);
        } else page = await read();
        budget -= page.size;
        if (page.more) hasMore = true;
        if (page.size === 0 && page.encoded === sent && !reset) continue; // nothing new: say nothing
        out.push(page.json);
      }
      // A visitor's answer that is one kept page (and says as much about what follows) is its kept bytes.
      const kept = publicOnly && out.length === 1 ? sharedPages.find((p) => p.json === out[0]) : undefined;
      if (kept && kept.more === hasMore) return kept.visitor;
      return new EncodedBody(Buffer.concat([answerStart, ...out.flatMap((part, i) => (i ? [comma, part] : [part])), answerEnd(hasMore)]));
    });
}
