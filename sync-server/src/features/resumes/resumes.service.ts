/**
 * The rules of a student's resumes (issue 17): a student saves and deletes only their own, keeps at
 * most `resumeLimits.perStudent`, and the last save the server receives wins (a resume is the
 * learner's own, as the profile is). The content was checked by the shared schema already.
 */
import type { Kysely } from 'kysely';
import { messages, resumeLimits, type Resume } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { countResumes, deleteResume, resumeOwner, upsertResume } from './resumes.repository.js';

export async function saveResume(trx: Kysely<DB>, userId: string, id: string, resume: Resume): Promise<void> {
  const owner = await resumeOwner(trx, id);
  if (owner !== null && owner !== userId) throw new HttpError(403, messages.sync.notAllowed);
  if (owner === null && (await countResumes(trx, userId)) >= resumeLimits.perStudent)
    throw new HttpError(409, messages.resume.tooMany(resumeLimits.perStudent));
  await upsertResume(trx, userId, id, resume, new Date());
}

export async function removeResume(trx: Kysely<DB>, userId: string, id: string): Promise<void> {
  const owner = await resumeOwner(trx, id);
  if (owner !== null && owner !== userId) throw new HttpError(403, messages.sync.notAllowed);
  await deleteResume(trx, userId, id);
}
