import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { dayAfter, featuredJob, localDay } from '@institute/shared-schema';
import { openApplication } from './apply';
import { JobFacts } from './job-card';

/**
 * The built-in featured internship, always first (site spec section 3): its facts from the site
 * configuration, posted today and closing `deadlineDays` after today.
 */
export function FeaturedJob() {
  const job = {
    ...featuredJob,
    skills: [...featuredJob.skills],
    role: 'Internship' as const,
    postedOn: localDay(),
    lastDate: dayAfter(featuredJob.deadlineDays),
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="featured-job" data-testid="featured-job" bg="blue.0">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color="pink" variant="filled">
            Featured internship
          </Badge>
          {featuredJob.chips.map((c) => (
            <Badge key={c} variant="outline" tt="none">
              {c}
            </Badge>
          ))}
        </Group>
        <Title order={2} size="h3" id="featured-job">
          {job.title}
        </Title>
        <JobFacts job={job} />
        <Text size="sm">{job.description}</Text>
        <Button
          size="md"
          w="fit-content"
          color="pink"
          onClick={() => openApplication(job.link)}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={`Apply Now: ${job.title}, opens in a new tab`}
        >
          Apply Now
        </Button>
      </Stack>
    </Card>
  );
}
