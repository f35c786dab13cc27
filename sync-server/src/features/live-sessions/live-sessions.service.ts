/**
 * The join rules of a live session (issue 18, spec section 4 "Live session join"): a student may
 * join a session of a course they are enrolled in, from 15 minutes before its start until its end,
 * unless it is cancelled or completed or already has its maximum of participants (one who joined
 * before may always come back). Times are the institute's wall clock (`siteConfig.timeZone`); the
 * server's clock decides, never the device's.
 */
import type { Kysely } from 'kysely';
import { defaultSiteConfig, joinOpensMinutesBefore, messages, sessionWindow, type JoinCheck, type Role } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { recordLearningEvent } from '../assignments/assignments.service.js';
import { countParticipants, hasJoined, isEnrolled, lockSession, recordAttendance } from './live-sessions.repository.js';

export interface Caller {
  id: string;
  role: Role;
}

const words = messages.learning;

/** Whether `caller` may join session `id` at `now`; 404 for a session that does not exist. */
export async function checkJoin(trx: Kysely<DB>, caller: Caller, id: string, now: number, timeZone = defaultSiteConfig.timeZone) {
  const session = await lockSession(trx, id);
  if (!session) throw new HttpError(404, words.sessionNotFound);
  const refuse = (message: string): JoinCheck & { meetingLink: null; courseId: string } => ({
    canJoin: false,
    message,
    meetingLink: null,
    courseId: session.course_id,
  });
  if (caller.role !== 'admin' && !(await isEnrolled(trx, caller.id, session.course_id))) return refuse(words.notEnrolled);
  if (session.status === 'cancelled') return refuse(words.sessionCancelled);
  const window = sessionWindow(session, timeZone);
  if (session.status === 'completed' || now >= window.endsAt) return refuse(words.sessionEnded);
  if (now < window.opensAt) return refuse(words.sessionNotOpen(joinOpensMinutesBefore));
  const counted = caller.role !== 'admin';
  if (counted && !(await hasJoined(trx, id, caller.id)) && (await countParticipants(trx, id)) >= session.max_participants)
    return refuse(words.sessionFull);
  if (!session.meeting_link) return refuse(messages.student.noMeetingLink);
  return { canJoin: true, message: words.canJoin, meetingLink: session.meeting_link, courseId: session.course_id };
}

/** Joins: the same rules, then attendance recorded once (students only), in one transaction. */
export async function joinSession(db: Kysely<DB>, caller: Caller, id: string, now: number, timeZone?: string) {
  return db.transaction().execute(async (trx) => {
    const check = await checkJoin(trx, caller, id, now, timeZone);
    // 409, not 403: a refusal of the join rules is not a missing permission (the PWA takes 403 as signed out of a role).
    if (!check.canJoin || !check.meetingLink) throw new HttpError(409, check.message);
    if (caller.role !== 'admin') {
      await recordAttendance(trx, id, caller.id);
      // The progress figures count it (issue 18): a learning event, at the server's time.
      await recordLearningEvent(trx, caller.id, check.courseId, 'session', id, { fraction: 1, done: true }, new Date(now));
    }
    return { message: words.joined, meetingLink: check.meetingLink };
  });
}
