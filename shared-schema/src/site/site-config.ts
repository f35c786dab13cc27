/**
 * The default institute's data (the spec's). Kept free of zod so the PWA's entry can import it
 * without the validation library; `site-config.schema.ts` validates overrides.
 */
import type { SiteConfig } from './site-config.schema.js';

export const defaultSiteConfig: SiteConfig = {
  name: 'EPL Institute of Programming',
  shortName: 'EPL',
  tagline: 'Learn to code. Get placed.',
  location: 'Nashik, Maharashtra',
  address: 'College Road, Nashik, Maharashtra 422005, India',
  phone: '+91 98765 43210',
  email: 'hello@epl.institute',
  supportHours: [
    { days: 'Monday to Friday', hours: '9am to 10pm' },
    { days: 'Saturday and Sunday', hours: 'Anytime' },
  ],
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=73.75%2C19.98%2C73.80%2C20.02&layer=mapnik',
  foundedOn: '2021-09-10',
  timeZone: 'Asia/Kolkata',
  upi: { payeeAddress: 'epl.institute@upi', payeeName: 'EPL Institute', fallbackMobile: '9876543210' },
  social: {
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
  },
};

/**
 * The top navigation of the spec, as data (its pages' addresses), so the menus and the tests share
 * it; the PWA names each page in the reader's language (`features/layout/nav-labels.ts`).
 */
export const navigation = {
  main: ['/', '/courses'],
  services: ['/services/resume-builder', '/services/editor', '/services/quiz', '/services/job-portal'],
  about: ['/about/mission', '/about/journey', '/about/team', '/about/institutes', '/about/internship', '/about/testimonials'],
  trailing: ['/gallery', '/placements', '/contact'],
  footer: ['/', '/courses', '/about/institutes', '/contact', '/privacy-policy', '/terms'],
} as const;

/** A page the navigation links to. */
export type NavPath = (typeof navigation)[keyof typeof navigation][number];

/**
 * The built-in featured internship, always first on the job board (site spec section 3). Its
 * facts are the institute's data; the dates are not stored: it is posted today and closes
 * `deadlineDays` after today, wherever it is shown.
 */
export const featuredJob = {
  title: 'Web Development Intern',
  company: 'EPL Institute of Programming',
  location: 'Nashik, Maharashtra (Remote Available)',
  experience: 'Recent Batch',
  skills: ['Java', 'Python', 'JavaScript', 'Problem Solving', 'Communication'],
  batchEligibility: '2023-2024-2025 Batch',
  salary: 'Competitive Stipend',
  link: 'https://forms.gle/',
  description:
    'Work with our mentors on real web projects: build features end to end, review code with the team and ship to real users. Open to recent batches; remote work available.',
  chips: ['2023-2024 Batch', 'Remote Available'],
  deadlineDays: 30,
} as const;
