/**
 * The gallery's categories and its filter (site spec section 2, Gallery), free of zod: the route
 * reads its `?filter=` with `galleryFilterOf` in the entry's code.
 */

/** The gallery's categories, in the order of its filters. */
export const galleryCategories = ['epl', 'first', 'second', 'third', 'nashik-quiz', 'mock-interview'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** The filter labels: nashik-quiz is shown as Our Achievement. */
export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  epl: 'epl',
  first: 'first',
  second: 'second',
  third: 'third',
  'nashik-quiz': 'Our Achievement',
  'mock-interview': 'mock-interview',
};

export type GalleryFilter = 'all' | GalleryCategory;

/** The filter a link asks for; anything else is all. */
export const galleryFilterOf = (value: unknown): GalleryFilter =>
  typeof value === 'string' && (galleryCategories as readonly string[]).includes(value) ? (value as GalleryCategory) : 'all';
