/**
 * Rows of every kind a page's data can hold, in each variant the pages draw differently (a course
 * with and without a discount, an open and a closed job, with and without a salary). Used only by
 * the build (`scripts/prerender.mjs`): a data page is rendered with these so that its critical CSS
 * holds the rules of the cards, filters and grids the server later renders with the real rows;
 * the page's HTML itself is the one rendered without data. Never shown to anyone.
 */
import type { Course, Job, SiteItem, SiteItemKind, Testimonial } from '@institute/shared-schema';
import type { PageData } from './page-data';

const course = (id: string, level: Course['level'], originalPrice: number | null): Course & { bucket: 'public' } => ({
  id,
  title: 'Sample course',
  description: 'A sample course description that wraps over two lines on a phone.',
  image: null,
  category: 'Programming',
  level,
  duration: '8 weeks',
  instructor: 'Sample Instructor',
  price: 5999,
  originalPrice,
  skills: ['C'],
  learningOutcomes: ['One'],
  projects: ['One'],
  status: 'published',
  isActive: true,
  students: 10,
  icon: null,
  syllabus: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  bucket: 'public',
});

const job = (id: string, role: Job['role'], lastDate: string, salary: string): Job & { bucket: 'public' } => ({
  id,
  title: 'Sample job',
  company: 'Sample Company',
  role,
  location: 'Remote',
  skills: ['Java', 'SQL'],
  postedOn: '2026-01-01',
  lastDate,
  experience: '0-1 years',
  salary,
  batchEligibility: '2025',
  link: 'https://example.org/apply',
  description: 'A sample job description.',
  bucket: 'public',
});

const testimonial: Testimonial & { bucket: 'public' } = {
  id: '00000000-0000-4000-8000-000000000031',
  text: 'A sample testimonial.',
  author: 'Sample Student',
  course: 'Java',
  faculty: 'Sample Faculty',
  rating: 5,
  approved: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  bucket: 'public',
};

const image = {
  id: 'sample-image',
  width: 1280,
  height: 853,
  placeholder: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  sources: [
    { width: 320, url: '/favicon.svg' },
    { width: 640, url: '/favicon.svg' },
  ],
};

let n = 40;
const item = (kind: SiteItemKind, withImage: boolean, extra: Partial<SiteItem> = {}): SiteItem & { bucket: 'public' } => ({
  id: `00000000-0000-4000-8000-0000000000${n++}`,
  kind,
  category: kind === 'gallery' ? 'first' : null,
  position: 0,
  caption: `Sample ${kind}`,
  alt: `Sample ${kind}`,
  image: withImage ? image : null,
  details: {
    role: 'Trainer',
    experience: '10 years',
    education: 'B.E.',
    company: 'Sample Company',
    email: 'sample@example.org',
    linkedin: 'https://example.org',
    year: '2021',
    content: 'Sample content.',
    stats: ['156 students'],
    url: 'https://example.org/video',
    key: 'sample',
    value: '1',
    linkLabel: 'Sample link',
    linkTo: '/courses',
    color: 'blue',
  },
  bucket: 'public',
  ...extra,
});

const siteItems = (['gallery', 'quiz-slide', 'quiz-video', 'team', 'timeline', 'star', 'partner', 'promo-slide', 'fact'] as const).flatMap(
  (kind) => [item(kind, true), item(kind, false)],
);

export const samplePageData: PageData = {
  courses: [
    course('00000000-0000-4000-8000-000000000011', 'Beginner', 7999),
    course('00000000-0000-4000-8000-000000000012', 'Intermediate', null),
    course('00000000-0000-4000-8000-000000000013', 'Advanced', 9999),
  ],
  jobs: [
    job('00000000-0000-4000-8000-000000000021', 'Internship', '2999-12-31', '₹15,000 a month'),
    job('00000000-0000-4000-8000-000000000022', 'Full Time', '2000-01-01', 'Not specified'),
  ],
  testimonials: [testimonial],
  siteItems,
};
