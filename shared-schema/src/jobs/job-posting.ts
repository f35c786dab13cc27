/**
 * A job as schema.org `JobPosting` structured data (issue 16), for search engines: the job page
 * carries it in its HTML (the server renders it) and in the app. A closed job carries none: a
 * posting whose deadline has passed must not be offered as open.
 */
import type { Job } from './job.schema.js';
import { isJobClosed, skillList } from './job-board.js';

const remote = /\bremote\b/i;

/** A salary that is a figure, as schema.org `MonetaryAmount`; null for words ("Competitive Stipend", "Not specified"). */
export function salaryAmount(salary: string): { value: number; unitText: 'YEAR' | 'MONTH' } | null {
  const figure = /(\d[\d,]*(?:\.\d+)?)/.exec(salary);
  if (!figure?.[1]) return null;
  const n = Number(figure[1].replace(/,/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  if (/\b(lpa|lakhs?|lacs?)\b/i.test(salary)) return { value: Math.round(n * 100_000), unitText: 'YEAR' };
  if (/\b(month|monthly|pm)\b/i.test(salary)) return { value: n, unitText: 'MONTH' };
  if (/\b(year|annum|yearly|pa)\b/i.test(salary)) return { value: n, unitText: 'YEAR' };
  return null;
}

export function jobPostingJsonLd(job: Job, today: string, country = 'IN'): Record<string, unknown> | null {
  if (isJobClosed(job, today)) return null;
  const salary = salaryAmount(job.salary);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.postedOn,
    validThrough: job.lastDate,
    employmentType: job.role === 'Internship' ? 'INTERN' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.company },
    ...(remote.test(job.location)
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
      : {
          jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: country } },
        }),
    ...(skillList(job.skills).length ? { skills: skillList(job.skills).join(', ') } : {}),
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: { '@type': 'QuantitativeValue', value: salary.value, unitText: salary.unitText },
          },
        }
      : {}),
  };
}
