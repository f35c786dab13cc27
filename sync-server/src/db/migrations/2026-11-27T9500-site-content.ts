/**
 * Site content (issue 15): the gallery, quiz slides and videos, team, timeline, placement stars,
 * recruiting partners, promo slides, the pop-up video and institute facts, one table of entries
 * (`site_items`, synced to everyone in the `public` bucket) and the images they show
 * (`site_images`: each upload converted once into WebP widths, whose files are in `uploads`).
 * An entry keeps a copy of its image's description (`image`), so a pulled row needs nothing else.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table site_images (
      id uuid primary key,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      placeholder text not null,
      sources jsonb not null,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table site_items (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('gallery', 'quiz-slide', 'quiz-video', 'team', 'timeline', 'star', 'partner',
        'promo-slide', 'popup-video', 'fact')),
      category text check (category in ('epl', 'first', 'second', 'third', 'nashik-quiz', 'mock-interview')),
      position integer not null default 0,
      caption text not null,
      alt text not null default '',
      image_id uuid references site_images (id) on delete set null,
      image jsonb,
      details jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint,
      check ((kind = 'gallery') = (category is not null))
    )`.execute(db);
  await sql`create index site_items_kind on site_items (kind, category, position)`.execute(db);
  await sql`create index site_items_image on site_items (image_id)`.execute(db);
  await sql`create trigger site_items_touch before insert or update on site_items
    for each row execute function sync_touch()`.execute(db);
  await sql`create trigger site_items_tombstone after delete on site_items
    for each row execute function sync_tombstone('id')`.execute(db);
  await sql`create index site_items_txid on site_items (txid)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists site_items`.execute(db);
  await sql`drop table if exists site_images`.execute(db);
}
