/**
 * The home page's marketing content and timings (site spec sections 1, 2 Home and 9): the offer,
 * the welcome pop-up's video, the 8 promo slides, the three headline figures, the learning
 * journey. The default institute's; another institute changes this data, not the code. Kept free
 * of zod (like `site-config.ts`): the prerendered home page imports it on the first load.
 */

/** Spec section 9: promo rotation 8 s over 8 slides, testimonial rotation 5 s, counters 3.5 s. */
export const homeTimings = { promoMs: 8000, testimonialMs: 5000, counterMs: 3500 } as const;

export interface PromoSlide {
  title: string;
  text: string;
  action: { label: string; to: string };
  /** Mantine colour of the slide's background. */
  color: 'blue' | 'pink' | 'indigo' | 'teal' | 'grape' | 'cyan' | 'violet' | 'green';
}

export interface HomeStat {
  value: number;
  suffix: string;
  label: string;
}

/**
 * The welcome pop-up's video (a constant of its own, so the home page's first load does not carry it): a small generated demo (`pwa/scripts/make-welcome-video.mjs`);
 * an institute points `src` at its own file or address. When the video cannot load (offline)
 * the pop-up says so in its place.
 */
export const welcomeVideo = {
  src: '/media/welcome.webm',
  type: 'video/webm',
  width: 480,
  height: 270,
  title: 'Welcome to EPL',
  text: 'Live batches, mock interviews, projects and an internship: see how our learners get from their first line of code to their first job.',
} as const;

export const homeContent = {
  /** The scrolling banner's offer (spec section 1: a 20% discount on upcoming batches). */
  discountPercent: 20,
  /** The banner's lines after the offer until the device's courses and sessions name the batches. */
  bannerLines: ['New batches of Java, Python, C and MERN Stack', 'Register free and enrol online'],
  promoSlides: [
    {
      title: '20% off on upcoming batches',
      text: 'Join a new batch of Java, Python, C or the MERN stack and save 20% on the course fee.',
      action: { label: 'See the courses', to: '/courses' },
      color: 'pink',
    },
    {
      title: 'Java Full Stack',
      text: 'Core Java to Spring Boot and SQL, with a live project you can show an employer.',
      action: { label: 'Java courses', to: '/courses' },
      color: 'blue',
    },
    {
      title: 'Python for everyone',
      text: 'From your first program to data handling and automation, at your own pace.',
      action: { label: 'Python courses', to: '/courses' },
      color: 'indigo',
    },
    {
      title: 'MERN Stack web development',
      text: 'MongoDB, Express, React and Node: build and deploy a complete web application.',
      action: { label: 'Web courses', to: '/courses' },
      color: 'teal',
    },
    {
      title: 'Quiz Challenge',
      text: 'Seven languages, three tiers: practise every day and earn certificates.',
      action: { label: 'Take a quiz', to: '/services/quiz' },
      color: 'grape',
    },
    {
      title: 'Code in your browser',
      text: 'Write and run Java, Python, C, C++, C# and JavaScript online, even from your phone.',
      action: { label: 'Open the editor', to: '/services/editor' },
      color: 'cyan',
    },
    {
      title: 'A resume that gets read',
      text: 'Pick a template, fill it in, download a PDF: it works offline too.',
      action: { label: 'Build your resume', to: '/services/resume-builder' },
      color: 'violet',
    },
    {
      title: 'Jobs and internships',
      text: 'Openings for freshers and our own internship, with mock interviews to prepare.',
      action: { label: 'Find a job', to: '/services/job-portal' },
      color: 'green',
    },
  ] satisfies PromoSlide[],
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
