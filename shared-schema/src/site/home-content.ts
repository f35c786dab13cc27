/**
 * The home page's fixed parts and timings (site spec sections 1, 2 Home and 9): the offer, the
 * three headline figures, the learning journey. The promo slides and the welcome pop-up's video
 * are the institute's data, in the database (site items `promo-slide` and `popup-video`, managed
 * at /admin/site-content; `site-items.ts` reads them). What stays here is what the spec itself
 * fixes: the timings, the counters' figures and the five journey steps (spec sections 1 and 9),
 * the 20% offer and the banner's lines until the device's courses name the batches. Kept free of
 * zod (like `site-config.ts`): the prerendered home page imports it on the first load.
 */

/** Spec section 9: promo rotation 8 s over 8 slides, testimonial rotation 5 s, counters 3.5 s. */
export const homeTimings = { promoMs: 8000, testimonialMs: 5000, counterMs: 3500 } as const;

export interface HomeStat {
  value: number;
  suffix: string;
  label: string;
}

export const homeContent = {
  /** The scrolling banner's offer (spec section 1: a 20% discount on upcoming batches). */
  discountPercent: 20,
  /** The banner's lines after the offer until the device's courses and sessions name the batches. */
  bannerLines: ['New batches of Java, Python, C and MERN Stack', 'Register free and enrol online'],
  stats: [
    { value: 2000, suffix: '+', label: 'Students trained' },
    { value: 5000, suffix: '+', label: 'Career guidances' },
    { value: 92, suffix: '%', label: 'Job placement rate' },
  ] satisfies HomeStat[],
  journey: [
    { step: 'Entry', text: 'Pick a course and a batch that fits your day.' },
    { step: 'Trained', text: 'Live classes, notes, assignments and daily practice.' },
    { step: 'Mock Interview', text: 'Technical and HR rounds with feedback.' },
    { step: 'Live Project', text: 'Build a real application in a team.' },
    { step: 'Internship', text: 'Work on production code and get placed.' },
  ],
} as const;

/** What the banner needs of a course and of a session (the device's rows carry more). */
export interface BannerCourse {
  id: string;
  title: string;
  isActive: boolean;
  status: string;
  createdAt: string;
}
export interface BannerSession {
  courseId: string;
  date: string;
  time: string;
  status: string;
}
export interface UpcomingBatch {
  courseId: string;
  title: string;
  /** `YYYY-MM-DD` of the next scheduled session, or null when the course has none scheduled. */
  startsOn: string | null;
}

/**
 * The banner's upcoming batches: every published, active course with its next scheduled session
 * from `today` (`YYYY-MM-DD`, the institute's day) on, soonest first; courses with no session
 * scheduled follow, newest first. At most `limit`.
 */
export function upcomingBatches(
  courses: readonly BannerCourse[],
  sessions: readonly BannerSession[],
  today: string,
  limit = 6,
): UpcomingBatch[] {
  const next = new Map<string, string>();
  for (const s of sessions) {
    if (s.status !== 'scheduled' || s.date < today) continue;
    const known = next.get(s.courseId);
    if (known === undefined || s.date < known) next.set(s.courseId, s.date);
  }
  return courses
    .filter((c) => c.isActive && c.status === 'published')
    .map((c) => ({ courseId: c.id, title: c.title, startsOn: next.get(c.id) ?? null, createdAt: c.createdAt }))
    .sort((a, b) =>
      a.startsOn && b.startsOn
        ? a.startsOn.localeCompare(b.startsOn) || a.title.localeCompare(b.title)
        : a.startsOn
          ? -1
          : b.startsOn
            ? 1
            : b.createdAt.localeCompare(a.createdAt),
    )
    .slice(0, limit)
    .map(({ courseId, title, startsOn }) => ({ courseId, title, startsOn }));
}
