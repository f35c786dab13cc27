import { z } from 'zod';
import { messages } from '../messages.js';
import { bound, id, limits, noNul, noNulPattern, requiredString } from '../fields.js';

export const jobRoles = ['Internship', 'Full Time'] as const;
export const jobFilters = ['all', 'internship', 'full-time'] as const;
export type JobFilter = (typeof jobFilters)[number];

export const jobSchema = z.object({
  id,
  title: z.string(),
  company: z.string(),
  role: z.enum(jobRoles),
  location: z.string(),
  skills: z.array(z.string()),
  postedOn: z.string(),
  lastDate: z.string(),
  experience: z.string(),
  salary: z.string(),
  batchEligibility: z.string().nullable(),
  link: z.string().nullable(),
  description: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

const req = (label: string, max: number = limits.title) => requiredString(messages.validation.jobFieldRequired(label), max);

/** A real calendar day in ISO form (YYYY-MM-DD): the spec sends the job's dates "in ISO form". */
const isoDay = (label: string) => req(label, limits.id).refine(isRealDay, messages.jobs.dateInvalid(label));

function isRealDay(s: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** One skill: a short label, at most `limits.name` characters. */
const skill = z.string().max(limits.name, bound()).regex(noNulPattern, noNul);

/**
 * Job form (site spec section 5): every field but salary required; skills typed comma separated
 * (or sent as a list) and stored as a list; salary stored as Not specified when empty; the link a
 * web address (it becomes an Apply Now target); the last date not before the posted date.
 */
export const jobFormSchema = z
  .object({
    title: req('Title'),
    company: req('Company'),
    role: z.enum(jobRoles, { error: messages.validation.jobFieldRequired('Role') }),
    location: req('Location'),
    skills: z
      .union([z.string().max(limits.shortText, bound()).regex(noNulPattern, noNul), z.array(skill).max(limits.list, bound())], {
        error: messages.validation.jobFieldRequired('Skills'),
      })
      .transform((s) => (Array.isArray(s) ? s : s.split(',')).map((x) => x.trim()).filter(Boolean))
      .refine((list) => list.length > 0, messages.validation.jobFieldRequired('Skills'))
      .refine((list) => list.length <= limits.list, messages.request.tooMany('Skills', limits.list)),
    postedOn: isoDay('Posted date'),
    lastDate: isoDay('Last date'),
    experience: req('Experience', limits.name),
    batchEligibility: req('Eligible batches', limits.name),
    link: req('Link', limits.url).refine((s) => isWebAddress(s), messages.jobs.linkInvalid),
    description: req('Description', limits.text),
    salary: z
      .string()
      .max(limits.name, bound())
      .regex(noNulPattern, noNul)
      .trim()
      .optional()
      .transform((s) => (s ? s : messages.public.notSpecified)),
  })
  .refine((f) => !isRealDay(f.postedOn) || !isRealDay(f.lastDate) || f.lastDate >= f.postedOn, {
    path: ['lastDate'],
    message: messages.jobs.lastDateBeforePosted,
  });
export type JobForm = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

/** An http(s) address: the only kind an Apply Now button may open. */
export function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Job filter and search combine: role filter, then a case-insensitive match on title, company or location. */
export function matchesJob(job: Pick<Job, 'title' | 'company' | 'location' | 'role'>, filter: JobFilter, search: string) {
  if (filter === 'internship' && job.role !== 'Internship') return false;
  if (filter === 'full-time' && job.role !== 'Full Time') return false;
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [job.title, job.company, job.location].some((f) => f.toLowerCase().includes(q));
}

/** The device's calendar day, YYYY-MM-DD (a job's dates are days, compared as text). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A job is closed once its last date has passed: the last date itself is still open. */
export const isJobClosed = (job: Pick<Job, 'lastDate'>, today: string) => job.lastDate < today;

/** The board's order: open jobs before closed ones, each newest posted first, then by title. */
export function arrangeJobs<J extends Pick<Job, 'lastDate' | 'postedOn' | 'title'>>(jobs: readonly J[], today: string): J[] {
  return jobs
    .map((job) => ({ job, closed: isJobClosed(job, today) }))
    .sort(
      (a, b) =>
        Number(a.closed) - Number(b.closed) || b.job.postedOn.localeCompare(a.job.postedOn) || a.job.title.localeCompare(b.job.title),
    )
    .map((x) => x.job);
}

/** Search text and filter of the board as they live in its URL (`?q=&filter=`), read from anything. */
export function jobBoardSearch(search: Record<string, unknown>): { q?: string; filter?: Exclude<JobFilter, 'all'> } {
  const out: { q?: string; filter?: Exclude<JobFilter, 'all'> } = {};
  const q = search.q;
  if (typeof q === 'string' || typeof q === 'number') {
    const text = String(q).slice(0, limits.title);
    if (text.trim()) out.q = text;
  }
  if (search.filter === 'internship' || search.filter === 'full-time') out.filter = search.filter;
  return out;
}
