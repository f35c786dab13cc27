/**
 * The job form's values as the form holds them (skills as typed, comma separated), how they become
 * the API's `JobForm`, and the shared schema's problems keyed by the form's fields.
 */
import { jobFormSchema, localDay, messages, type Job, type JobForm } from '@institute/shared-schema';

export interface JobValues {
  title: string;
  company: string;
  role: string | null;
  location: string;
  skills: string;
  postedOn: string;
  lastDate: string;
  experience: string;
  salary: string;
  batchEligibility: string;
  link: string;
  description: string;
}

export const blankJob = (): JobValues => ({
  title: '',
  company: '',
  role: null,
  location: '',
  skills: '',
  postedOn: localDay(),
  lastDate: '',
  experience: '',
  salary: '',
  batchEligibility: '',
  link: '',
  description: '',
});

export function fromJob(j: Job): JobValues {
  return {
    title: j.title,
    company: j.company,
    role: j.role,
    location: j.location,
    skills: j.skills.join(', '),
    postedOn: j.postedOn,
    lastDate: j.lastDate,
    experience: j.experience,
    salary: j.salary === messages.public.notSpecified ? '' : j.salary,
    batchEligibility: j.batchEligibility ?? '',
    link: j.link ?? '',
    description: j.description,
  };
}

export const toJobForm = (v: JobValues): JobForm => ({ ...v, role: (v.role ?? '') as JobForm['role'] });

/** @mantine/form's `validate`: the shared schema's first message for each field, none when valid. */
export function jobFormErrors(values: JobValues): Record<string, string> {
  const parsed = jobFormSchema.safeParse(toJobForm(values));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
