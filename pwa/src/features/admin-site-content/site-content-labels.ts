import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { galleryCategoryLabels, type GalleryCategory, type SiteItemKind } from '@institute/shared-schema';
import type { I18n } from '@lingui/core';

/** How the admin page names each kind (its tabs), as `siteItemKindLabels` in the reader's language. */
export const siteItemKindTitles: Record<SiteItemKind, MessageDescriptor> = {
  gallery: msg`Gallery photos`,
  'quiz-slide': msg`Quiz slides`,
  'quiz-video': msg`Quiz videos`,
  team: msg`Team members`,
  timeline: msg`Timeline`,
  star: msg`Placement stars`,
  partner: msg`Recruiting partners`,
  'promo-slide': msg`Promo slides`,
  'popup-video': msg`Pop-up video`,
  fact: msg`Institute facts`,
};

/**
 * A gallery category's label: the spec's category names (epl, first, second, third,
 * mock-interview) stay as they are; only "Our Achievement" is words.
 */
const galleryCategoryWords: Partial<Record<GalleryCategory, MessageDescriptor>> = {
  'nashik-quiz': msg`Our Achievement`,
};

export const galleryCategoryLabel = (i18n: I18n, category: GalleryCategory) => {
  const words = galleryCategoryWords[category];
  return words ? i18n._(words) : galleryCategoryLabels[category];
};
