/**
 * Issue 18 (in part): each student's private calendar feed, named by a secret token in its address
 * that the student can replace (the old address stops working at once), and whether a student's
 * public profile (`/student/{id}`) is hidden. Neither is synced: both are read and changed online.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table calendar_feeds (
      user_id uuid primary key references users (id) on delete cascade,
      token text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table public_profiles (
      user_id uuid primary key references users (id) on delete cascade,
      hidden boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists public_profiles`.execute(db);
  await sql`drop table if exists calendar_feeds`.execute(db);
}
