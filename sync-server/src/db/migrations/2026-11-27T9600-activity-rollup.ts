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
 * Statement triggers on the four activity tables keep both (one statement per insert or delete,
 * whatever its number of rows), row triggers follow the rare update of an activity row's account or
 * time, and a sync device's deletion or change of account moves its mutations. Every account is
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

  // Adds (positive) or removes (negative) activity rows of (account, day); rows of a null account are ignored.
  // Keys are taken in order, so two transactions touching the same days lock them in the same order.
  await sql`
    create function activity_change(users uuid[], days date[], deltas integer[]) returns void language plpgsql as $$
    begin
      insert into user_activity_days as a (user_id, day, events)
        select u, d, sum(n) from unnest(users, days, deltas) as x (u, d, n)
        where u is not null group by u, d having sum(n) > 0 order by u, d
      on conflict (user_id, day) do update set events = a.events + excluded.events;
      with x as (
        select u, d, sum(n)::int as n from unnest(users, days, deltas) as x (u, d, n)
        where u is not null group by u, d having sum(n) < 0
      )
      delete from user_activity_days a using x where a.user_id = x.u and a.day = x.d and a.events + x.n <= 0;
      with x as (
        select u, d, sum(n)::int as n from unnest(users, days, deltas) as x (u, d, n)
        where u is not null group by u, d having sum(n) < 0
      )
      update user_activity_days a set events = a.events + x.n from x where a.user_id = x.u and a.day = x.d;
    end $$`.execute(db);

  // The weeks follow the days' rows: a day's row appears with its first activity and goes with its last.
  await sql`
    create function activity_weeks_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into user_activity_weeks as w (user_id, week, days)
          select user_id, activity_week(day), count(*) from added group by 1, 2 order by 1, 2
        on conflict (user_id, week) do update set days = w.days + excluded.days;
      else
        with x as (select user_id, activity_week(day) as week, count(*)::int as n from removed group by 1, 2)
        delete from user_activity_weeks w using x where w.user_id = x.user_id and w.week = x.week and w.days <= x.n;
        with x as (select user_id, activity_week(day) as week, count(*)::int as n from removed group by 1, 2)
        update user_activity_weeks w set days = w.days - x.n from x where w.user_id = x.user_id and w.week = x.week;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger user_activity_days_added after insert on user_activity_days
    referencing new table as added for each statement execute function activity_weeks_follow()`.execute(db);
  await sql`create trigger user_activity_days_removed after delete on user_activity_days
    referencing old table as removed for each statement execute function activity_weeks_follow()`.execute(db);

  for (const s of sources) {
    const rowsOf = (table: 'added' | 'removed') => sql.raw(`from ${table} r ${s.join}`);
    const day = sql.raw(`activity_day(r.${s.at})`);
    const user = sql.raw(s.user);
    await sql`
      create function ${sql.raw(`${s.table}_activity`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform activity_change(array_agg(${user}), array_agg(${day}), array_agg(1)) ${rowsOf('added')};
        else
          perform activity_change(array_agg(${user}), array_agg(${day}), array_agg(-1)) ${rowsOf('removed')};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${s.table}_activity_added`)} after insert on ${sql.table(s.table)}
      referencing new table as added for each statement execute function ${sql.raw(`${s.table}_activity`)}()`.execute(db);
    await sql`create trigger ${sql.raw(`${s.table}_activity_removed`)} after delete on ${sql.table(s.table)}
      referencing old table as removed for each statement execute function ${sql.raw(`${s.table}_activity`)}()`.execute(db);
  }

  // Rare updates (nothing in the server changes these columns today): row triggers, called only when the account or time moved.
  for (const s of sources.filter((s) => s.table !== 'sync_mutations')) {
    await sql`
      create function ${sql.raw(`${s.table}_activity_moved`)}() returns trigger language plpgsql as $$
      begin
        perform activity_change(array[old.user_id, new.user_id], array[activity_day(old.${sql.raw(s.at)}), activity_day(new.${sql.raw(s.at)})], array[-1, 1]);
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${s.table}_activity_moved`)} after update of user_id, ${sql.raw(s.at)} on ${sql.table(s.table)}
      for each row when (old.user_id is distinct from new.user_id or old.${sql.raw(s.at)} is distinct from new.${sql.raw(s.at)})
      execute function ${sql.raw(`${s.table}_activity_moved`)}()`.execute(db);
  }
  await sql`
    create function sync_mutations_activity_moved() returns trigger language plpgsql as $$
    begin
      perform activity_change(
        array[(select user_id from sync_clients where client_id = old.client_id), (select user_id from sync_clients where client_id = new.client_id)],
        array[activity_day(old.applied_at), activity_day(new.applied_at)], array[-1, 1]);
      return null;
    end $$`.execute(db);
  await sql`create trigger sync_mutations_activity_moved after update of client_id, applied_at on sync_mutations
    for each row when (old.client_id is distinct from new.client_id or old.applied_at is distinct from new.applied_at)
    execute function sync_mutations_activity_moved()`.execute(db);

  // A device's mutations are its account's: when the device goes (its mutations cascade after it,
  // when its account can no longer be found) or changes account, its activity goes or moves first.
  await sql`
    create function sync_clients_activity() returns trigger language plpgsql as $$
    begin
      perform activity_change(array_agg(old.user_id), array_agg(activity_day(m.applied_at)), array_agg(-1))
        from sync_mutations m where m.client_id = old.client_id;
      if tg_op = 'UPDATE' then
        perform activity_change(array_agg(new.user_id), array_agg(activity_day(m.applied_at)), array_agg(1))
          from sync_mutations m where m.client_id = new.client_id;
        return new;
      end if;
      return old;
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
    for (const suffix of ['added', 'removed', 'moved'])
      await sql`drop trigger ${sql.raw(`${s.table}_activity_${suffix}`)} on ${sql.table(s.table)}`.execute(db);
    await sql`drop function ${sql.raw(`${s.table}_activity`)}()`.execute(db);
    await sql`drop function ${sql.raw(`${s.table}_activity_moved`)}()`.execute(db);
  }
  await sql`drop table user_activity_weeks`.execute(db);
  await sql`drop table user_activity_days`.execute(db);
  await sql`drop function activity_weeks_follow()`.execute(db);
  await sql`drop function activity_change(uuid[], date[], integer[])`.execute(db);
  await sql`drop function activity_week(date)`.execute(db);
  await sql`drop function activity_day(timestamptz)`.execute(db);
}
