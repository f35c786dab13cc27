/** SQL for students' private calendar feeds lives here and only here. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function findFeedToken(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst())?.token;
}

/** Makes the user's feed with `token`, or keeps the one they have (two first asks at once make one); its token. */
export async function putFeedToken(db: Kysely<DB>, userId: string, token: string): Promise<string> {
  const row = await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('token')
    .executeTakeFirst();
  return row?.token ?? (await findFeedToken(db, userId))!;
}

export async function deleteFeed(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The account a token belongs to, with its role, status and chosen language. */
export async function feedOwner(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.role', 'users.status', 'users.locale'])
    .where('calendar_feeds.token', '=', token)
    .executeTakeFirst();
}

/**
 * The sessions of the feed: every live session of the courses the student is enrolled in (every
 * session for an administrator), with the course's title, in date order; at most `max`.
 */
export async function feedSessions(db: Kysely<DB>, user: { id: string; role: string }, max: number) {
  let q = db
    .selectFrom('live_sessions')
    .innerJoin('courses', 'courses.id', 'live_sessions.course_id')
    .select([
      'live_sessions.id',
      'live_sessions.course_id',
      'live_sessions.title',
      'live_sessions.description',
      'live_sessions.date',
      'live_sessions.time',
      'live_sessions.duration',
      'live_sessions.status',
      'courses.title as course_title',
    ]);
  if (user.role !== 'admin')
    q = q.where('live_sessions.course_id', 'in', (eb) =>
      eb.selectFrom('enrollments').select('enrollments.course_id').where('enrollments.student_id', '=', user.id),
    );
  return q.orderBy('live_sessions.date', 'desc').orderBy('live_sessions.time', 'desc').limit(max).execute();
}
