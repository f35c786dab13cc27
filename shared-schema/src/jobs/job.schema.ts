import { z } from 'zod';
import { messages } from '../messages.js';
import { id, requiredString } from '../fields.js';

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

const req = (label: string) => requiredString(messages.validation.jobFieldRequired(label));

/** Job form: every field but salary required; skills typed comma-separated, stored as a list. */
export const jobFormSchema = z.object({
  title: req('Title'),
  company: req('Company'),
  role: z.enum(jobRoles, { error: messages.validation.jobFieldRequired('Role') }),
  location: req('Location'),
  skills: z
    .union([z.string(), z.array(z.string())], { error: messages.validation.jobFieldRequired('Skills') })
    .transform((s) => (Array.isArray(s) ? s : s.split(',')).map((x) => x.trim()).filter(Boolean))
    .refine((list) => list.length > 0, messages.validation.jobFieldRequired('Skills')),
  postedOn: req('Posted date'),
  lastDate: req('Last date'),
  experience: req('Experience'),
  batchEligibility: req('Eligible batches'),
  link: req('Link'),
  description: req('Description'),
  salary: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : messages.public.notSpecified)),
});
export type JobForm = z.input<typeof jobFormSchema>;

/** Job filter and search combine: role filter, then a case-insensitive match on title, company or location. */
export function matchesJob(job: Pick<Job, 'title' | 'company' | 'location' | 'role'>, filter: JobFilter, search: string) {
  if (filter === 'internship' && job.role !== 'Internship') return false;
  if (filter === 'full-time' && job.role !== 'Full Time') return false;
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [job.title, job.company, job.location].some((f) => f.toLowerCase().includes(q));
}
