/**
 * The public pages, as data: each page's address, title and description (its `<title>`, meta
 * description and Open Graph tags), the public collections its HTML is rendered with, and whether
 * it is prerendered at build time. The prerender, the server (page HTML, `/sitemap.xml`) and the
 * client (the document title on navigation) read this one table. Free of zod: the PWA's entry uses it.
 */
import type { SiteItemKind } from './site-content.schema.js';

/** The collections of the public bucket a page can carry in its HTML. */
export type PageDataCollection = 'courses' | 'jobs' | 'testimonials' | 'liveSessions' | 'siteContent' | 'siteItems';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** The public rows the page shows, rendered into its HTML on the server (none: the build's HTML as is). */
  data?: readonly PageDataCollection[];
  /** Rendered at build time (a page that reads nothing of the browser while rendering). */
  prerender: boolean;
  /** With `siteItems` in `data`: the kinds of site content the page shows (the others stay out of its HTML). */
  siteItemKinds?: readonly SiteItemKind[];
}

const institute = 'EPL Institute of Programming';

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    title: `${institute} | Programming courses in Nashik`,
    description:
      'Practical, placement-focused programming courses in Nashik: Java, Python, C, C++, web development and data structures, with live sessions, quizzes and a code editor that work offline.',
    data: ['testimonials', 'siteItems'],
    siteItemKinds: ['promo-slide', 'popup-video'],
    prerender: true,
  },
  {
    path: '/courses',
    title: `Courses | ${institute}`,
    description: 'Every course the institute teaches, with its duration, level and fee in rupees. Enrol online and pay by UPI.',
    data: ['courses'],
    prerender: true,
  },
  {
    path: '/services/quiz',
    title: `Programming quiz | ${institute}`,
    description: 'Practise Java, Python, C, C++, JavaScript and C# with timed quizzes at three levels, online or offline.',
    prerender: true,
  },
  {
    path: '/services/job-portal',
    title: `Job Portal | ${institute}`,
    description: 'Internships and full-time jobs for the institute’s students: search by title, company or location.',
    data: ['jobs'],
    prerender: true,
  },
  {
    path: '/services/resume-builder',
    title: `Resume Builder | ${institute}`,
    description: 'Sixteen resume templates for freshers and experienced developers, edited in place and downloaded as PDF.',
    // Drawn for a visitor (the session is read only after hydration): the hero and the cards paint
    // from the HTML, before any JavaScript.
    prerender: true,
  },
  {
    path: '/services/editor',
    title: `Code Editor | ${institute}`,
    description: 'Write and run Java, Python, C, C++, JavaScript and C# in the browser.',
    prerender: false,
  },
  {
    path: '/about/testimonials',
    title: `Testimonials | ${institute}`,
    description: 'What the institute’s students say about their courses, mentors and placements.',
    data: ['testimonials'],
    prerender: true,
  },
  {
    path: '/contact',
    title: `Contact | ${institute}`,
    description: 'Visit, call or write to the institute in Nashik: address, phone, hours and a message form.',
    prerender: false,
  },
  {
    path: '/about/mission',
    title: `Our Mission | ${institute}`,
    description:
      'Why the institute exists: practical programming for students of Nashik, taught by working engineers, leading to real jobs.',
    data: ['siteItems'],
    siteItemKinds: ['fact'],
    prerender: true,
  },
  {
    path: '/about/journey',
    title: `Our Journey | ${institute}`,
    description: 'Founded 10 September 2021, ISO 9001:2015 certified: 156 students in 2021 to over 2000 in 2025.',
    data: ['siteItems'],
    siteItemKinds: ['timeline', 'fact'],
    prerender: true,
  },
  {
    path: '/about/team',
    title: `Our Team | ${institute}`,
    description: 'Meet the trainers and mentors of EPL Institute of Programming.',
    data: ['siteItems'],
    siteItemKinds: ['team'],
    prerender: true,
  },
  {
    path: '/about/institutes',
    title: `Our Institutes | ${institute}`,
    description: '100+ students trained and a 95% placement rate: how the institute trains, from entry to placement.',
    data: ['siteItems'],
    siteItemKinds: ['fact', 'partner'],
    prerender: true,
  },
  {
    path: '/about/internship',
    title: `Internship Program | ${institute}`,
    description: 'A 16-week internship: Foundation 4 weeks, Specialization 8 weeks, Project 4 weeks, with mentors and real projects.',
    prerender: true,
  },
  {
    path: '/gallery',
    title: `Gallery | ${institute}`,
    description: 'Photos of our batches, the Nashik quiz where 6 of 10 students won second place, and mock interviews.',
    data: ['siteItems'],
    siteItemKinds: ['gallery', 'quiz-slide', 'quiz-video'],
    prerender: true,
  },
  {
    path: '/placements',
    title: `Placements | ${institute}`,
    description: 'Our Placement Achievers: our stars and the 12 companies that recruit our students.',
    data: ['siteItems'],
    siteItemKinds: ['partner', 'star'],
    prerender: true,
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${institute}`,
    description: 'What the institute collects, why, how long it is kept and the choices you have.',
    prerender: true,
  },
  {
    path: '/terms',
    title: `Terms | ${institute}`,
    description: 'The terms of using the institute’s website, app and courses.',
    prerender: true,
  },
];

/** The public page at an address (a trailing slash ignored), if it is one. */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPages.find((p) => p.path === path);
}

/** Rows a page's HTML carries per collection at most (the first ones the page shows; sync brings the rest). */
export const pageDataLimit = 60;
