/** SQL for jobs lives here and only here. */
import type { Kysely, Selectable } from 'kysely';
import { savedJobId, type Job, type JobFormValues } from '@institute/shared-schema';
import type { DB, JobsTable } from '../../db/schema.js';

export function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    role: row.role,
    location: row.location,
    skills: row.skills,
    postedOn: row.posted_on,
    lastDate: row.last_date,
    experience: row.experience,
    salary: row.salary,
    batchEligibility: row.batch_eligibility,
    link: row.link,
    description: row.description,
  };
}

function formColumns(form: JobFormValues) {
  return {
    title: form.title,
    company: form.company,
    role: form.role,
    location: form.location,
    skills: JSON.stringify(form.skills),
    posted_on: form.postedOn,
    last_date: form.lastDate,
    experience: form.experience,
    salary: form.salary,
    batch_eligibility: form.batchEligibility,
    link: form.link,
    description: form.description,
  };
}

/** Every job, newest posted first (ties by title, then id, so the order is stable). */
export async function listJobs(db: Kysely<DB>): Promise<Job[]> {
  const rows = await db.selectFrom('jobs').selectAll().orderBy('posted_on', 'desc').orderBy('title').orderBy('id').execute();
  return rows.map(toJob);
}

export async function findJob(db: Kysely<DB>, id: string): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toJob(row);
}

export async function insertJob(db: Kysely<DB>, form: JobFormValues): Promise<Job> {
  return toJob(await db.insertInto('jobs').values(formColumns(form)).returningAll().executeTakeFirstOrThrow());
}

export async function updateJob(db: Kysely<DB>, id: string, form: JobFormValues): Promise<Job | undefined> {
  const row = await db.updateTable('jobs').set(formColumns(form)).where('id', '=', id).returningAll().executeTakeFirst();
  return row && toJob(row);
}

/** The deleted job's title, or undefined when there was none. */
export async function deleteJob(db: Kysely<DB>, id: string): Promise<string | undefined> {
  return (await db.deleteFrom('jobs').where('id', '=', id).returning('title').executeTakeFirst())?.title;
}

export const jobExists = async (db: Kysely<DB>, id: string) =>
  (await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Puts a job on a student's list or takes it off; repeating either changes nothing. */
export async function setSavedJob(db: Kysely<DB>, userId: string, jobId: string, saved: boolean) {
  const id = savedJobId(userId, jobId);
  if (saved)
    await db
      .insertInto('saved_jobs')
      .values({ id, user_id: userId, job_id: jobId })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  else await db.deleteFrom('saved_jobs').where('id', '=', id).execute();
}
