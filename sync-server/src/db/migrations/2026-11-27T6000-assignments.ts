/**
 * Assignments and measured progress (issue 18).
 *
 * - An assignment is a course content of type `assignment`: `course_contents` gains its due date
 *   and the marks it is out of. The separate `assignments` table (sample rows only, no way to add
 *   one) is folded into it, each row becoming an assignment content without a file, and dropped;
 *   devices drop their copy at Dexie version 12.
 * - `assignment_submissions`: one per student and assignment (id `{student_id}:{assignment_id}`,
 *   held by a check), replaced on resubmission until graded; the server's receipt time and late
 *   mark; marks, feedback and who graded. Synced to the student in the user bucket.
 * - `learning_events`: what a student did, one row per student, kind and subject (id
 *   `{user_id}:{kind}:{subject_id}`): a video's furthest point and whether it was watched, an
 *   assignment submitted, a session joined. The progress figures are computed from these rows.
 *   Sessions joined before this migration become events from `session_participants`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

async function synced(db: Kysely<any>, table: string, scope: string) {
  await sql`create trigger ${sql.raw(`${table}_touch`)} before insert or update on ${sql.table(table)}
    for each row execute function sync_touch()`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_tombstone`)} after delete on ${sql.table(table)}
    for each row execute function sync_tombstone(${sql.lit(scope)})`.execute(db);
  await sql`create index ${sql.raw(`${table}_txid`)} on ${sql.table(table)} (txid)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table course_contents add column due_date date`.execute(db);
  await sql`alter table course_contents add column max_marks integer check (max_marks between 1 and 1000)`.execute(db);
  await sql`update course_contents set max_marks = 100 where type = 'assignment'`.execute(db);
  await sql`
    insert into course_contents (course_id, title, description, type, due_date, max_marks, position)
    select a.course_id, a.title, a.description, 'assignment', a.due_date, 100,
           coalesce((select max(position) from course_contents c where c.course_id = a.course_id), -1)
             + row_number() over (partition by a.course_id order by a.due_date, a.created_at)
    from assignments a`.execute(db);
  await sql`drop table assignments`.execute(db);

  await sql`
    create table assignment_submissions (
      id text primary key,
      assignment_id uuid not null references course_contents (id) on delete cascade,
      course_id uuid not null references courses (id) on delete cascade,
      student_id uuid not null references users (id) on delete cascade,
      text text not null default '',
      files jsonb not null default '[]',
      submitted_at timestamptz not null,
      late boolean not null,
      marks integer check (marks >= 0),
      max_marks integer not null,
      feedback text,
      graded_at timestamptz,
      graded_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint,
      unique (student_id, assignment_id),
      check (id = student_id::text || ':' || assignment_id::text)
    )`.execute(db);
  await sql`create index assignment_submissions_course on assignment_submissions (course_id, assignment_id, submitted_at)`.execute(db);
  await synced(db, 'assignment_submissions', 'student_id');

  await sql`
    create table learning_events (
      id text primary key,
      user_id uuid not null references users (id) on delete cascade,
      course_id uuid not null references courses (id) on delete cascade,
      kind text not null check (kind in ('video', 'assignment', 'session')),
      subject_id uuid not null,
      fraction double precision not null default 0 check (fraction between 0 and 1),
      done boolean not null default false,
      at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint,
      check (id = user_id::text || ':' || kind || ':' || subject_id::text)
    )`.execute(db);
  await sql`create index learning_events_user_course on learning_events (user_id, course_id, at)`.execute(db);
  await synced(db, 'learning_events', 'user_id');
  await sql`
    insert into learning_events (id, user_id, course_id, kind, subject_id, fraction, done, at)
    select p.user_id::text || ':session:' || p.session_id::text, p.user_id, s.course_id, 'session', p.session_id, 1, true, p.joined_at
    from session_participants p join live_sessions s on s.id = p.session_id
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table learning_events`.execute(db);
  await sql`drop table assignment_submissions`.execute(db);
  await sql`
    create table assignments (
      id uuid primary key default gen_random_uuid(),
      course_id uuid not null references courses (id) on delete cascade,
      title text not null,
      description text not null default '',
      due_date date not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint
    )`.execute(db);
  await synced(db, 'assignments', 'course_id');
  await sql`
    insert into assignments (course_id, title, description, due_date)
    select course_id, title, description, due_date from course_contents
    where type = 'assignment' and file is null and due_date is not null`.execute(db);
  await sql`delete from course_contents where type = 'assignment' and file is null`.execute(db);
  await sql`alter table course_contents drop column max_marks`.execute(db);
  await sql`alter table course_contents drop column due_date`.execute(db);
}
