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
  /** The IANA time zone the institute's live session dates and times are in. */
  timeZone: z.string(),
  /** The UPI payee the enrolment QR pays; `fallbackMobile` is the institute's number used on a proof when the student has none. */
  upi: z.object({ payeeAddress: z.string(), payeeName: z.string(), fallbackMobile: z.string().regex(/^\d{10}$/) }),
  social: z.object({ linkedin: z.string(), instagram: z.string(), facebook: z.string(), youtube: z.string() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** One entry of the site's content in the `public` bucket (an override of the default, say), by key. */
export const siteContentSchema = z.object({
  id: z.string().min(1),
  value: z.record(z.string(), z.unknown()),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
