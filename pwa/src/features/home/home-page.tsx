import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  defaultSiteConfig,
  homeContent,
  homeTimings,
  promoSlidesOf,
  welcomeVideoOf,
  type PromoSlide,
  type SiteItem,
  type Testimonial,
  type UpcomingBatch,
} from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSiteWords } from '../../i18n/shared-text';
import { keepIfEqual } from '../../data/use-same-value';
import { usePageData } from '../../sync/page-data';
import { afterLoadIdle } from '../../sync/after-load-idle';
import type * as HomeLive from './home-live';
import { BannerView, CountersView, PromoSlidesView, TestimonialView } from './home-views';
import { isMoving, toggled, type Motion } from './motion';

type Live = typeof HomeLive;

/** localStorage: set when the visitor closes the welcome pop-up, so it shows once. */
export const welcomeDismissedKey = 'home.welcomeDismissed';

/**
 * After load, when the page is idle, and once more idle: sync (started at the first idle moment)
 * goes first, then the home page's extras. Nothing here is part of the first load.
 */
function afterSyncStarts(run: () => void) {
  let cancelInner = () => {};
  const cancelOuter = afterLoadIdle(() => (cancelInner = afterLoadIdle(run)));
  return () => {
    cancelOuter();
    cancelInner();
  };
}

const wrap = (i: number, n: number) => (n ? (i + n) % n : 0);

/**
 * The home page (site spec sections 1, 2 and 9; issue 15): the scrolling banner, the offer, 8 promo
 * slides rotating every 8 s, the three figures counting up when they scroll into view, a
 * testimonial rotating every 5 s, the learning journey, and a welcome pop-up with a video once per
 * visitor. The slides and the video are site content (kinds `promo-slide` and `popup-video`): the
 * page's HTML, rendered by the server, carries them (and the approved testimonials), then the
 * device's copy takes over. The HTML holds every slide, the final figures and the journey, so it
 * paints and reads (search engines, no JavaScript) without the rest. What moves loads after the page is
 * idle (`home-live.tsx`, `welcome-popup.tsx`); each moving part has a pause button and stays still
 * under `prefers-reduced-motion` until the visitor presses play (WCAG 2.2.2).
 */
export function HomePage() {
  const [live, setLive] = useState<Live | null>(null);
  const [popup, setPopup] = useState(false);
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: true });

  // The slides and the pop-up's video the page's HTML carried, until the device's own are read.
  const carriedItems = usePageData().siteItems as SiteItem[] | undefined;
  const [slides, setSlides] = useState(() => promoSlidesOf(carriedItems));
  const [video, setVideo] = useState(() => welcomeVideoOf(carriedItems));
  const f = useFormat();
  const { journey } = useSiteWords(homeContent);
  const shortName = defaultSiteConfig.shortName;

  useEffect(
    () =>
      afterSyncStarts(() => {
        void import('./home-live').then(setLive);
        try {
          setPopup(localStorage.getItem(welcomeDismissedKey) === null);
        } catch {
          // Storage refused (private mode): show nothing rather than the pop-up on every visit.
        }
      }),
    [],
  );

  const closePopup = useCallback(() => {
    try {
      localStorage.setItem(welcomeDismissedKey, new Date().toISOString());
    } catch {
      // Nothing to remember it in.
    }
  }, []);

  // The device's equal copy of what the page carried keeps the page's values: nothing is drawn again.
  const onSiteItems = useCallback((items: SiteItem[]) => {
    setSlides(keepIfEqual(promoSlidesOf(items)));
    setVideo(keepIfEqual(welcomeVideoOf(items)));
  }, []);

  return (
    <>
      <Banner live={live} reducedMotion={reducedMotion} />
      <Container size="lg" py={{ base: 32, sm: 56 }} data-testid="home-hero" data-live={live ? 'ready' : 'waiting'}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
          <Stack gap="lg">
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              <Trans>Learn to code with {shortName}. Get placed.</Trans>
            </Title>
            <Text size="lg" c="dimmed">
              <Trans>
                Java, Python, C, C++, JavaScript and more: live batches, practice quizzes, an online code editor and a resume builder that
                keep working on your phone even without a network.
              </Trans>
            </Text>
            <Group>
              <Button component={Link} to="/courses" size="md">
                <Trans>Browse courses</Trans>
              </Button>
              <Button component={Link} to="/register" size="md" variant="outline" color="pink">
                <Trans>Register free</Trans>
              </Button>
            </Group>
          </Stack>
          <PromoSlides slides={slides} live={live} reducedMotion={reducedMotion} />
        </SimpleGrid>
      </Container>
      <Container size="lg" pb="xl">
        <Counters live={live} reducedMotion={reducedMotion} />
        <Title order={2} mt={48} mb="md">
          <Trans>Your learning journey</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 5 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {journey.map((j, i) => {
            const step = f.number(i + 1);
            return (
              <Stack
                component="li"
                key={j.step}
                gap={4}
                p="md"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Text c="var(--app-text-pink)" fw={700} size="sm">
                  <Trans>Step {step}</Trans>
                </Text>
                <Text fw={600}>{j.step}</Text>
                <Text size="sm" c="dimmed">
                  {j.text}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
        <div style={{ marginTop: 48 }}>
          <Testimonials live={live} reducedMotion={reducedMotion} />
        </div>
      </Container>
      {live && (
        <>
          <Suspense fallback={null}>
            <live.HomeItemsData onItems={onSiteItems} />
          </Suspense>
          <Suspense fallback={null}>{popup && video && <live.WelcomePopup video={video} onClose={closePopup} />}</Suspense>
        </>
      )}
    </>
  );
}

/**
 * The scrolling banner: the offer, then the device's upcoming batches once read (until then the
 * banner's fixed lines, in the reader's language). Its state is its own: the batches arriving draw the
 * banner, not the whole page.
 */
function Banner({ live, reducedMotion }: { live: Live | null; reducedMotion: boolean }) {
  const [motion, setMotion] = useState<Motion>('auto');
  const [batches, setBatches] = useState<readonly UpcomingBatch[] | null>(null);
  const onBatches = useCallback((list: UpcomingBatch[]) => setBatches(keepIfEqual<readonly UpcomingBatch[] | null>(list)), []);
  const { t } = useLingui();
  const f = useFormat();
  const { bannerLines } = useSiteWords(homeContent);
  const discount = f.number(homeContent.discountPercent);
  // Drawn in the reader's language on every render, so a change of language reaches the banner too.
  const items = [
    t`${discount}% off on upcoming batches`,
    ...(batches
      ? batches.map(({ title, startsOn }) => {
          if (!startsOn) return t`${title}: new batch, enrol now`;
          const date = f.date(startsOn);
          return t`${title}: new batch from ${date}`;
        })
      : bannerLines),
  ];
  return (
    <>
      <BannerView
        items={items}
        motion={{ moving: isMoving(motion, reducedMotion), onToggle: () => setMotion((m) => toggled(m, reducedMotion)) }}
        forced={motion === 'playing'}
      />
      {live && (
        <Suspense fallback={null}>
          <live.BannerData onBatches={onBatches} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A carousel's shown item and its motion (slides, testimonials): its own state, so each turn draws
 * that carousel, not the whole page. The button says what it will do from the first paint; the
 * timer runs once the live module is here. A manual step restarts the timer's wait.
 */
function useCarousel(count: number, reducedMotion: boolean, live: Live | null, ms: number) {
  const [step, setStep] = useState(0);
  const [motion, setMotion] = useState<Motion>('auto');
  const index = wrap(step, count);
  const moving = isMoving(motion, reducedMotion);
  const next = useCallback(() => setStep((i) => i + 1), []);
  return {
    index,
    motion: { moving, onToggle: () => setMotion((m) => toggled(m, reducedMotion)) },
    onStep: (d: number) => setStep(index + d + count),
    ticker: live && <live.Ticker ms={ms} running={moving && count > 1} step={step} onTick={next} />,
  };
}

/** The promo slides and their timer. */
function PromoSlides({ slides, live, reducedMotion }: { slides: PromoSlide[]; live: Live | null; reducedMotion: boolean }) {
  const { index, motion, onStep, ticker } = useCarousel(slides.length, reducedMotion, live, homeTimings.promoMs);
  return (
    <>
      <PromoSlidesView slides={slides} index={index} motion={motion} onStep={onStep} />
      {ticker}
    </>
  );
}

/** The testimonials and their timer: the approved ones the page's HTML carried (newest first), until the device's own arrive. */
function Testimonials({ live, reducedMotion }: { live: Live | null; reducedMotion: boolean }) {
  const carried = usePageData().testimonials as Testimonial[] | undefined;
  const [list, setList] = useState<Testimonial[] | null>(carried?.length ? carried : null);
  const onList = useCallback(
    (next: Testimonial[]) => {
      // A device without the public bucket yet has none: keep what the page carried.
      if (next.length === 0 && carried?.length) return;
      setList(keepIfEqual<Testimonial[] | null>(next));
    },
    [carried],
  );
  const { index, motion, onStep, ticker } = useCarousel(list?.length ?? 0, reducedMotion, live, homeTimings.testimonialMs);
  return (
    <>
      <TestimonialView list={list} index={index} motion={live && motion} onStep={onStep} />
      {live && (
        <>
          {ticker}
          <Suspense fallback={null}>
            <live.TestimonialData onList={onList} />
          </Suspense>
        </>
      )}
    </>
  );
}

/**
 * The figures, counted up by the live module when they scroll into view. Their state is their own:
 * each frame of the count draws these three figures, not the whole page.
 */
function Counters({ live, reducedMotion }: { live: Live | null; reducedMotion: boolean }) {
  const [shown, setShown] = useState<number[] | undefined>(undefined);
  const target = useRef<HTMLDivElement>(null);
  return (
    <div ref={target}>
      <CountersView shown={shown} />
      {live && <live.CounterAnimation target={target} reducedMotion={reducedMotion} onFrame={setShown} />}
    </div>
  );
}
