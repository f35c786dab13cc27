/** SQL for live sessions and their attendance lives here and only here. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { AdminLiveSession, CourseLiveSession, liveSessionFormSchema } from '@institute/shared-schema';
import type { DB, LiveSessionsTable } from '../../db/schema.js';

export type LiveSessionFormValues = z.output<typeof liveSessionFormSchema>;
type SessionRow = Selectable<LiveSessionsTable>;

const publicFields = (row: SessionRow) => ({
  id: row.id,
  courseId: row.course_id,
  title: row.title,
  description: row.description,
  date: row.date,
  time: row.time,
  duration: row.duration,
  maxParticipants: row.max_participants,
  status: row.status,
  instructor: row.instructor,
});

const toAdminSession = (row: SessionRow & { participants: number | string }): AdminLiveSession => ({
  ...publicFields(row),
  meetingLink: row.meeting_link,
  recordingLink: row.recording_link,
  participants: Number(row.participants),
});

/** How many students joined the session, as a column of a `live_sessions` query. */
const participantCount = sql<number>`(select count(*) from session_participants p where p.session_id = live_sessions.id)`;

/** Every session (or one course's) in date and time order, with how many students joined. */
export async function listSessions(db: Kysely<DB>, courseId?: string): Promise<AdminLiveSession[]> {
  let q = db
    .selectFrom('live_sessions')
    .selectAll('live_sessions')
    .select(participantCount.as('participants'))
    .orderBy('date', 'asc')
    .orderBy('time', 'asc')
    .orderBy('title', 'asc');
  if (courseId) q = q.where('course_id', '=', courseId);
  const rows = await q.execute();
  return rows.map((r) => toAdminSession({ ...r, participants: r.participants ?? 0 }));
}

export async function findSession(db: Kysely<DB>, id: string): Promise<AdminLiveSession | undefined> {
  const row = await db
    .selectFrom('live_sessions')
    .selectAll('live_sessions')
    .select(participantCount.as('participants'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAdminSession({ ...row, participants: row.participants ?? 0 });
}

/** The session's row locked until the transaction ends, so two joins at once count each other. */
export async function lockSession(trx: Kysely<DB>, id: string): Promise<SessionRow | undefined> {
  return trx.selectFrom('live_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function columns(form: LiveSessionFormValues) {
  return {
    course_id: form.courseId,
    title: form.title,
    description: form.description,
    date: form.date,
    time: form.time,
    duration: form.duration || '1 hour',
    max_participants: form.maxParticipants,
    meeting_link: form.meetingLink || null,
    recording_link: form.recordingLink || null,
    status: form.status,
    instructor: form.instructor,
  };
}

export async function insertSession(db: Kysely<DB>, form: LiveSessionFormValues): Promise<string> {
  const row = await db.insertInto('live_sessions').values(columns(form)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSession(db: Kysely<DB>, id: string, form: LiveSessionFormValues): Promise<boolean> {
  const result = await db.updateTable('live_sessions').set(columns(form)).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('live_sessions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const courseExists = async (db: Kysely<DB>, id: string) =>
  (await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Whether the student has an enrolment in the course (approved proofs make one). */
export const isEnrolled = async (db: Kysely<DB>, studentId: string, courseId: string) =>
  (await db
    .selectFrom('enrollments')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()) !== undefined;

/** The sessions of a course as a student sees them, with whether this student joined each. */
export async function listCourseSessions(db: Kysely<DB>, courseId: string, userId: string): Promise<CourseLiveSession[]> {
  const rows = await db
    .selectFrom('live_sessions as s')
    .leftJoin('session_participants as p', (j) => j.onRef('p.session_id', '=', 's.id').on('p.user_id', '=', userId))
    .selectAll('s')
    .select(sql<boolean>`p.user_id is not null`.as('attended'))
    .where('s.course_id', '=', courseId)
    .orderBy('s.date', 'asc')
    .orderBy('s.time', 'asc')
    .execute();
  return rows.map((r) => ({ ...publicFields(r), recordingLink: r.recording_link, attended: r.attended }));
}

export const countParticipants = async (db: Kysely<DB>, sessionId: string) =>
  Number(
    (
      await db
        .selectFrom('session_participants')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const hasJoined = async (db: Kysely<DB>, sessionId: string, userId: string) =>
  (await db
    .selectFrom('session_participants')
    .select('user_id')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** Records attendance; joining again keeps the first time. */
export async function recordAttendance(db: Kysely<DB>, sessionId: string, userId: string) {
  await db
    .insertInto('session_participants')
    .values({ session_id: sessionId, user_id: userId })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .execute();
}
