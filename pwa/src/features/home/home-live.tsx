/**
 * What makes the home page move (issue 15), loaded after the page is idle and never with the first
 * load: the slide and testimonial timers, the counters' animation when they scroll into view, and
 * the banner's and testimonials' data from the device's copy (Dexie, the `public` bucket, filled by
 * sync). Each part renders nothing itself: it drives the state the prerendered views show.
 */
import { useEffect, type RefObject } from 'react';
import { formatDate, homeContent, homeTimings, localDay, upcomingBatches, type Testimonial } from '@institute/shared-schema';
import { db } from '../../data/db';
import { useBucketQuery } from '../../sync/use-bucket';

/** Calls `onTick` `ms` after the last change of `step` while `running`: a manual step restarts the wait. */
export function Ticker({ ms, running, step, onTick }: { ms: number; running: boolean; step: number; onTick: () => void }) {
  useEffect(() => {
    if (!running) return;
    const handle = setTimeout(onTick, ms);
    return () => clearTimeout(handle);
  }, [ms, running, step, onTick]);
  return null;
}

const easeOut = (x: number) => 1 - (1 - x) ** 3;

/**
 * Counts the figures up from 0 over 3.5 s the first time `target` scrolls into view; with reduced
 * motion the final figures (already in the HTML) stay as they are.
 */
export function CounterAnimation({
  target,
  reducedMotion,
  onFrame,
}: {
  target: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  onFrame: (values: number[] | undefined) => void;
}) {
  useEffect(() => {
    const element = target.current;
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    const finals = homeContent.stats.map((s) => s.value);
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / homeTimings.counterMs);
      onFrame(progress >= 1 ? undefined : finals.map((v) => v * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onFrame(finals.map(() => 0));
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      onFrame(undefined);
    };
  }, [target, reducedMotion, onFrame]);
  return null;
}

/** The banner's lines: the offer, then each upcoming batch from the device's courses and live sessions. */
export function BannerData({ onItems }: { onItems: (items: string[]) => void }) {
  const { data: batches } = useBucketQuery('public', async () => {
    const [courses, sessions] = await Promise.all([
      db.collection('courses').where('bucket').equals('public').toArray(),
      db.collection('liveSessions').where('bucket').equals('public').toArray(),
    ]);
    return upcomingBatches(courses, sessions, localDay());
  });
  useEffect(() => {
    if (!batches || batches.length === 0) return;
    onItems([
      `${homeContent.discountPercent}% off on upcoming batches`,
      ...batches.map((b) => (b.startsOn ? `${b.title}: new batch from ${formatDate(b.startsOn)}` : `${b.title}: new batch, enrol now`)),
    ]);
  }, [batches, onItems]);
  return null;
}

/** Approved testimonials on this device, newest first. */
export function TestimonialData({ onList }: { onList: (list: Testimonial[]) => void }) {
  const { data: list, held } = useBucketQuery('public', async () =>
    (await db.collection('testimonials').where('bucket').equals('public').toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
  // Until the device holds the bucket (a first visit, before sync's first pull), "none" is not known yet.
  useEffect(() => {
    if (list && held) onList(list);
  }, [list, held, onList]);
  return null;
}
