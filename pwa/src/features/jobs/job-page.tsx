import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isJobClosed, jobPostingJsonLd, scriptJsonText, localDay, messages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { openApplication } from './apply';
import { ClosedBadge, JobFacts, RoleBadge } from './job-card';
import { useJob, useJobs } from './use-jobs';

/**
 * One job's page (`/services/job-portal/{id}`, issue 16): the whole description, Apply Now, and the
 * schema.org `JobPosting` data for an open job. The server sends the same data in the page's HTML
 * for search engines (`jobs-pages.routes.ts`); here it is read from the device, so it works offline.
 */
export function JobPage({ id }: { id: string }) {
  const job = useJob(id);
  const { loading, error } = useJobs();
  const today = localDay();
  const { t } = useLingui();
  const tm = useSharedText();

  useEffect(() => {
    if (!job) return;
    const { title, company } = job;
    document.title = t`${title} at ${company} | Job Portal`;
  }, [job, t]);

  if (job === undefined || (job === null && loading && !error)) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading job`} />
      </Group>
    );
  }
  const back = (
    <Anchor component={Link} to="/services/job-portal" mih={44} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconArrowLeft size={16} aria-hidden /> <Trans>All jobs</Trans>
    </Anchor>
  );
  if (job === null) {
    return (
      <Container size="md" py="xl">
        <Stack>
          {back}
          <Alert color="red" role="alert" title={tm(messages.jobs.notFound)}>
            {error ? tm(error) : t`This job is not on the board any more.`}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const closed = isJobClosed(job, today);
  const posting = jobPostingJsonLd(job, today);
  const title = job.title;
  return (
    <Container size="md" py="xl">
      <Stack gap="sm" component="article" aria-labelledby="job-title">
        {back}
        <Group gap="xs">
          <RoleBadge role={job.role} />
          {closed && <ClosedBadge />}
        </Group>
        <Title order={1} id="job-title">
          {job.title}
        </Title>
        <JobFacts job={job} />
        <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
        {closed ? (
          <Text fw={600}>{tm(messages.jobs.closedNotice)}</Text>
        ) : (
          <Button
            size="md"
            w="fit-content"
            onClick={() => openApplication(job.link)}
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t`Apply Now: ${title}, opens in a new tab`}
          >
            <Trans>Apply Now</Trans>
          </Button>
        )}
      </Stack>
      {posting && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJsonText(posting) }} />}
    </Container>
  );
}
