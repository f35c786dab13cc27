import { z } from 'zod';
import { messages } from '../messages.js';
import { bound, id, limits, noNul, noNulPattern, requiredString } from '../fields.js';
import { isWebAddress } from './job-board.js';

export const jobRoles = ['Internship', 'Full Time'] as const;

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

/** A job on a student's own list (the `savedJobs` collection of the user bucket). */
export const savedJobSchema = z.object({ id: z.string(), jobId: id, savedAt: z.string() });
export type SavedJob = z.infer<typeof savedJobSchema>;

/** Saving or unsaving a job (the `job.save` mutation): works offline, synced to the student's devices. */
export const saveJobSchema = z.object({ jobId: z.uuid(), saved: z.boolean() });

/** The id of a student's saved job, the same on every device: `{userId}:{jobId}`. */
export const savedJobId = (userId: string, jobId: string) => `${userId}:${jobId}`;
