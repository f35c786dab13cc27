import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isJobClosed, jobPostingJsonLd, scriptJsonText, localDay, messages } from '@institute/shared-schema';
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

  useEffect(() => {
    if (job) document.title = `${job.title} at ${job.company} | Job Portal`;
  }, [job]);

  if (job === undefined || (job === null && loading && !error)) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading job" />
      </Group>
    );
  }
  const back = (
    <Anchor component={Link} to="/services/job-portal" mih={44} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconArrowLeft size={16} aria-hidden /> All jobs
    </Anchor>
  );
  if (job === null) {
    return (
      <Container size="md" py="xl">
        <Stack>
          {back}
          <Alert color="red" role="alert" title={messages.jobs.notFound}>
            {error ?? 'This job is not on the board any more.'}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const closed = isJobClosed(job, today);
  const posting = jobPostingJsonLd(job, today);
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
          <Text fw={600}>{messages.jobs.closedNotice}</Text>
        ) : (
          <Button
            size="md"
            w="fit-content"
            onClick={() => openApplication(job.link)}
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={`Apply Now: ${job.title}, opens in a new tab`}
          >
            Apply Now
          </Button>
        )}
      </Stack>
      {posting && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJsonText(posting) }} />}
    </Container>
  );
}
