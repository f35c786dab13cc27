import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBookmark, IconBookmarkFilled, IconExternalLink } from '@tabler/icons-react';
import { formatDate, messages, skillList, type Job } from '@institute/shared-schema';
import { ButtonLink } from '../certificates/certificate-link';
import { openApplication } from './apply';
import { toggleSavedJob } from './saved-jobs';

/** A salary worth showing: the form stores an empty one as Not specified, which the card leaves out. */
export const shownSalary = (salary: string) => (salary && salary !== messages.public.notSpecified ? salary : null);

/** The facts every job card shows (spec section 2, Jobs): the featured internship passes its own. */
export function JobFacts({ job }: { job: Omit<Job, 'id'> }) {
  const salary = shownSalary(job.salary);
  return (
    <>
      <Text size="sm">
        <Text span fw={600}>
          {job.company}
        </Text>{' '}
        · {job.location}
      </Text>
      <Text size="sm" c="dimmed">
        Experience: {job.experience}
        {salary && ` · Salary: ${salary}`}
      </Text>
      <Group gap={6} aria-label="Skills" role="list">
        {skillList(job.skills).map((s) => (
          <Badge key={s} variant="light" color="blue" tt="none" role="listitem">
            {s}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        Posted: {formatDate(job.postedOn)} · Deadline: {formatDate(job.lastDate)}
      </Text>
      {job.batchEligibility && <Text size="sm">Eligible: {job.batchEligibility}</Text>}
    </>
  );
}

/** One posted job on the board: its facts, the description cut short, Apply Now and the job's own page. */
export function JobCard({ job, closed, saved }: { job: Job; closed: boolean; saved: boolean }) {
  const headingId = `job-${job.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} data-testid="job-card" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            <Link to="/services/job-portal/$id" params={{ id: job.id }} style={{ color: 'inherit' }}>
              {job.title}
            </Link>
          </Title>
          {/* The lightest tint behind the darkest text: teal's light badge measured 4.32:1, below AA. */}
          <Badge
            variant="light"
            color={job.role === 'Internship' ? 'pink' : 'teal'}
            bg={job.role === 'Internship' ? 'pink.0' : 'teal.0'}
            style={{ flexShrink: 0 }}
          >
            {job.role}
          </Badge>
        </Group>
        {closed && (
          <Badge color="gray" variant="filled" w="fit-content">
            {messages.jobs.closed}
          </Badge>
        )}
        <JobFacts job={job} />
        <Text size="sm" lineClamp={3}>
          {job.description}
        </Text>
        <Group gap="sm" mt="auto">
          <Button
            size="md"
            onClick={() => openApplication(job.link)}
            disabled={closed}
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={`Apply Now: ${job.title}, opens in a new tab`}
          >
            Apply Now
          </Button>
          <ButtonLink
            size="md"
            variant="subtle"
            to="/services/job-portal/$id"
            params={{ id: job.id }}
            aria-label={`Details of ${job.title}`}
          >
            Details
          </ButtonLink>
          <Button
            size="md"
            variant="subtle"
            ml="auto"
            onClick={() => toggleSavedJob(job.id, !saved)}
            aria-pressed={saved}
            aria-label={`Save ${job.title}`}
            leftSection={saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
          >
            {saved ? 'Saved' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
