import { Trans, useLingui } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { dayAfter, featuredJob, localDay } from '@institute/shared-schema';
import { openApplication } from './apply';
import { JobFacts } from './job-card';
import classes from './job-card.module.css';

/**
 * The built-in featured internship, always first (site spec section 3): its facts from the site
 * configuration, posted today and closing `deadlineDays` after today. Plain elements with the job
 * cards' styles; memoised, so typing in the search box does not redraw it.
 */
export const FeaturedJob = memo(function FeaturedJob() {
  const { t } = useLingui();
  const job = {
    ...featuredJob,
    skills: [...featuredJob.skills],
    role: 'Internship' as const,
    postedOn: localDay(),
    lastDate: dayAfter(featuredJob.deadlineDays),
  };
  const title = job.title;
  return (
    <section className={`${classes.card} ${classes.featured}`} aria-labelledby="featured-job" data-testid="featured-job">
      <div className={classes.chips}>
        <span className={classes.badge} data-featured>
          <Trans>Featured internship</Trans>
        </span>
        {featuredJob.chips.map((c) => (
          <span key={c} className={classes.badge} data-outline>
            {c}
          </span>
        ))}
      </div>
      <h2 className={`${classes.title} ${classes.featuredTitle}`} id="featured-job">
        {job.title}
      </h2>
      <JobFacts job={job} />
      <p className={classes.text}>{job.description}</p>
      <button
        type="button"
        className={`${classes.button} ${classes.filled} ${classes.pink}`}
        onClick={() => openApplication(job.link)}
        aria-label={t`Apply Now: ${title}, opens in a new tab`}
      >
        <Trans>Apply Now</Trans>
        <IconExternalLink size={16} aria-hidden />
      </button>
    </section>
  );
});
