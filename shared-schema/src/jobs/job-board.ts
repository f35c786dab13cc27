/**
 * The job board's pure rules (site spec sections 4 and 5, issue 16): filter and search, open and
 * closed, order, and the board's URL search params. No zod here: the board's route reads its
 * search params in the PWA's entry, which must not carry the validation library.
 */
import type { Job } from './job.schema.js';

export const jobFilters = ['all', 'internship', 'full-time'] as const;
export type JobFilter = (typeof jobFilters)[number];

/** The longest search text kept from a URL (a job title's bound, `limits.title`). */
const searchMax = 200;

/** The search text as it is compared: trimmed and lowercased (once per keystroke, not once per job). */
export const jobSearchText = (search: string) => search.trim().toLowerCase();

/**
 * Each job's title, company and location lowercased, kept per row object: computed the first time
 * a row is searched, then reused on every keystroke (issue 16: 1,000 jobs on a slow phone). Rows
 * are never changed in place (a new read from the device is new objects), so the text cannot go stale.
 */
const haystacks = new WeakMap<object, readonly string[]>();
function haystackOf(job: Pick<Job, 'title' | 'company' | 'location'>): readonly string[] {
  let fields = haystacks.get(job);
  if (!fields) {
    fields = [job.title, job.company, job.location].map((f) => String(f ?? '').toLowerCase());
    haystacks.set(job, fields);
  }
  return fields;
}

/** The role filter alone. */
const matchesFilter = (job: Pick<Job, 'role'>, filter: JobFilter) =>
  filter === 'all' || (filter === 'internship' ? job.role === 'Internship' : job.role === 'Full Time');

/** Job filter and search combine: role filter, then a case-insensitive match on title, company or location. */
export function matchesJob(job: Pick<Job, 'title' | 'company' | 'location' | 'role'>, filter: JobFilter, search: string) {
  if (!matchesFilter(job, filter)) return false;
  const q = jobSearchText(search);
  return !q || haystackOf(job).some((f) => f.includes(q));
}

/** The jobs `matchesJob` keeps, in their given order (arrange once, then filter on each keystroke). */
export function filterJobs<J extends Pick<Job, 'title' | 'company' | 'location' | 'role'>>(
  jobs: readonly J[],
  filter: JobFilter,
  search: string,
): J[] {
  const q = jobSearchText(search);
  return jobs.filter((job) => matchesFilter(job, filter) && (!q || haystackOf(job).some((f) => f.includes(q))));
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
export function jobBoardSearch(search: Record<string, unknown>): { q?: string; filter?: Exclude<JobFilter, 'all'>; saved?: true } {
  const out: { q?: string; filter?: Exclude<JobFilter, 'all'>; saved?: true } = {};
  const q = search.q;
  if (typeof q === 'string' || typeof q === 'number') {
    const text = String(q).slice(0, searchMax);
    if (text.trim()) out.q = text;
  }
  if (search.filter === 'internship' || search.filter === 'full-time') out.filter = search.filter;
  if (search.saved === true || search.saved === 'true' || search.saved === 1) out.saved = true;
  return out;
}

/** The day `days` after `now` on the device's calendar, YYYY-MM-DD. */
export function dayAfter(days: number, now: Date = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + days);
  return localDay(d);
}

/** An http(s) address: the only kind an Apply Now button may open. */
export function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A job's skills as chips: a list, or one string as a single chip (spec section 3; older rows held one). */
export function skillList(skills: readonly string[] | string | null | undefined): string[] {
  if (Array.isArray(skills)) return skills.filter((s): s is string => typeof s === 'string' && s.trim() !== '');
  return typeof skills === 'string' && skills.trim() ? [skills.trim()] : [];
}
