import { Alert, Button, Container, Group, Loader, Menu, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { arrangeJobs, isJobClosed, localDay, matchesJob, messages, type Job, type JobFilter } from '@institute/shared-schema';
import { FeaturedJob } from './featured-job';
import { JobCard } from './job-card';
import { useSavedJobIds } from './saved-jobs';
import { useJobs } from './use-jobs';

export interface JobBoardSearch {
  q?: string;
  filter?: Exclude<JobFilter, 'all'>;
  /** Only the jobs on the user's own list. */
  saved?: true;
}

/** Cards drawn at first and per Show more: drawing a thousand cards on each keystroke took seconds on a slow phone. */
const pageSize = 30;

const filterLabels: Record<JobFilter, string> = { all: 'All Jobs', internship: 'Internships', 'full-time': 'Full Time' };

/**
 * The job board (site spec section 2, Jobs; issue 16): hero, the featured internship, search and
 * filter (both in the URL, so a shared link opens the same view), then the posted jobs from the
 * device, open ones first. Works offline after one visit.
 */
export function JobBoardPage({ search, onSearch }: { search: JobBoardSearch; onSearch: (next: JobBoardSearch, typing: boolean) => void }) {
  const { jobs, loading, error } = useJobs();
  const q = search.q ?? '';
  // The list follows the typed text at a lower priority: the keystroke paints at once and the
  // cards are redrawn after, interruptible by the next key (1,000 jobs, a slow phone).
  const listQ = useDeferredValue(q);
  const filter: JobFilter = search.filter ?? 'all';
  const today = localDay();
  const savedIds = useSavedJobIds();
  const onlySaved = search.saved === true;
  const shown = useMemo(
    () =>
      arrangeJobs(
        (jobs ?? []).filter((j) => matchesJob(j, filter, listQ) && (!onlySaved || savedIds.has(j.id))),
        today,
      ),
    [jobs, filter, listQ, today, onlySaved, savedIds],
  );

  const [limit, setLimit] = useState(pageSize);
  const setFilter = (f: JobFilter) => onSearch({ ...search, filter: f === 'all' ? undefined : f }, false);
  const setText = (text: string) => onSearch({ ...search, q: text === '' ? undefined : text }, true);

  return (
    <>
      <Stack component="header" gap="xs" py={48} px="md" ta="center" bg="blue.8" c="white">
        <Title order={1}>Find Your Dream Job</Title>
        <Text size="lg">Internships and full-time roles for our students, posted by the institute.</Text>
      </Stack>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <FeaturedJob />
          <Group gap="sm" align="flex-end" role="search" aria-label="Search jobs" wrap="wrap">
            <TextInput
              label="Search"
              type="search"
              placeholder="Search jobs by title, company, or location..."
              leftSection={<IconSearch size={16} aria-hidden />}
              value={q}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={200}
              size="md"
              style={{ flex: '1 1 260px' }}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="md"
                  variant="default"
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                  aria-label={`Filter: ${filterLabels[filter]}`}
                >
                  {filterLabels[filter]}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {(Object.keys(filterLabels) as JobFilter[]).map((f) => (
                  <Menu.Item
                    key={f}
                    mih={44}
                    onClick={() => setFilter(f)}
                    leftSection={f === filter ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
                    aria-current={f === filter ? 'true' : undefined}
                  >
                    {filterLabels[f]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="md"
              variant={onlySaved ? 'filled' : 'default'}
              aria-pressed={onlySaved}
              leftSection={onlySaved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
              onClick={() => onSearch({ ...search, saved: onlySaved ? undefined : true }, false)}
            >
              Saved jobs ({savedIds.size})
            </Button>
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {loading && !error ? (
            <Group justify="center" py="xl">
              <Loader aria-label="Loading jobs" />
            </Group>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === 0
                  ? onlySaved && savedIds.size === 0
                    ? messages.jobs.noSaved
                    : messages.public.noJobs
                  : `${shown.length} ${shown.length === 1 ? 'job' : 'jobs'}`}
              </Text>
              <JobCards jobs={shown} limit={limit} today={today} savedIds={savedIds} query={listQ} />
              {shown.length > limit && (
                <Button size="md" variant="light" w="fit-content" mx="auto" onClick={() => setLimit((n) => n + pageSize)}>
                  Show more jobs ({shown.length - limit} more)
                </Button>
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** The cards, redrawn only when what they show changes (not on the keystroke's own render). */
const JobCards = memo(function JobCards({
  jobs,
  limit,
  today,
  savedIds,
  query,
}: {
  jobs: Job[];
  limit: number;
  today: string;
  savedIds: Set<string>;
  /** The text these cards answer (the benchmark waits for it to equal what was typed). */
  query: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="job-results" data-query={query}>
      {jobs.slice(0, limit).map((job) => (
        <JobCard key={job.id} job={job} closed={isJobClosed(job, today)} saved={savedIds.has(job.id)} />
      ))}
    </SimpleGrid>
  );
});
