/**
 * The institute's site content (issue 15; site spec section 3: Gallery photo, Quiz slide, Team
 * member, Timeline entry, Placement star, Recruiting partner): the data behind the about pages,
 * the gallery and the placements, kept in the database, managed by administrators and delivered to
 * devices in the `public` sync bucket (collection `siteItems`). One entity for every kind: what
 * differs between kinds is which `details` are required (`siteItemFormSchema`).
 */
import { z } from 'zod';
import { messages } from '../messages.js';
import { bound, boundedInt, boundedString, limits, noNul, noNulPattern, uuid } from '../fields.js';
import { galleryCategories } from './gallery-filter.js';
import { promoColors } from './site-items.js';

/** What a piece of site content is. */
export const siteItemKinds = [
  'gallery',
  'quiz-slide',
  'quiz-video',
  'team',
  'timeline',
  'star',
  'partner',
  'promo-slide',
  'popup-video',
  'fact',
] as const;
export type SiteItemKind = (typeof siteItemKinds)[number];

/** How the admin page names each kind (its tabs). */
export const siteItemKindLabels: Record<SiteItemKind, string> = {
  gallery: 'Gallery photos',
  'quiz-slide': 'Quiz slides',
  'quiz-video': 'Quiz videos',
  team: 'Team members',
  timeline: 'Timeline',
  star: 'Placement stars',
  partner: 'Recruiting partners',
  'promo-slide': 'Promo slides',
  'popup-video': 'Pop-up video',
  fact: 'Institute facts',
};

/** The widths every uploaded image is converted to, once, on upload (WebP); smaller images keep their own width. */
export const siteImageWidths = [320, 640, 1280] as const;
/** The largest upload accepted, and the most pixels decoded (a decompression bomb is refused before it is decoded). */
export const siteImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** An image as pages show it: its sizes (for `srcset`), its intrinsic size (so nothing shifts) and a tiny placeholder. */
export const siteImageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A data: URL of a few hundred bytes, drawn blurred until the real image has loaded. */
  placeholder: z.string(),
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type SiteImage = z.infer<typeof siteImageSchema>;

/** The fields some kinds carry beside the caption (all optional on the wire; `siteItemFormSchema` says which a kind needs). */
export const siteItemDetailsSchema = z.object({
  role: z.string().optional(),
  experience: z.string().optional(),
  education: z.string().optional(),
  company: z.string().optional(),
  email: z.string().optional(),
  linkedin: z.string().optional(),
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  year: z.string().optional(),
  content: z.string().optional(),
  stats: z.array(z.string()).optional(),
  features: z.array(z.string()).optional(),
  url: z.string().optional(),
  key: z.string().optional(),
  value: z.string().optional(),
  /** A promo slide's button: its words and where it leads (a page of the site, or https). */
  linkLabel: z.string().optional(),
  linkTo: z.string().optional(),
  /** A promo slide's colour (one of `promoColors`). */
  color: z.string().optional(),
});
export type SiteItemDetails = z.infer<typeof siteItemDetailsSchema>;

/** One piece of site content, as the `siteItems` collection and the REST answers carry it. */
export const siteItemSchema = z.object({
  id: z.string(),
  kind: z.enum(siteItemKinds),
  /** The gallery photo's category; null for other kinds. */
  category: z.enum(galleryCategories).nullable(),
  /** Order within its kind (and category): smaller first. */
  position: z.number().int(),
  /** The caption, a member's or a student's name, a timeline entry's title, a fact's label. */
  caption: z.string(),
  alt: z.string(),
  image: siteImageSchema.nullable(),
  details: siteItemDetailsSchema,
});
export type SiteItem = z.infer<typeof siteItemSchema>;

const text = (max: number) => boundedString(max).optional();
const list = z.array(boundedString(limits.title)).max(limits.list, bound()).optional();

/** A web address for a link or a video: https only. */
export const isHttpsAddress = (s: string) => {
  if (!/^https:\/\/[^\s]+$/.test(s)) return false;
  try {
    return new URL(s).protocol === 'https:';
  } catch {
    return false;
  }
};

/** A link a page follows: a path of this site (`/courses`, never `//host`) or an https address. */
export const isSiteOrHttpsAddress = (s: string) => /^\/(?![/\\])[^\s]*$/.test(s) || isHttpsAddress(s);

const detailLabels: Partial<Record<keyof SiteItemDetails, string>> = {
  role: 'Role',
  company: 'Company',
  year: 'Year',
  content: 'Content',
  url: 'Video address',
  linkLabel: 'Button text',
  linkTo: 'Button link',
  key: 'Key',
  value: 'Value',
};

/** What each kind needs beyond a caption. */
const required: Record<SiteItemKind, { image: boolean; details: (keyof SiteItemDetails)[] }> = {
  gallery: { image: true, details: [] },
  'quiz-slide': { image: true, details: [] },
  'quiz-video': { image: false, details: ['url'] },
  team: { image: true, details: ['role'] },
  timeline: { image: false, details: ['year', 'content'] },
  star: { image: false, details: ['company'] },
  partner: { image: true, details: [] },
  // The slide as the home page draws it: a title (the caption), its text, an optional button and a colour; no picture, so the first paint stays light.
  'promo-slide': { image: false, details: ['content'] },
  'popup-video': { image: false, details: ['url'] },
  fact: { image: false, details: ['key', 'value'] },
};
export const siteItemNeeds = (kind: SiteItemKind) => required[kind];

/**
 * The administrator's form for one entry: the caption and order, an image uploaded first
 * (`POST /api/admin/site-images`, its id here), a category for gallery photos, and the details
 * the kind needs. Every field bounded; links https only.
 */
export const siteItemFormSchema = z
  .object({
    kind: z.enum(siteItemKinds),
    category: z.enum(galleryCategories, { error: messages.siteContent.categoryRequired }).nullable().optional(),
    caption: z
      .string({ error: messages.siteContent.detailRequired('Caption') })
      .max(limits.title, bound())
      .regex(noNulPattern, noNul)
      .trim()
      .min(1, messages.siteContent.detailRequired('Caption')),
    alt: text(limits.title),
    position: boundedInt(0, 100_000).optional(),
    imageId: uuid.nullable().optional(),
    details: z
      .object({
        role: text(limits.name),
        experience: text(limits.name),
        education: text(limits.title),
        company: text(limits.name),
        email: text(limits.email),
        linkedin: text(limits.url),
        facebook: text(limits.url),
        instagram: text(limits.url),
        year: text(limits.id),
        content: text(limits.text),
        stats: list,
        features: list,
        url: text(limits.url),
        key: text(limits.id),
        value: text(limits.name),
        linkLabel: text(limits.name),
        linkTo: text(limits.url),
        color: z.enum(promoColors, { error: messages.siteContent.colorInvalid }).optional(),
      })
      .optional(),
  })
  .superRefine((form, ctx) => {
    const needs = required[form.kind];
    if (form.kind === 'gallery' && !form.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: messages.siteContent.categoryRequired });
    if (form.kind !== 'gallery' && form.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: messages.siteContent.categoryNotAllowed });
    if (needs.image && !form.imageId) ctx.addIssue({ code: 'custom', path: ['imageId'], message: messages.siteContent.imageRequired });
    for (const key of needs.details) {
      const value = form.details?.[key];
      if (typeof value !== 'string' || value === '')
        ctx.addIssue({ code: 'custom', path: ['details', key], message: messages.siteContent.detailRequired(detailLabels[key] ?? key) });
    }
    for (const key of ['url', 'linkedin', 'facebook', 'instagram'] as const) {
      const value = form.details?.[key];
      // The pop-up's video may also be a file of this site (`/media/welcome.webm`).
      const valid = form.kind === 'popup-video' && key === 'url' ? isSiteOrHttpsAddress : isHttpsAddress;
      if (value && !valid(value))
        ctx.addIssue({
          code: 'custom',
          path: ['details', key],
          message: valid === isHttpsAddress ? messages.siteContent.urlInvalid : messages.siteContent.linkInvalid,
        });
    }
    const link = form.details?.linkTo;
    if (link && !isSiteOrHttpsAddress(link))
      ctx.addIssue({ code: 'custom', path: ['details', 'linkTo'], message: messages.siteContent.linkInvalid });
    if (!!form.details?.linkLabel !== !!link)
      ctx.addIssue({
        code: 'custom',
        path: ['details', link ? 'linkLabel' : 'linkTo'],
        message: messages.siteContent.detailRequired(link ? 'Button text' : 'Button link'),
      });
  });
export type SiteItemForm = z.input<typeof siteItemFormSchema>;

/** Moving an entry one place within its list (its kind, a gallery photo's category). */
export const siteItemMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: messages.request.invalid('Direction') }) });
export type SiteItemMove = z.infer<typeof siteItemMoveSchema>;
export type SiteItemFormValues = z.output<typeof siteItemFormSchema>;

/** A `srcset` for an image's sources. */
export const srcSetOf = (image: SiteImage) => image.sources.map((s) => `${s.url} ${s.width}w`).join(', ');

/** The fact with that key, or the fallback when the institute has none. */
export const factOf = (items: readonly SiteItem[] | undefined, key: string, fallback: string) =>
  items?.find((i) => i.kind === 'fact' && i.details.key === key)?.details.value ?? fallback;
