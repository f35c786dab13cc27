/**
 * SQL of the sync engine lives here and only here: the snapshot watermark, the rows and
 * tombstones a bucket changed since a cursor, the buckets a user may see, and the per-device
 * bookkeeping of pushed mutations (with the savepoint each one runs in).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BucketKind } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { readServerSetting, serverSettingKeys, writeServerSetting } from '../../db/server-settings.js';
import { collectionsOf } from './sync-collections.js';

type DbRow = Record<string, unknown>;

/**
 * The oldest transaction still running when this snapshot was taken, and the snapshot itself
 * (two reads with the same snapshot text see exactly the same rows). Every transaction below it
 * has committed (or aborted) and is visible, so it is the safe watermark: a writer that took its
 * id early and commits late has an id at or above it and is read again by the next pull.
 */
export async function snapshotXmin(trx: Kysely<DB>): Promise<{ xmin: number; snapshot: string }> {
  const { rows } = await sql<{ xmin: number; snapshot: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin, pg_current_snapshot()::text as snapshot`.execute(trx);
  return { xmin: Number(rows[0]!.xmin), snapshot: rows[0]!.snapshot };
}

/** Position inside a bucket's change stream: (txid, collection index, key); tombstones are index 0. */
export type StreamPosition = [txid: number, index: number, key: string];

/** Rows after `pos` in stream order, for the stream entry at index `index`. */
function afterPosition(index: number, pos: StreamPosition | undefined, key: RawBuilder<unknown>) {
  if (!pos) return sql``;
  const [t, pk, pkey] = pos;
  if (index > pk) return sql`and txid >= ${t}`;
  if (index < pk) return sql`and txid > ${t}`;
  return sql`and (txid > ${t} or (txid = ${t} and ${key} > ${pkey}))`;
}

/** Rows of one collection's table changed at or after `since`, in stream order. */
export async function changedRows(
  trx: Kysely<DB>,
  args: { table: string; scope?: string; scopeId?: string; since: number; index: number; pos?: StreamPosition; limit: number },
): Promise<(DbRow & { txid: number; _key: string })[]> {
  const key = sql`id::text collate "C"`;
  const scoped = args.scope ? sql`and ${sql.ref(args.scope)} = ${args.scopeId}` : sql``;
  const { rows } = await sql<DbRow & { txid: number; _key: string }>`
    select *, ${key} as _key from ${sql.table(args.table)}
    where txid >= ${args.since} ${scoped} ${afterPosition(args.index, args.pos, key)}
    order by txid, _key limit ${args.limit}`.execute(trx);
  return rows.map((r) => ({ ...r, txid: Number(r.txid) }));
}

export interface TombstoneRow {
  seq: number;
  table_name: string;
  row_id: string;
  old: DbRow | null;
  txid: number;
}

/**
 * Which of a bucket's streams have anything at or after `since`: the collections' positions in
 * `specs` (from 1) and 0 for the tombstones (any table's: a superset, read exactly afterwards). One
 * query of `exists` probes on the `txid` indexes, so an up-to-date pull reads two statements per
 * bucket instead of one per collection: on PGlite, one connection for every request, each
 * statement waits its turn (bench:soak, docs/PERFORMANCE.md).
 */
export async function streamsChangedSince(
  trx: Kysely<DB>,
  args: { specs: readonly { table: string; scope?: string }[]; scopeId?: string; since: number },
): Promise<Set<number>> {
  const probes = args.specs.map((s, i) => {
    const scoped = s.scope ? sql`and ${sql.ref(s.scope)} = ${args.scopeId}` : sql``;
    return sql`select ${sql.lit(i + 1)} as i where exists (select 1 from ${sql.table(s.table)} where txid >= ${args.since} ${scoped})`;
  });
  probes.push(sql`select 0 as i where exists (select 1 from sync_tombstones where txid >= ${args.since})`);
  const { rows } = await sql<{ i: number }>`${sql.join(probes, sql` union all `)}`.execute(trx);
  return new Set(rows.map((r) => Number(r.i)));
}

/** Deletes a bucket may have to hear about, at or after `since`, in stream order. */
export async function changedTombstones(
  trx: Kysely<DB>,
  args: { kind: BucketKind; scopeId?: string; since: number; pos?: StreamPosition; limit: number },
): Promise<TombstoneRow[]> {
  const specs = collectionsOf(args.kind);
  const routes = specs.map((s) =>
    s.scope ? sql`(table_name = ${s.table} and old->>${s.scope} = ${args.scopeId})` : sql`table_name = ${s.table}`,
  );
  const key = sql`lpad(seq::text, 20, '0') collate "C"`;
  const { rows } = await sql<TombstoneRow>`
    select seq, table_name, row_id, old, txid from sync_tombstones
    where txid >= ${args.since} and (${sql.join(routes, sql` or `)}) ${afterPosition(0, args.pos, key)}
    order by txid, seq limit ${args.limit}`.execute(trx);
  return rows.map((r) => ({ ...r, seq: Number(r.seq), txid: Number(r.txid) }));
}

/** Tombstones older than this watermark were pruned: a cursor below it must start over. */
export async function prunedBefore(trx: Kysely<DB>): Promise<number> {
  const value = await readServerSetting(trx, serverSettingKeys.syncTombstonesPrunedBefore);
  return value === undefined ? 0 : Number(value);
}

/**
 * Deletes tombstones older than `olderThan` and raises the reset watermark above them, in one
 * transaction (the caller's when it is given one).
 */
export async function pruneTombstones(db: Kysely<DB>, olderThan: Date): Promise<number> {
  const prune = async (trx: Kysely<DB>) => {
    const top = await trx.deleteFrom('sync_tombstones').where('deleted_at', '<', olderThan).returning('txid').execute();
    if (top.length === 0) return 0;
    const mark = top.reduce((max, r) => Math.max(max, Number(r.txid)), 0) + 1;
    const current = await prunedBefore(trx);
    await writeServerSetting(trx, serverSettingKeys.syncTombstonesPrunedBefore, String(Math.max(mark, current)));
    return top.length;
  };
  return db.isTransaction ? prune(db) : db.transaction().execute(prune);
}

/**
 * Deletes push records older than `olderThan` that their device has acknowledged (seq at or below
 * its `acked_seq`): it will never push them again. Unacknowledged ones stay, however old, so a
 * device back after months with an answer it never received is still answered by id.
 */
export async function pruneAcknowledgedMutations(db: Kysely<DB>, olderThan: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('sync_mutations')
    .where('applied_at', '<', olderThan)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sync_clients')
          .select('sync_clients.client_id')
          .whereRef('sync_clients.client_id', '=', 'sync_mutations.client_id')
          .whereRef('sync_mutations.seq', '<=', 'sync_clients.acked_seq'),
      ),
    )
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** The courses whose `course:{id}` bucket the user may see: those they are enrolled in. */
export async function enrolledCourseIds(trx: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await trx.selectFrom('enrollments').select('course_id').where('student_id', '=', userId).orderBy('course_id').execute();
  return rows.map((r) => r.course_id);
}

/** Locks the device's row for this push (inserting it on first contact) and returns it. */
export async function lockClient(trx: Kysely<DB>, clientId: string, userId: string) {
  await trx
    .insertInto('sync_clients')
    .values({ client_id: clientId, user_id: userId })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  return trx
    .selectFrom('sync_clients')
    .select(['user_id', 'last_seq', 'acked_seq'])
    .where('client_id', '=', clientId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The recorded outcomes of any of these mutation ids, by id. */
export async function findMutations(trx: Kysely<DB>, mutationIds: string[]) {
  if (mutationIds.length === 0)
    return new Map<string, { client_id: string; seq: number; status: 'applied' | 'rejected'; message: string | null }>();
  const rows = await trx
    .selectFrom('sync_mutations')
    .select(['mutation_id', 'client_id', 'seq', 'status', 'message'])
    .where('mutation_id', 'in', mutationIds)
    .execute();
  return new Map(rows.map((r) => [r.mutation_id, r]));
}

export interface MutationRecord {
  clientId: string;
  seq: number;
  id: string;
  name: string;
  status: 'applied' | 'rejected';
  message: string | null;
}

/** Records mutations' outcomes, in the caller's transaction (the one that applied them). */
export async function recordMutations(trx: Kysely<DB>, records: MutationRecord[]) {
  for (let i = 0; i < records.length; i += 500)
    await trx
      .insertInto('sync_mutations')
      .values(
        records
          .slice(i, i + 500)
          .map((m) => ({ client_id: m.clientId, seq: m.seq, mutation_id: m.id, name: m.name, status: m.status, message: m.message })),
      )
      .execute();
}

export async function advanceClient(trx: Kysely<DB>, clientId: string, seq: number) {
  await trx.updateTable('sync_clients').set({ last_seq: seq, updated_at: new Date() }).where('client_id', '=', clientId).execute();
}

/** Raises the device's acknowledged number (never lowers it). */
export async function acknowledgeClient(trx: Kysely<DB>, clientId: string, seq: number) {
  await trx.updateTable('sync_clients').set({ acked_seq: seq }).where('client_id', '=', clientId).where('acked_seq', '<', seq).execute();
}

/**
 * One mutation of a push runs inside a savepoint: a rejected one is rolled back alone, and the
 * push's transaction goes on with the next.
 */
export async function savepoint(trx: Kysely<DB>) {
  await sql`savepoint mutation`.execute(trx);
}

export async function releaseSavepoint(trx: Kysely<DB>) {
  await sql`release savepoint mutation`.execute(trx);
}

export async function rollbackToSavepoint(trx: Kysely<DB>) {
  await sql`rollback to savepoint mutation`.execute(trx);
}
