import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Loader, Menu, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconChevronDown, IconSearch } from '@tabler/icons-react';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type Ref,
} from 'react';
import { arrangeJobs, filterJobs, isJobClosed, localDay, messages, type Job, type JobFilter } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
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
const pageSize = 6;

/** How long typing pauses before the URL follows the search box. */
const urlDelayMs = 250;

const filterLabels: Record<JobFilter, MessageDescriptor> = {
  all: msg`All Jobs`,
  internship: msg`Internships`,
  'full-time': msg`Full Time`,
};

/**
 * The job board (site spec section 2, Jobs; issue 16): hero, the featured internship, search and
 * filter (both in the URL, so a shared link opens the same view), then the posted jobs from the
 * device, open ones first. Works offline after one visit.
 *
 * A keystroke is painted by the browser alone (the box is uncontrolled); just after that paint the
 * cards follow in a transition (interruptible by the next key), filtered from the jobs arranged
 * once per read of the device.
 */
export function JobBoardPage({ search, onSearch }: { search: JobBoardSearch; onSearch: (next: JobBoardSearch, typing: boolean) => void }) {
  const { jobs, loading, error } = useJobs();
  const today = localDay();
  const filter: JobFilter = search.filter ?? 'all';
  const onlySaved = search.saved === true;
  const savedIds = useSavedJobIds();
  const { t } = useT();
  const tm = useSharedText();

  // The search box is the browser's own (uncontrolled): a key paints with no React work at all,
  // and the list follows in a transition (interruptible by the next key). The URL follows the box
  // once typing pauses. A URL text that is not one the box sent (Back, a shared link) sets the box.
  const urlText = search.q ?? '';
  const [text, setText] = useState(urlText);
  // The box's text when it was last set from the URL (its `key` and `initial`): typing leaves both
  // alone, so the box is not drawn again on a keystroke.
  const [box, setBox] = useState({ key: 0, initial: urlText });
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const [sent, setSent] = useState<readonly string[]>([]);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (!sent.includes(urlText)) {
      setText(urlText);
      setBox((b) => ({ key: b.key + 1, initial: urlText }));
      setSent([]);
    }
  } else if (sent.length > 0 && urlText === asUrlText(text)) setSent([]);

  // The latest search and callback, for handlers that stay the same function across renders.
  const latest = useRef({ search, onSearch });
  useLayoutEffect(() => {
    latest.current = { search, onSearch };
  });
  const input = useRef<HTMLInputElement>(null);
  const urlTimer = useRef<number | undefined>(undefined);
  // The typed text the list has not been given yet, and the frame after which it will be.
  const listText = useRef<string | null>(null);
  const listFrame = useRef(0);
  const showList = useCallback(() => {
    cancelAnimationFrame(listFrame.current);
    const value = listText.current;
    listText.current = null;
    if (value === null) return;
    startTransition(() => {
      setText(value);
      setSent((before) => [...before.slice(-50), asUrlText(value)]);
    });
  }, []);
  const change = useCallback(
    (next: Partial<JobBoardSearch>, typing = false) => {
      // The list first takes what was typed, so the URL it is about to get is known as the box's own.
      showList();
      window.clearTimeout(urlTimer.current);
      urlTimer.current = undefined;
      const { search: now, onSearch: send } = latest.current;
      // The box's text, not the URL's, which may be a pause behind.
      const typed = input.current ? asUrlText(input.current.value) : (now.q ?? '');
      send({ ...now, q: typed || undefined, ...next }, typing);
    },
    [showList],
  );
  // A navigation (the router, the history entry written) on every key cost more than the frame the key has (issue 16).
  const type = useCallback(
    (value: string) => {
      // The typed letter paints first (the next paint after a key is what a reader feels, and what
      // INP measures); the list follows in a transition started just after that paint.
      listText.current = value;
      cancelAnimationFrame(listFrame.current);
      listFrame.current = requestAnimationFrame(() => window.setTimeout(showList));
      window.clearTimeout(urlTimer.current);
      const here = window.location.pathname;
      urlTimer.current = window.setTimeout(() => {
        urlTimer.current = undefined;
        // Not once the reader has gone to another page: that would replace it with the board.
        if (window.location.pathname === here) change({}, true);
      }, urlDelayMs);
    },
    [change, showList],
  );
  useEffect(
    () => () => {
      window.clearTimeout(urlTimer.current);
      cancelAnimationFrame(listFrame.current);
    },
    [],
  );
  // A link followed before the pause (a card's Details): the board's entry gets the typed text
  // first, so Back returns to the same search.
  const flushBeforeLink = (e: MouseEvent) => {
    if (urlTimer.current !== undefined && e.target instanceof Element && e.target.closest('a[href]')) change({}, true);
  };

  const arranged = useMemo(() => arrangeJobs(jobs ?? [], today), [jobs, today]);
  const shown = useMemo(() => {
    const found = filterJobs(arranged, filter, text);
    return onlySaved ? found.filter((j) => savedIds.has(j.id)) : found;
  }, [arranged, filter, text, onlySaved, savedIds]);
  const found = shown.length;

  return (
    <>
      <BoardHero />
      <Container size="lg" py="xl" onClickCapture={flushBeforeLink}>
        <Stack gap="lg">
          <FeaturedJob />
          <Group gap="sm" align="flex-end" role="search" aria-label={t`Search jobs`} wrap="wrap">
            <SearchBox key={box.key} initial={box.initial} onType={type} inputRef={input} />
            <BoardFilters filter={filter} onlySaved={onlySaved} savedCount={savedIds.size} change={change} />
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {tm(error)}
            </Alert>
          )}
          {loading && !error ? (
            <Group justify="center" py="xl">
              <Loader aria-label={t`Loading jobs`} />
            </Group>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === 0
                  ? onlySaved && savedIds.size === 0
                    ? tm(messages.jobs.noSaved)
                    : tm(messages.public.noJobs)
                  : t`${plural(found, { one: '# job', other: '# jobs' })}`}
              </Text>
              <JobCards jobs={shown} view={`${filter}\n${onlySaved}\n${text}`} today={today} savedIds={savedIds} query={text} />
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

/** The search box, uncontrolled: drawn again only when a URL from elsewhere sets its text (a new `key`). */
const SearchBox = memo(function SearchBox({
  initial,
  onType,
  inputRef,
}: {
  initial: string;
  onType: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useT();
  return (
    <TextInput
      ref={inputRef}
      label={t`Search`}
      type="search"
      placeholder={t`Search jobs by title, company, or location...`}
      leftSection={searchIcon}
      defaultValue={initial}
      onChange={(e) => onType(e.currentTarget.value)}
      maxLength={200}
      size="md"
      style={searchBoxStyle}
    />
  );
});

const BoardHero = memo(function BoardHero() {
  return (
    <Stack component="header" gap="xs" py={48} px="md" ta="center" bg="blue.8" c="white">
      <Title order={1}>
        <Trans>Find Your Dream Job</Trans>
      </Title>
      <Text size="lg">
        <Trans>Internships and full-time roles for our students, posted by the institute.</Trans>
      </Text>
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
  const { i18n } = useLingui();
  const { t } = useT();
  const format = useFormat();
  const label = i18n._(filterLabels[filter]);
  const count = format.number(savedCount);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="md" variant="default" rightSection={<IconChevronDown size={16} aria-hidden />} aria-label={t`Filter: ${label}`}>
            {label}
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
              {i18n._(filterLabels[f])}
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
        <Trans>Saved jobs ({count})</Trans>
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
