import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconBookmark, IconBookmarkFilled, IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { messages, skillList, type Job } from '@institute/shared-schema';
import { dequal } from 'dequal';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { openApplication } from './apply';
import classes from './job-card.module.css';
import { toggleSavedJob } from './saved-jobs';

/** A salary worth showing: the form stores an empty one as Not specified, which the card leaves out. */
export const shownSalary = (salary: string) => (salary && salary !== messages.public.notSpecified ? salary : null);

/** What a job's role is called on screen; the stored value stays English. */
const roleLabels: Record<Job['role'], MessageDescriptor> = { Internship: msg`Internship`, 'Full Time': msg`Full Time` };

/** The badge of a job's role (Internship or Full Time), as plain text styled by the card's CSS. */
export function RoleBadge({ role }: { role: Job['role'] }) {
  const { i18n } = useLingui();
  return (
    <span className={classes.badge} data-role={role === 'Internship' ? 'internship' : 'full-time'}>
      {i18n._(roleLabels[role])}
    </span>
  );
}

/** The Closed badge of a job whose last date has passed. */
export function ClosedBadge() {
  const tm = useSharedText();
  return (
    <span className={classes.badge} data-closed>
      {tm(messages.jobs.closed)}
    </span>
  );
}

/**
 * The facts every job card shows (spec section 2, Jobs): the featured internship and the job's own
 * page pass theirs. Plain paragraphs and a list (a few DOM nodes, no component work per card).
 */
export function JobFacts({ job }: { job: Omit<Job, 'id'> }) {
  const { t } = useT();
  const f = useFormat();
  const salary = shownSalary(job.salary);
  const { experience, batchEligibility } = job;
  const posted = f.date(job.postedOn);
  const deadline = f.date(job.lastDate);
  return (
    <>
      <p className={classes.text}>
        <strong>{job.company}</strong> · {job.location}
      </p>
      <p className={classes.dimmed}>{salary ? t`Experience: ${experience} · Salary: ${salary}` : t`Experience: ${experience}`}</p>
      {/* role="list": a list without bullets keeps its semantics in every browser. */}
      <ul className={classes.skills} aria-label={t`Skills`} role="list">
        {skillList(job.skills).map((s) => (
          <li key={s} className={classes.badge}>
            {s}
          </li>
        ))}
      </ul>
      <p className={classes.dimmed}>{t`Posted: ${posted} · Deadline: ${deadline}`}</p>
      {batchEligibility && <p className={classes.text}>{t`Eligible: ${batchEligibility}`}</p>}
    </>
  );
}

/**
 * One posted job on the board: its facts, the description cut short, Apply Now, the job's own page
 * and Save. Plain elements (about 30 DOM nodes) so a keystroke's new cards draw within a frame.
 */
export const JobCard = memo(function JobCard({ job, closed, saved }: { job: Job; closed: boolean; saved: boolean }) {
  const { t } = useT();
  const headingId = `job-${job.id}`;
  const title = job.title;
  return (
    <article className={classes.card} aria-labelledby={headingId} data-testid="job-card">
      <div className={classes.head}>
        <h2 className={classes.title} id={headingId}>
          <Link to="/services/job-portal/$id" params={{ id: job.id }}>
            {job.title}
          </Link>
        </h2>
        <RoleBadge role={job.role} />
      </div>
      {closed && <ClosedBadge />}
      <JobFacts job={job} />
      <p className={classes.description}>{job.description}</p>
      <div className={classes.actions}>
        <button
          type="button"
          className={`${classes.button} ${classes.filled}`}
          onClick={() => openApplication(job.link)}
          disabled={closed}
          aria-label={t`Apply Now: ${title}, opens in a new tab`}
        >
          {t`Apply Now`}
          <IconExternalLink size={16} aria-hidden />
        </button>
        <Link
          className={`${classes.button} ${classes.subtle}`}
          to="/services/job-portal/$id"
          params={{ id: job.id }}
          aria-label={t`Details of ${title}`}
        >
          {t`Details`}
        </Link>
        <button
          type="button"
          className={`${classes.button} ${classes.subtle} ${classes.save}`}
          onClick={() => toggleSavedJob(job.id, !saved)}
          aria-pressed={saved}
          aria-label={t`Save ${title}`}
        >
          {saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
          {saved ? t`Saved` : t`Save`}
        </button>
      </div>
    </article>
  );
}, sameCard);

/** A card is drawn again only when its job's data changed, not when a new read gave an equal row. */
function sameCard(a: { job: Job; closed: boolean; saved: boolean }, b: { job: Job; closed: boolean; saved: boolean }) {
  return a.closed === b.closed && a.saved === b.saved && dequal(a.job, b.job);
}

/** The cards' grid: one column on a phone, two from Mantine's `sm` breakpoint. */
export const jobGridClass = classes.grid;
