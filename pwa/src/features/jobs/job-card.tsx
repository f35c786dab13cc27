import { Link } from '@tanstack/react-router';
import { IconBookmark, IconBookmarkFilled, IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { formatDate, messages, skillList, type Job } from '@institute/shared-schema';
import { dequal } from 'dequal';
import { openApplication } from './apply';
import classes from './job-card.module.css';
import { toggleSavedJob } from './saved-jobs';

/** A salary worth showing: the form stores an empty one as Not specified, which the card leaves out. */
export const shownSalary = (salary: string) => (salary && salary !== messages.public.notSpecified ? salary : null);

/** The badge of a job's role (Internship or Full Time), as plain text styled by the card's CSS. */
export function RoleBadge({ role }: { role: Job['role'] }) {
  return (
    <span className={classes.badge} data-role={role === 'Internship' ? 'internship' : 'full-time'}>
      {role}
    </span>
  );
}

/** The Closed badge of a job whose last date has passed. */
export function ClosedBadge() {
  return (
    <span className={classes.badge} data-closed>
      {messages.jobs.closed}
    </span>
  );
}

/**
 * The facts every job card shows (spec section 2, Jobs): the featured internship and the job's own
 * page pass theirs. Plain paragraphs and a list (a few DOM nodes, no component work per card).
 */
export function JobFacts({ job }: { job: Omit<Job, 'id'> }) {
  const salary = shownSalary(job.salary);
  return (
    <>
      <p className={classes.text}>
        <strong>{job.company}</strong> · {job.location}
      </p>
      <p className={classes.dimmed}>
        Experience: {job.experience}
        {salary && ` · Salary: ${salary}`}
      </p>
      {/* role="list": a list without bullets keeps its semantics in every browser. */}
      <ul className={classes.skills} aria-label="Skills" role="list">
        {skillList(job.skills).map((s) => (
          <li key={s} className={classes.badge}>
            {s}
          </li>
        ))}
      </ul>
      <p className={classes.dimmed}>
        Posted: {formatDate(job.postedOn)} · Deadline: {formatDate(job.lastDate)}
      </p>
      {job.batchEligibility && <p className={classes.text}>Eligible: {job.batchEligibility}</p>}
    </>
  );
}

/**
 * One posted job on the board: its facts, the description cut short, Apply Now, the job's own page
 * and Save. Plain elements (about 30 DOM nodes) so a keystroke's new cards draw within a frame.
 */
export const JobCard = memo(function JobCard({ job, closed, saved }: { job: Job; closed: boolean; saved: boolean }) {
  const headingId = `job-${job.id}`;
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
          aria-label={`Apply Now: ${job.title}, opens in a new tab`}
        >
          Apply Now
          <IconExternalLink size={16} aria-hidden />
        </button>
        <Link
          className={`${classes.button} ${classes.subtle}`}
          to="/services/job-portal/$id"
          params={{ id: job.id }}
          aria-label={`Details of ${job.title}`}
        >
          Details
        </Link>
        <button
          type="button"
          className={`${classes.button} ${classes.subtle} ${classes.save}`}
          onClick={() => toggleSavedJob(job.id, !saved)}
          aria-pressed={saved}
          aria-label={`Save ${job.title}`}
        >
          {saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
          {saved ? 'Saved' : 'Save'}
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
