/**
 * The first schema: every entity of both spec documents plus what the design needs (uploads,
 * sync clients and applied mutations, tombstones, one-time codes, contact messages, code runs,
 * quiz attempts, audit). Only PostgreSQL 15 features: the same file runs on PGlite (PostgreSQL 18).
 *
 * Sync columns: every synced table has `updated_at` and `txid`, the id of the transaction that last
 * wrote the row (set by a trigger). Pull cursors are snapshot xmins, so a transaction that took its
 * id early and committed late is still seen by the next pull (DESIGN.md "Sync protocol"). Deletes
 * leave a tombstone row carrying the deleted row's scope column (student, user or course) so the
 * pull can route it to the right bucket.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

/** Tables the sync engine replicates, with the column that decides their bucket ('' = by table). */
export const syncedTables: Record<string, string> = {
  users: 'id',
  courses: 'id',
  enrollments: 'student_id',
  live_sessions: 'course_id',
  course_contents: 'course_id',
  assignments: 'course_id',
  testimonials: 'id',
  payment_verifications: 'student_id',
  jobs: 'id',
  quiz_questions: 'language',
  quiz_attempts: 'user_id',
  code_runs: 'user_id',
  bookmarks: 'user_id',
  contact_messages: 'id',
  site_content: 'id',
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sync_touch() returns trigger language plpgsql as $$
    begin
      new.txid := pg_current_xact_id()::text::bigint;
      new.updated_at := now();
      return new;
    end $$`.execute(db);
  await sql`
    create function sync_tombstone() returns trigger language plpgsql as $$
    begin
      insert into sync_tombstones (table_name, row_id, scope)
      values (tg_table_name, to_jsonb(old)->>'id', to_jsonb(old)->>tg_argv[0]);
      return old;
    end $$`.execute(db);

  await sql`
    create table sync_tombstones (
      seq bigserial primary key,
      table_name text not null,
      row_id text not null,
      scope text,
      txid bigint not null default pg_current_xact_id()::text::bigint,
      deleted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sync_tombstones_txid on sync_tombstones (txid)`.execute(db);

  const syncCols = sql`
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    txid bigint not null default pg_current_xact_id()::text::bigint`;

  await sql`
    create table uploads (
      id uuid primary key,
      owner_id uuid,
      purpose text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes >= 0),
      sha256 text not null,
      storage_key text not null,
      original_name text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      first_name text not null,
      last_name text not null,
      email text not null unique check (email = lower(email)),
      role text not null check (role in ('admin', 'student')),
      phone_number text,
      address text,
      education text,
      bio text,
      profile_image uuid references uploads (id) on delete set null,
      status text not null default 'active',
      password_hash text not null,
      ${syncCols}
    )`.execute(db);
  await sql`create index users_phone on users (phone_number)`.execute(db);
  await sql`alter table uploads add constraint uploads_owner foreign key (owner_id) references users (id) on delete set null`.execute(db);

  await sql`
    create table courses (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      description text not null,
      image text,
      category text not null default 'Programming',
      level text not null check (level in ('Beginner', 'Intermediate', 'Advanced')),
      duration text not null,
      instructor text not null,
      price integer not null check (price > 0),
      original_price integer check (original_price > 0),
      skills jsonb not null default '[]',
      learning_outcomes jsonb not null default '[]',
      projects jsonb not null default '[]',
      syllabus jsonb not null default '[]',
      status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
      is_active boolean not null default true,
      students integer not null default 0,
      icon text,
      ${syncCols}
    )`.execute(db);

  await sql`
    create table enrollments (
      id uuid primary key default gen_random_uuid(),
      student_id uuid not null references users (id) on delete cascade,
      course_id uuid not null references courses (id) on delete cascade,
      status text not null default 'in-progress' check (status in ('in-progress', 'completed')),
      progress integer not null default 0 check (progress between 0 and 100),
      next_lesson text,
      enrolled_at timestamptz not null default now(),
      last_accessed timestamptz,
      ${syncCols},
      unique (student_id, course_id)
    )`.execute(db);

  await sql`
    create table live_sessions (
      id uuid primary key default gen_random_uuid(),
      course_id uuid not null references courses (id) on delete cascade,
      title text not null,
      description text not null default '',
      date date not null,
      time text not null default '12:00',
      duration text not null default '1 hour',
      max_participants integer not null default 50 check (max_participants > 0),
      meeting_link text,
      recording_link text,
      status text not null default 'scheduled' check (status in ('scheduled', 'ongoing', 'completed', 'cancelled')),
      instructor text not null default '',
      ${syncCols}
    )`.execute(db);
  await sql`create index live_sessions_course on live_sessions (course_id, date)`.execute(db);

  await sql`
    create table session_participants (
      session_id uuid not null references live_sessions (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      joined_at timestamptz not null default now(),
      primary key (session_id, user_id)
    )`.execute(db);

  await sql`
    create table course_contents (
      id uuid primary key default gen_random_uuid(),
      course_id uuid not null references courses (id) on delete cascade,
      live_session_id uuid references live_sessions (id) on delete set null,
      title text not null,
      description text not null default '',
      type text not null check (type in ('video', 'assignment', 'note')),
      file uuid references uploads (id) on delete set null,
      duration text,
      position integer not null default 0,
      ${syncCols}
    )`.execute(db);
  await sql`create index course_contents_course on course_contents (course_id, position)`.execute(db);

  await sql`
    create table assignments (
      id uuid primary key default gen_random_uuid(),
      course_id uuid not null references courses (id) on delete cascade,
      title text not null,
      description text not null default '',
      due_date date not null,
      ${syncCols}
    )`.execute(db);

  await sql`
    create table testimonials (
      id uuid primary key default gen_random_uuid(),
      text text not null,
      author text not null,
      course text not null,
      faculty text not null,
      rating integer not null default 5 check (rating between 1 and 5),
      approved boolean not null default false,
      submitted_by uuid references users (id) on delete set null,
      ${syncCols}
    )`.execute(db);

  await sql`
    create table payment_verifications (
      id uuid primary key default gen_random_uuid(),
      student_id uuid not null references users (id) on delete cascade,
      course_id uuid not null references courses (id) on delete cascade,
      student_name text not null,
      course_name text not null,
      amount integer not null check (amount >= 0),
      mobile_number text not null,
      transaction_id text not null,
      payment_date timestamptz not null default now(),
      screenshot uuid references uploads (id) on delete set null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      admin_notes text,
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      ${syncCols}
    )`.execute(db);
  await sql`create unique index payment_verifications_transaction on payment_verifications (lower(transaction_id))`.execute(db);
  await sql`create index payment_verifications_status on payment_verifications (status, payment_date)`.execute(db);

  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      company text not null,
      role text not null check (role in ('Internship', 'Full Time')),
      location text not null,
      skills jsonb not null default '[]',
      posted_on date not null,
      last_date date not null,
      experience text not null,
      salary text not null default 'Not specified',
      batch_eligibility text,
      link text,
      description text not null,
      ${syncCols}
    )`.execute(db);

  await sql`
    create table quiz_questions (
      id text primary key,
      language text not null,
      tier text not null,
      sub_level text not null,
      position integer not null,
      kind text not null,
      question text not null,
      code text,
      options jsonb not null,
      correct integer not null check (correct between 0 and 3),
      explanation text not null,
      verify jsonb,
      ${syncCols}
    )`.execute(db);
  await sql`create index quiz_questions_level on quiz_questions (language, tier, sub_level, position)`.execute(db);

  await sql`
    create table quiz_attempts (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      language text not null,
      tier text not null,
      sub_level text not null,
      score integer not null,
      total_questions integer not null,
      total_time_ms integer not null,
      answers jsonb not null,
      finished_at timestamptz not null,
      ${syncCols}
    )`.execute(db);
  await sql`create index quiz_attempts_user on quiz_attempts (user_id)`.execute(db);

  await sql`
    create table code_runs (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      language text not null,
      code text not null,
      stdin text,
      status text not null default 'queued' check (status in ('queued', 'running', 'done')),
      result jsonb,
      attempts integer not null default 0,
      locked_until timestamptz,
      locked_by text,
      finished_at timestamptz,
      ${syncCols}
    )`.execute(db);
  await sql`create index code_runs_queue on code_runs (status, created_at)`.execute(db);

  await sql`
    create table bookmarks (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      course_id uuid not null references courses (id) on delete cascade,
      ${syncCols},
      unique (user_id, course_id)
    )`.execute(db);

  await sql`
    create table contact_messages (
      id uuid primary key,
      name text not null,
      email text not null,
      subject text not null,
      message text not null,
      user_id uuid references users (id) on delete set null,
      read_at timestamptz,
      ${syncCols}
    )`.execute(db);

  await sql`
    create table site_content (
      id text primary key,
      value jsonb not null,
      ${syncCols}
    )`.execute(db);

  await sql`
    create table one_time_codes (
      id uuid primary key default gen_random_uuid(),
      mobile text not null,
      purpose text not null check (purpose in ('register', 'reset')),
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index one_time_codes_mobile on one_time_codes (mobile, purpose, created_at)`.execute(db);

  await sql`
    create table refresh_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table sync_clients (
      client_id text primary key,
      user_id uuid references users (id) on delete cascade,
      last_seq integer not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table sync_mutations (
      client_id text not null references sync_clients (client_id) on delete cascade,
      seq integer not null,
      mutation_id uuid not null,
      name text not null,
      status text not null check (status in ('applied', 'rejected')),
      message text,
      applied_at timestamptz not null default now(),
      primary key (client_id, seq)
    )`.execute(db);
  await sql`create unique index sync_mutations_id on sync_mutations (mutation_id)`.execute(db);

  await sql`
    create table audit_log (
      id bigserial primary key,
      actor_id uuid references users (id) on delete set null,
      action text not null,
      entity text not null,
      entity_id text,
      details jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);

  for (const [table, scope] of Object.entries(syncedTables)) {
    await sql`create trigger ${sql.raw(`${table}_touch`)} before insert or update on ${sql.table(table)}
      for each row execute function sync_touch()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_tombstone`)} after delete on ${sql.table(table)}
      for each row execute function sync_tombstone(${sql.lit(scope)})`.execute(db);
    await sql`create index ${sql.raw(`${table}_txid`)} on ${sql.table(table)} (txid)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'sync_mutations',
    'sync_clients',
    'refresh_tokens',
    'one_time_codes',
    'site_content',
    'contact_messages',
    'bookmarks',
    'code_runs',
    'quiz_attempts',
    'quiz_questions',
    'jobs',
    'payment_verifications',
    'testimonials',
    'assignments',
    'course_contents',
    'session_participants',
    'live_sessions',
    'enrollments',
    'courses',
    'users',
    'uploads',
    'sync_tombstones',
  ])
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  await sql`drop function if exists sync_touch() cascade`.execute(db);
  await sql`drop function if exists sync_tombstone() cascade`.execute(db);
}
