/**
 * Housekeeping (features/housekeeping):
 * - `sync_clients.acked_seq`: the highest push number whose answer the device has shown it received
 *   (its next push starts after it; sync-push.ts). Push records (`sync_mutations`) at or below it
 *   can never be pushed again by that device, so housekeeping may delete them once they are older
 *   than the sync horizon; records above it stay, so a re-pushed mutation is always answered, never
 *   applied twice.
 * - The activity rollup (2026-11-27T9600) takes a deleted code run or push record's day away. A row
 *   housekeeping deletes is history, not a mistake: in a transaction that set `housekeeping.pass`
 *   its delete leaves the rollup as it is, so the active-students analytics keep past weeks.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

/** The rollup's trigger function of `table`, with or without the housekeeping exception. */
async function activityTrigger(db: Kysely<any>, table: 'code_runs' | 'sync_mutations', keepHistory: boolean) {
  const fn = sql.raw(`${table}_activity`);
  const at = sql.raw(table === 'code_runs' ? 'created_at' : 'applied_at');
  const account = (row: 'new' | 'old') =>
    sql.raw(table === 'sync_mutations' ? `(select user_id from sync_clients where client_id = ${row}.client_id)` : `${row}.user_id`);
  const takeAway = keepHistory
    ? sql`tg_op <> 'INSERT' and not (tg_op = 'DELETE' and coalesce(current_setting('housekeeping.pass', true), '') = 'on')`
    : sql`tg_op <> 'INSERT'`;
  await sql`
    create or replace function ${fn}() returns trigger language plpgsql as $$
    begin
      if ${takeAway} then
        perform activity_add(${account('old')}, activity_day(old.${at}), -1);
      end if;
      if tg_op <> 'DELETE' then
        perform activity_add(${account('new')}, activity_day(new.${at}), 1);
      end if;
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sync_clients add column acked_seq integer not null default 0`.execute(db);
  await activityTrigger(db, 'code_runs', true);
  await activityTrigger(db, 'sync_mutations', true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await activityTrigger(db, 'code_runs', false);
  await activityTrigger(db, 'sync_mutations', false);
  await sql`alter table sync_clients drop column acked_seq`.execute(db);
}
