/**
 * What makes the home page move (issue 15), loaded after the page is idle and never with the first
 * load: the slide and testimonial timers and the counters' animation when they scroll into view;
 * and, loaded from here in turn, the banner's, testimonials', slides' and video's data from the device's copy
 * (`home-data.tsx`: Dexie, the `public` bucket, filled by sync) and the welcome pop-up. Nesting
 * them keeps the list of their files out of the home page's own chunk. Each part but the pop-up
 * renders nothing itself: it drives the state the prerendered views show.
 */
import { lazy, useEffect, type RefObject } from 'react';
import { homeContent, homeTimings } from '@institute/shared-schema';

export const BannerData = lazy(() => import('./home-data').then((m) => ({ default: m.BannerData })));
export const TestimonialData = lazy(() => import('./home-data').then((m) => ({ default: m.TestimonialData })));
export const HomeItemsData = lazy(() => import('./home-data').then((m) => ({ default: m.HomeItemsData })));
/** Its code, and so its video element and file, load only when it is drawn: for a visitor who has not closed it before. */
export const WelcomePopup = lazy(() => import('./welcome-popup'));

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
