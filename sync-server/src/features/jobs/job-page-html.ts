/**
 * A job's page as HTML (issue 16): the PWA's shell with the job's facts in `#root` and, for an open
 * job, its schema.org `JobPosting` in the head, so a search engine reads both without running
 * JavaScript. The app then renders the page over it (the root carries no `data-prerendered`, so it
 * is not hydrated).
 */
import { formatDate, jobPostingJsonLd, scriptJsonText, messages, type Job } from '@institute/shared-schema';
import { escapeHtml } from '../../escape-html.js';

/** Used when the PWA is not built (tests, an API-only server): a bare document. */
export const bareShell =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Job Portal</title></head><body><div id="root"></div></body></html>';

export function jobPageHtml(shell: string, job: Job, today: string): string {
  const posting = jobPostingJsonLd(job, today);
  const title = `${job.title} at ${job.company} | Job Portal`;
  const summary = job.description.length > 160 ? `${job.description.slice(0, 157)}...` : job.description;
  const head = posting ? `<script type="application/ld+json">${scriptJsonText(posting)}</script>` : '';
  const facts = [
    `${job.company} · ${job.location}`,
    `Experience: ${job.experience}`,
    job.salary && job.salary !== messages.public.notSpecified ? `Salary: ${job.salary}` : '',
    `Skills: ${job.skills.join(', ')}`,
    `Posted: ${formatDate(job.postedOn)} · Deadline: ${formatDate(job.lastDate)}`,
    job.batchEligibility ? `Eligible: ${job.batchEligibility}` : '',
  ].filter(Boolean);
  const body =
    `<main id="main"><article><p>${escapeHtml(job.role)}${posting ? '' : ` · ${messages.jobs.closed}`}</p><h1>${escapeHtml(job.title)}</h1>` +
    facts.map((f) => `<p>${escapeHtml(f)}</p>`).join('') +
    `<p style="white-space:pre-line">${escapeHtml(job.description)}</p></article></main>`;
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(summary)}$2`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
