/** The home page's data and its banner rule (issue 15; site spec sections 1 and 9). */
import { describe, expect, it } from 'vitest';
import {
  homeContent,
  homeTimings,
  promoSlidesOf,
  upcomingBatches,
  welcomeVideoOf,
  type BannerCourse,
  type BannerSession,
  type SiteItem,
} from '../src/index.js';

const entry = (over: Partial<SiteItem>): SiteItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'promo-slide',
  category: null,
  position: 0,
  caption: 'A slide',
  alt: '',
  image: null,
  details: {},
  ...over,
});

const course = (id: string, title: string, over: Partial<BannerCourse> = {}): BannerCourse => ({
  id,
  title,
  isActive: true,
  status: 'published',
  createdAt: `2026-11-0${id.length}T00:00:00Z`,
  ...over,
});
const session = (courseId: string, date: string, status = 'scheduled'): BannerSession => ({ courseId, date, time: '18:00', status });

describe('home content', () => {
  it("holds the spec's figures: 8 s, 5 s, 3.5 s, 2000+, 5000+, 92%, the five journey steps", () => {
    expect(homeTimings).toEqual({ promoMs: 8000, testimonialMs: 5000, counterMs: 3500 });
    expect(homeContent.stats.map((s) => `${s.value}${s.suffix}`)).toEqual(['2000+', '5000+', '92%']);
    expect(homeContent.journey.map((j) => j.step)).toEqual(['Entry', 'Trained', 'Mock Interview', 'Live Project', 'Internship']);
    expect(homeContent.discountPercent).toBe(20);
  });
});

describe('the promo slides and the welcome video from site content', () => {
  it('draws the slides of kind promo-slide in page order, with their text, button and colour', () => {
    const slides = promoSlidesOf([
      entry({ id: 'b', position: 1, caption: 'Second', details: { content: 'Two', color: 'teal' } }),
      entry({ id: 'a', position: 0, caption: 'First', details: { content: 'One', linkLabel: 'See', linkTo: '/courses', color: 'pink' } }),
      entry({ id: 'c', kind: 'gallery', category: 'epl', caption: 'Not a slide' }),
      entry({ id: 'd', position: 2, caption: 'Third', details: { color: 'rainbow' } }),
    ]);
    expect(slides).toEqual([
      { id: 'a', title: 'First', text: 'One', action: { label: 'See', to: '/courses' }, color: 'pink' },
      { id: 'b', title: 'Second', text: 'Two', action: null, color: 'teal' },
      // An unknown colour falls back to one of the palette's.
      { id: 'd', title: 'Third', text: '', action: null, color: 'indigo' },
    ]);
    expect(promoSlidesOf(undefined)).toEqual([]);
  });

  it('plays a video file in the page and embeds any other address; no entry, no pop-up', () => {
    const video = (url: string) => welcomeVideoOf([entry({ kind: 'popup-video', caption: 'Welcome', details: { url, content: 'Hi' } })]);
    expect(video('/media/welcome.webm')).toEqual({
      title: 'Welcome',
      text: 'Hi',
      src: '/media/welcome.webm',
      player: { kind: 'file', type: 'video/webm' },
    });
    expect(video('https://cdn.example.org/intro.MP4?v=2')?.player).toEqual({ kind: 'file', type: 'video/mp4' });
    expect(video('https://www.youtube-nocookie.com/embed/abc')?.player).toEqual({ kind: 'embed' });
    expect(welcomeVideoOf([entry({})])).toBeNull();
    expect(welcomeVideoOf(undefined)).toBeNull();
  });
});

describe('upcomingBatches', () => {
  const today = '2026-11-27';

  it("puts courses with a scheduled session from today on first, soonest first, each with its next session's day", () => {
    const courses = [course('a', 'Java'), course('bb', 'Python'), course('ccc', 'C')];
    const sessions = [
      session('a', '2026-12-05'),
      session('a', '2026-12-01'),
      session('bb', '2026-11-27'),
      session('bb', '2026-11-20'), // past
      session('ccc', '2026-11-28', 'cancelled'),
    ];
    expect(upcomingBatches(courses, sessions, today)).toEqual([
      { courseId: 'bb', title: 'Python', startsOn: '2026-11-27' },
      { courseId: 'a', title: 'Java', startsOn: '2026-12-01' },
      { courseId: 'ccc', title: 'C', startsOn: null },
    ]);
  });

  it('leaves out inactive and unpublished courses, orders the ones without a session newest first, and stops at the limit', () => {
    const courses = [
      course('a', 'Old'),
      course('bbb', 'Newest'),
      course('cc', 'Middle'),
      course('dddd', 'Hidden', { isActive: false }),
      course('eeeee', 'Draft', { status: 'draft' }),
    ];
    expect(upcomingBatches(courses, [], today).map((b) => b.title)).toEqual(['Newest', 'Middle', 'Old']);
    expect(upcomingBatches(courses, [], today, 2)).toHaveLength(2);
  });
});
