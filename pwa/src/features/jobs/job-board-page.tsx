import { Alert, Button, Container, Group, Loader, Menu, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { arrangeJobs, filterJobs, isJobClosed, localDay, messages, type Job, type JobFilter } from '@institute/shared-schema';
import { FeaturedJob } from './featured-job';
import { JobCard, jobGridClass } from './job-card';
import { MoreJobs } from './more-jobs';
import { useSavedJobIds } from './saved-jobs';
import { useJobs } from './use-jobs';

export interface JobBoardSearch {
  q?: string;
  filter?: Exclude<JobFilter, 'all'>;
  /** Only the jobs on the user's own list. */
  saved?: true;
}

/**
 * Cards drawn at first and after each new search: a phone shows two or three, so a keystroke draws
 * only these; more are added as the reader scrolls near the end (`MoreJobs`). Drawing a thousand
 * cards per keystroke took seconds on a slow phone, thirty Mantine cards 160 ms.
 */
const pageSize = 12;

const filterLabels: Record<JobFilter, string> = { all: 'All Jobs', internship: 'Internships', 'full-time': 'Full Time' };

/**
 * The job board (site spec section 2, Jobs; issue 16): hero, the featured internship, search and
 * filter (both in the URL, so a shared link opens the same view), then the posted jobs from the
 * device, open ones first. Works offline after one visit.
 *
 * A keystroke redraws only the search box; the cards follow as a deferred value (interruptible by
 * the next key), filtered from the jobs arranged once per read of the device.
 */
export function JobBoardPage({ search, onSearch }: { search: JobBoardSearch; onSearch: (next: JobBoardSearch, typing: boolean) => void }) {
  const { jobs, loading, error } = useJobs();
  const today = localDay();
  const filter: JobFilter = search.filter ?? 'all';
  const onlySaved = search.saved === true;
  const savedIds = useSavedJobIds();

  // The typed text is the box's own state (the URL follows it), so a key paints without waiting for
  // the router, which answers a navigation later and may be a key behind. A URL text that is not
  // one the box sent (Back, a shared link) sets the box.
  const urlText = search.q ?? '';
  const [text, setText] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const [sent, setSent] = useState<readonly string[]>([]);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (!sent.includes(urlText)) {
      setText(urlText);
      setSent([]);
    }
  } else if (sent.length > 0 && urlText === asUrlText(text)) setSent([]);
  const listQ = useDeferredValue(text);

  // The latest search, text and callback, for handlers that stay the same function across renders
  // (the typed text wins over the URL's, which may be a key behind).
  const latest = useRef({ search, text, onSearch });
  useLayoutEffect(() => {
    latest.current = { search, text, onSearch };
  });
  const change = useCallback((next: Partial<JobBoardSearch>, typing = false) => {
    const { search: now, text: typed, onSearch: send } = latest.current;
    send({ ...now, q: asUrlText(typed) || undefined, ...next }, typing);
  }, []);
  const type = (value: string) => {
    setText(value);
    setSent((before) => [...before.slice(-50), asUrlText(value)]);
    change({ q: asUrlText(value) || undefined }, true);
  };

  const arranged = useMemo(() => arrangeJobs(jobs ?? [], today), [jobs, today]);
  const shown = useMemo(() => {
    const found = filterJobs(arranged, filter, listQ);
    return onlySaved ? found.filter((j) => savedIds.has(j.id)) : found;
  }, [arranged, filter, listQ, onlySaved, savedIds]);

  return (
    <>
      <BoardHero />
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <FeaturedJob />
          <Group gap="sm" align="flex-end" role="search" aria-label="Search jobs" wrap="wrap">
            <TextInput
              label="Search"
              type="search"
              placeholder="Search jobs by title, company, or location..."
              leftSection={searchIcon}
              value={text}
              onChange={(e) => type(e.currentTarget.value)}
              maxLength={200}
              size="md"
              style={searchBoxStyle}
            />
            <BoardFilters filter={filter} onlySaved={onlySaved} savedCount={savedIds.size} change={change} />
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
              <JobCards jobs={shown} view={`${filter}\n${onlySaved}\n${listQ}`} today={today} savedIds={savedIds} query={listQ} />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** The text as the URL keeps it: none when only spaces (`jobBoardSearch`). */
const asUrlText = (text: string) => (text.trim() ? text : '');

const searchIcon = <IconSearch size={16} aria-hidden />;
const searchBoxStyle = { flex: '1 1 260px' };

const BoardHero = memo(function BoardHero() {
  return (
    <Stack component="header" gap="xs" py={48} px="md" ta="center" bg="blue.8" c="white">
      <Title order={1}>Find Your Dream Job</Title>
      <Text size="lg">Internships and full-time roles for our students, posted by the institute.</Text>
    </Stack>
  );
});

/** The filter menu and the Saved jobs toggle: redrawn when they change, not on each keystroke. */
const BoardFilters = memo(function BoardFilters({
  filter,
  onlySaved,
  savedCount,
  change,
}: {
  filter: JobFilter;
  onlySaved: boolean;
  savedCount: number;
  change: (next: Partial<JobBoardSearch>) => void;
}) {
  return (
    <>
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
              onClick={() => change({ filter: f === 'all' ? undefined : f })}
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
        onClick={() => change({ saved: onlySaved ? undefined : true })}
      >
        Saved jobs ({savedCount})
      </Button>
    </>
  );
});

/** The cards, redrawn only when what they show changes (not on the keystroke's own render). */
const JobCards = memo(function JobCards({
  jobs,
  view,
  today,
  savedIds,
  query,
}: {
  jobs: Job[];
  /** The search, filter and list these cards answer: a new one starts again from the first cards. */
  view: string;
  today: string;
  savedIds: Set<string>;
  /** The text these cards answer (the benchmark waits for it to equal what was typed). */
  query: string;
}) {
  const [limit, setLimit] = useState(pageSize);
  const [drawnView, setDrawnView] = useState(view);
  if (view !== drawnView) {
    setDrawnView(view);
    setLimit(pageSize);
  }
  const more = useCallback(() => setLimit((n) => n + pageSize), []);
  return (
    <>
      <div className={jobGridClass} data-testid="job-results" data-query={query}>
        {jobs.slice(0, limit).map((job) => (
          <JobCard key={job.id} job={job} closed={isJobClosed(job, today)} saved={savedIds.has(job.id)} />
        ))}
      </div>
      {jobs.length > limit && <MoreJobs left={jobs.length - limit} onMore={more} />}
    </>
  );
});
