/**
 * The public pages, as data: each page's address and title (its `<title>` and Open Graph title;
 * its description, for the meta tags, is in `public-page-descriptions.ts`, which the app's first
 * load does not need), the public collections its HTML is rendered with, and whether it is
 * prerendered at build time. The prerender, the server (page HTML, `/sitemap.xml`) and the
 * client (the document title on navigation) read this one table. Free of zod: the PWA's entry uses it.
 */
import type { SiteItemKind } from './site-content.schema.js';

/** The collections of the public bucket a page can carry in its HTML. */
export type PageDataCollection = 'courses' | 'jobs' | 'testimonials' | 'liveSessions' | 'siteContent' | 'siteItems';

export interface PublicPage {
  path: string;
  title: string;
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
    data: ['testimonials', 'siteItems'],
    siteItemKinds: ['promo-slide', 'popup-video'],
    prerender: true,
  },
  {
    path: '/courses',
    title: `Courses | ${institute}`,
    data: ['courses'],
    prerender: true,
  },
  {
    path: '/services/quiz',
    title: `Programming quiz | ${institute}`,
    prerender: true,
  },
  {
    path: '/services/job-portal',
    title: `Job Portal | ${institute}`,
    data: ['jobs'],
    prerender: true,
  },
  {
    path: '/services/resume-builder',
    title: `Resume Builder | ${institute}`,
    // Drawn for a visitor (the session is read only after hydration): the hero and the cards paint
    // from the HTML, before any JavaScript.
    prerender: true,
  },
  {
    path: '/services/editor',
    title: `Code Editor | ${institute}`,
    prerender: false,
  },
  {
    path: '/about/testimonials',
    title: `Testimonials | ${institute}`,
    data: ['testimonials'],
    prerender: true,
  },
  {
    path: '/contact',
    title: `Contact | ${institute}`,
    prerender: true,
  },
  {
    path: '/about/mission',
    title: `Our Mission | ${institute}`,
    data: ['siteItems'],
    siteItemKinds: ['fact'],
    prerender: true,
  },
  {
    path: '/about/journey',
    title: `Our Journey | ${institute}`,
    data: ['siteItems'],
    siteItemKinds: ['timeline', 'fact'],
    prerender: true,
  },
  {
    path: '/about/team',
    title: `Our Team | ${institute}`,
    data: ['siteItems'],
    siteItemKinds: ['team'],
    prerender: true,
  },
  {
    path: '/about/institutes',
    title: `Our Institutes | ${institute}`,
    data: ['siteItems'],
    siteItemKinds: ['fact', 'partner'],
    prerender: true,
  },
  {
    path: '/about/internship',
    title: `Internship Program | ${institute}`,
    prerender: true,
  },
  {
    path: '/gallery',
    title: `Gallery | ${institute}`,
    data: ['siteItems'],
    siteItemKinds: ['gallery', 'quiz-slide', 'quiz-video'],
    prerender: true,
  },
  {
    path: '/placements',
    title: `Placements | ${institute}`,
    data: ['siteItems'],
    siteItemKinds: ['partner', 'star'],
    prerender: true,
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${institute}`,
    prerender: true,
  },
  {
    path: '/terms',
    title: `Terms | ${institute}`,
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
