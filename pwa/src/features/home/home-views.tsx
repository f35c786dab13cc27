/**
 * The home page's moving parts as plain views (issue 15): what the prerendered HTML shows and
 * what the lazy module (`home-live.tsx`) drives. Each item of slides and testimonials is in the
 * HTML, stacked in one grid cell, so the box has its final height from the first paint.
 */
import { msg, ph } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { homeContent, type PromoSlide, type Testimonial } from '@institute/shared-schema';
import { useSiteWords } from '../../i18n/shared-text';
import { useFormat } from '../../i18n/format';
import classes from './home.module.css';

export interface MotionControl {
  moving: boolean;
  onToggle: () => void;
}

/** What each moving part's pause and play buttons say. */
const motionLabels = {
  slides: { pause: msg`Pause slides`, play: msg`Play slides` },
  banner: { pause: msg`Pause banner`, play: msg`Play banner` },
  testimonials: { pause: msg`Pause testimonials`, play: msg`Play testimonials` },
} satisfies Record<string, { pause: MessageDescriptor; play: MessageDescriptor }>;

/** The visible pause/play button of one moving part. */
export function MotionButton({
  moving,
  onToggle,
  what,
  color = 'blue',
}: MotionControl & { what: keyof typeof motionLabels; color?: string }) {
  const { i18n } = useLingui();
  return (
    <ActionIcon
      variant="light"
      color={color}
      size="lg"
      className={classes.control}
      aria-label={i18n._(moving ? motionLabels[what].pause : motionLabels[what].play)}
      data-testid={`motion-${what}`}
      data-moving={moving}
      onClick={onToggle}
    >
      {moving ? <IconPlayerPause size={20} aria-hidden /> : <IconPlayerPlay size={20} aria-hidden />}
    </ActionIcon>
  );
}

/** A slide's button: a page of the site through the router, an https address as a plain link. */
function SlideAction({ slide, active }: { slide: PromoSlide; active: boolean }) {
  const { action, color } = slide;
  if (!action) return null;
  const tabIndex = active ? 0 : -1;
  return action.to.startsWith('/') ? (
    <Button component={Link} to={action.to} variant="white" color={color} tabIndex={tabIndex}>
      {action.label}
    </Button>
  ) : (
    <Button component="a" href={action.to} target="_blank" rel="noopener noreferrer" variant="white" color={color} tabIndex={tabIndex}>
      {action.label}
    </Button>
  );
}

/**
 * The promo slides (site items of kind `promo-slide`, from the page's HTML, then the device's
 * copy). Before any is known (the offline shell, before the device's copy is read) one empty slide
 * holds the box's height, so the slides arriving move nothing.
 */
export function PromoSlidesView({
  slides,
  index,
  motion,
  onStep,
}: {
  slides: readonly PromoSlide[];
  index: number;
  motion: MotionControl;
  onStep: (delta: number) => void;
}) {
  const { t } = useT();
  const f = useFormat();
  const total = f.number(slides.length);
  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Offers and courses`} data-testid="promo-slides" data-index={index}>
      <div className={classes.stack} aria-live={motion.moving ? 'off' : 'polite'}>
        {slides.length === 0 && <div className={`${classes.slide} ${classes.slideEmpty}`} data-active aria-hidden />}
        {slides.map((s, i) => (
          <div
            key={s.id}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${ph({ position: f.number(i + 1) })} of ${total}`}
            aria-hidden={i !== index}
            data-active={i === index}
            className={classes.slide}
            style={
              {
                '--slide-bg': `var(--app-tint-${s.color})`,
                '--slide-border': `var(--app-tint-border-${s.color})`,
                '--slide-title': `var(--app-text-${s.color})`,
              } as CSSProperties
            }
          >
            <Title order={2} fz={{ base: 22, sm: 28 }} className={classes.slideTitle}>
              {s.title}
            </Title>
            <Text mt="xs" mb="md" c="var(--app-text-gray)">
              {s.text}
            </Text>
            <SlideAction slide={s} active={i === index} />
          </div>
        ))}
      </div>
      <Group gap="xs" mt="xs" justify="flex-end" style={{ visibility: slides.length > 1 ? 'visible' : 'hidden' }}>
        <ActionIcon variant="subtle" size="lg" className={classes.control} aria-label={t`Previous slide`} onClick={() => onStep(-1)}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" aria-hidden>
          {f.number(index + 1)} / {total}
        </Text>
        <ActionIcon variant="subtle" size="lg" className={classes.control} aria-label={t`Next slide`} onClick={() => onStep(1)}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        <MotionButton {...motion} what="slides" />
      </Group>
    </section>
  );
}

/** The offer and upcoming batches, scrolling along one line (its items twice, the copy hidden from screen readers). */
export function BannerView({ items, motion, forced }: { items: readonly string[]; motion: MotionControl; forced: boolean }) {
  const { t } = useT();
  const list = (hidden: boolean) => (
    <ul className={classes.bannerList} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <section className={classes.banner} aria-label={t`Offers and upcoming batches`} data-testid="home-banner">
      <MotionButton {...motion} what="banner" color="gray" />
      {/* Focusable: under reduced motion the banner stands still and scrolls sideways by keyboard too. */}
      <div className={classes.bannerViewport} tabIndex={0} role="group" aria-label={t`Banner items`}>
        <div
          className={classes.bannerTrack}
          data-paused={!motion.moving}
          data-motion={forced ? 'on' : undefined}
          style={{ '--banner-duration': `${Math.max(20, items.length * 8)}s` } as CSSProperties}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}

export function CountersView({ shown }: { shown?: readonly number[] }) {
  const f = useFormat();
  const { stats } = useSiteWords(homeContent);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg" data-testid="home-counters">
      {stats.map((s, i) => (
        <Stack key={s.label} gap={0} p="lg" bg="var(--app-tint-blue)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text fz={36} fw={800} c="var(--app-text-blue)" className={classes.counter} data-testid="counter">
            {/* As wide as the final figure from the start (in the reader's digits), so the suffix never moves while it counts (CLS 0). */}
            <span className={classes.counterNumber} data-final={f.number(s.value, { useGrouping: false })}>
              <span className={classes.counterShown}>{f.number(Math.round(shown?.[i] ?? s.value), { useGrouping: false })}</span>
            </span>
            {s.suffix}
          </Text>
          <Text c="dimmed">{s.label}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** One testimonial at a time; the rest are in the DOM, hidden, so the box keeps its height. */
export function TestimonialView({
  list,
  index,
  motion,
  onStep,
}: {
  list: readonly Testimonial[] | null;
  index: number;
  motion: MotionControl | null;
  onStep: (delta: number) => void;
}) {
  const { t } = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="home-testimonial-title" data-testid="home-testimonials" data-index={index}>
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={2} id="home-testimonial-title">
          <Trans>What our learners say</Trans>
        </Title>
        <Anchor component={Link} to="/about/testimonials" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
          <Trans>All testimonials</Trans>
        </Anchor>
      </Group>
      <div
        className={classes.stack}
        aria-live={motion?.moving ? 'off' : 'polite'}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {(list && list.length > 0 ? list : [null]).map((quote, i) => (
          <figure
            key={quote?.id ?? 'none'}
            data-active={i === index}
            aria-hidden={i !== index}
            style={{ margin: 0, padding: 'var(--mantine-spacing-lg)' }}
          >
            <blockquote style={{ margin: 0 }}>
              <Text size="lg" className={classes.quote}>
                {quote
                  ? `“${quote.text}”`
                  : list
                    ? t`No testimonials yet. Be the first to share your experience.`
                    : t`Loading what our learners say…`}
              </Text>
            </blockquote>
            <figcaption>
              <Text fw={600} mt="sm">
                {quote ? quote.author : '\u00a0'}
              </Text>
              <Text size="sm" c="dimmed">
                {quote ? t`${ph({ course: quote.course })} · rated ${ph({ rating: f.number(quote.rating) })} out of 5` : '\u00a0'}
              </Text>
            </figcaption>
          </figure>
        ))}
      </div>
      <Group gap="xs" mt="xs" justify="flex-end" style={{ visibility: motion ? 'visible' : 'hidden' }}>
        <ActionIcon variant="subtle" size="lg" className={classes.control} aria-label={t`Previous testimonial`} onClick={() => onStep(-1)}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" size="lg" className={classes.control} aria-label={t`Next testimonial`} onClick={() => onStep(1)}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        {motion ? <MotionButton {...motion} what="testimonials" /> : <MotionButton moving onToggle={() => {}} what="testimonials" />}
      </Group>
    </section>
  );
}
