/**
 * Everything institute-specific that the shell shows (DESIGN.md "One institute's site, any
 * institute's product"). The default is the spec's institute; another institute changes this
 * data, not the code. The server may serve an override in the public bucket.
 */
import { z } from 'zod';

export const siteConfigSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  location: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.email(),
  supportHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  mapEmbedUrl: z.string(),
  foundedOn: z.string(),
  upi: z.object({ payeeAddress: z.string(), payeeName: z.string() }),
  social: z.object({ linkedin: z.string(), instagram: z.string(), facebook: z.string(), youtube: z.string() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

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
  upi: { payeeAddress: 'epl.institute@upi', payeeName: 'EPL Institute' },
  social: {
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
  },
};

/** The top navigation of the spec, as data, so the menus and the prerender share it. */
export const navigation = {
  services: [
    { label: 'Resume Builder', to: '/services/resume-builder' },
    { label: 'Code Editor', to: '/services/editor' },
    { label: 'Quiz', to: '/services/quiz' },
    { label: 'Job Portal', to: '/services/job-portal' },
  ],
  about: [
    { label: 'Mission', to: '/about/mission' },
    { label: 'Journey', to: '/about/journey' },
    { label: 'Team', to: '/about/team' },
    { label: 'Institutes', to: '/about/institutes' },
    { label: 'Internship', to: '/about/internship' },
    { label: 'Testimonials', to: '/about/testimonials' },
  ],
  footer: [
    { label: 'Home', to: '/' },
    { label: 'Courses', to: '/courses' },
    { label: 'Institutes', to: '/about/institutes' },
    { label: 'Contact', to: '/contact' },
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms', to: '/terms' },
  ],
} as const;
