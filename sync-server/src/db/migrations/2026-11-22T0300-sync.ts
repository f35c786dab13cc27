/**
 * Sync: a tombstone keeps the deleted row's columns (less secrets), so a delete reaches every
 * bucket the row was in, whichever column routed it there (a testimonial is in `public` and in
 * its author's `user:{id}`). Tombstones are pruned by age; `sync_tombstones_pruned_before` in
 * `server_settings` records the watermark below which a client's cursor is too old and must reset.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sync_tombstones add column old jsonb`.execute(db);
  await sql`
    create or replace function sync_tombstone() returns trigger language plpgsql as $$
    begin
      insert into sync_tombstones (table_name, row_id, scope, old)
      values (tg_table_name, to_jsonb(old)->>'id', to_jsonb(old)->>tg_argv[0], to_jsonb(old) - 'password_hash');
      return old;
    end $$`.execute(db);
  await sql`create index sync_tombstones_deleted_at on sync_tombstones (deleted_at)`.execute(db);
  await sql`create index sync_clients_user on sync_clients (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index sync_clients_user`.execute(db);
  await sql`drop index sync_tombstones_deleted_at`.execute(db);
  await sql`
    create or replace function sync_tombstone() returns trigger language plpgsql as $$
    begin
      insert into sync_tombstones (table_name, row_id, scope)
      values (tg_table_name, to_jsonb(old)->>'id', to_jsonb(old)->>tg_argv[0]);
      return old;
    end $$`.execute(db);
  await sql`alter table sync_tombstones drop column old`.execute(db);
}
