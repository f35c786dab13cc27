/**
 * Active students per week (issue 19) from a rollup instead of every activity row: the analytics
 * page counted the distinct (student, week) pairs of all sync pushes, quiz attempts, program runs
 * and live sessions joined of the range, which cost about 230 ms of CPU for a year on PGlite.
 *
 * - `user_activity_days`: one row per account and day (the institute's calendar) with any activity,
 *   and how many activity rows that day has (`events`), so a deleted row takes its day away only
 *   when it was the last one.
 * - `user_activity_weeks`: one row per account and week (Monday) with any active day, and how many
 *   days (`days`): the weekly counts read pairs already distinct.
 *
 * Row triggers on the four activity tables keep both: an insert adds to its day (and its week when
 * the day is new), a delete takes away, the rare update of an activity row's account or time moves
 * it, and a sync device's deletion or change of account takes or moves its mutations. Every account is
 * kept (an administrator's runs too): who is a student is read at query time, as before. A user's
 * deletion removes their rows with the activity (foreign keys, cascading). TRUNCATE is not followed
 * (nothing truncates these tables). The backfill counts the rows already there.
 *
 * Days are on the institute's calendar, Asia/Kolkata (`defaultSiteConfig.timeZone`; the analytics
 * service refuses another zone, `activityTimeZone`). Changing the institute's time zone needs a
 * migration that redefines `activity_day` and rebuilds both tables.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

const timeZone = 'Asia/Kolkata';

/** Each activity table: the account and the instant of a row (`r`), and the join that finds the account. */
const sources = [
  { table: 'quiz_attempts', user: 'r.user_id', at: 'finished_at', join: '' },
  { table: 'code_runs', user: 'r.user_id', at: 'created_at', join: '' },
  { table: 'session_participants', user: 'r.user_id', at: 'joined_at', join: '' },
  // A mutation's account is its device's.
  { table: 'sync_mutations', user: 'c.user_id', at: 'applied_at', join: 'join sync_clients c on c.client_id = r.client_id' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function activity_day(at timestamptz) returns date language sql stable parallel safe
    as $$ select (at at time zone ${sql.lit(timeZone)})::date $$`.execute(db);
  await sql`
    create function activity_week(day date) returns date language sql immutable parallel safe
    as $$ select day - (extract(isodow from day)::int - 1) $$`.execute(db);

  await sql`
    create table user_activity_days (
      user_id uuid not null references users (id) on delete cascade,
      day date not null,
      events integer not null check (events > 0),
      primary key (user_id, day)
    )`.execute(db);
  await sql`create index user_activity_days_day on user_activity_days (day)`.execute(db);
  await sql`
    create table user_activity_weeks (
      user_id uuid not null references users (id) on delete cascade,
      week date not null check (extract(isodow from week) = 1),
      days smallint not null check (days between 1 and 7),
      primary key (user_id, week)
    )`.execute(db);
  await sql`create index user_activity_weeks_week on user_activity_weeks (week)`.execute(db);

  // The backfill, before the triggers.
  const rows = sql.join(
    sources.map((s) => sql.raw(`select ${s.user} as user_id, r.${s.at} as at from ${s.table} r ${s.join}`)),
    sql` union all `,
  );
  await sql`
    insert into user_activity_days (user_id, day, events)
    select user_id, activity_day(at), count(*) from (${rows}) a where user_id is not null group by 1, 2`.execute(db);
  await sql`
    insert into user_activity_weeks (user_id, week, days)
    select user_id, activity_week(day), count(*) from user_activity_days group by 1, 2`.execute(db);

  // Adds (n > 0) or removes (n < 0) n activity rows of an account on a day; a null account is nobody's.
  // Removals for an account being deleted are left to the cascade: updating a row this transaction
  // already changed would check its foreign key against the deleted account.
  await sql`
    create function activity_add(account uuid, on_day date, n integer) returns void language plpgsql as $$
    begin
      if account is null or n = 0 then
        return;
      elsif n > 0 then
        insert into user_activity_days as a (user_id, day, events) values (account, on_day, n)
        on conflict (user_id, day) do update set events = a.events + excluded.events;
      elsif exists (select from users where id = account) then
        delete from user_activity_days where user_id = account and day = on_day and events <= -n;
        if not found then
          update user_activity_days set events = events + n where user_id = account and day = on_day;
        end if;
      end if;
    end $$`.execute(db);

  // The weeks follow the days' rows: a day's row appears with its first activity and goes with its last.
  await sql`
    create function activity_weeks_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into user_activity_weeks as w (user_id, week, days) values (new.user_id, activity_week(new.day), 1)
        on conflict (user_id, week) do update set days = w.days + 1;
      elsif exists (select from users where id = old.user_id) then
        delete from user_activity_weeks where user_id = old.user_id and week = activity_week(old.day) and days <= 1;
        if not found then
          update user_activity_weeks set days = days - 1 where user_id = old.user_id and week = activity_week(old.day);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger user_activity_days_weeks after insert or delete on user_activity_days
    for each row execute function activity_weeks_follow()`.execute(db);

  // Row triggers: an activity row is inserted alone or in a few (a push's), and a row trigger is
  // about a third of the cost of a statement trigger with transition tables on PGlite for those.
  for (const s of sources) {
    const fn = sql.raw(`${s.table}_activity`);
    const at = sql.raw(s.at);
    const key = sql.raw(s.table === 'sync_mutations' ? 'client_id' : 'user_id');
    // A mutation's account is its device's (none once the device is deleted: see sync_clients_activity).
    const account = (row: 'new' | 'old') =>
      s.table === 'sync_mutations'
        ? sql.raw(`(select user_id from sync_clients where client_id = ${row}.client_id)`)
        : sql.raw(`${row}.user_id`);
    await sql`
      create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          perform activity_add(${account('old')}, activity_day(old.${at}), -1);
        end if;
        if tg_op <> 'DELETE' then
          perform activity_add(${account('new')}, activity_day(new.${at}), 1);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${s.table}_activity`)} after insert or delete on ${sql.table(s.table)}
      for each row execute function ${fn}()`.execute(db);
    // Nothing in the server moves an activity row today; the rollup follows one anyway.
    await sql`create trigger ${sql.raw(`${s.table}_activity_moved`)} after update of ${key}, ${at} on ${sql.table(s.table)}
      for each row when (old.${key} is distinct from new.${key} or old.${at} is distinct from new.${at})
      execute function ${fn}()`.execute(db);
  }

  // A device's mutations are its account's: when the device goes (its mutations cascade after it,
  // when its account can no longer be found) or changes account, its activity goes or moves first.
  await sql`
    create function sync_clients_activity() returns trigger language plpgsql as $$
    declare
      d record;
    begin
      for d in select activity_day(applied_at) as day, count(*)::int as n from sync_mutations where client_id = old.client_id group by 1 loop
        perform activity_add(old.user_id, d.day, -d.n);
        if tg_op = 'UPDATE' then
          perform activity_add(new.user_id, d.day, d.n);
        end if;
      end loop;
      return case when tg_op = 'DELETE' then old else new end;
    end $$`.execute(db);
  await sql`create trigger sync_clients_activity_removed before delete on sync_clients
    for each row execute function sync_clients_activity()`.execute(db);
  await sql`create trigger sync_clients_activity_moved after update of user_id on sync_clients
    for each row when (old.user_id is distinct from new.user_id) execute function sync_clients_activity()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sync_clients_activity_removed on sync_clients`.execute(db);
  await sql`drop trigger sync_clients_activity_moved on sync_clients`.execute(db);
  await sql`drop function sync_clients_activity()`.execute(db);
  for (const s of sources) {
    await sql`drop trigger ${sql.raw(`${s.table}_activity`)} on ${sql.table(s.table)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${s.table}_activity_moved`)} on ${sql.table(s.table)}`.execute(db);
    await sql`drop function ${sql.raw(`${s.table}_activity`)}()`.execute(db);
  }
  await sql`drop table user_activity_weeks`.execute(db);
  await sql`drop table user_activity_days`.execute(db);
  await sql`drop function activity_weeks_follow()`.execute(db);
  await sql`drop function activity_add(uuid, date, integer)`.execute(db);
  await sql`drop function activity_week(date)`.execute(db);
  await sql`drop function activity_day(timestamptz)`.execute(db);
}
