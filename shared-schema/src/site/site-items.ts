/**
 * Site content as pages read it (issue 15), free of zod so the prerendered home page can import it
 * on its first load: the order entries are shown in, and the home page's promo slides and welcome
 * video read from their entries (kinds `promo-slide` and `popup-video`).
 */
import type { SiteItem } from './site-content.schema.js';

/**
 * Order of a kind's entries as pages show them: by position, then caption, then id. Captions and
 * ids compare by code unit, as the server's `collate "C"` does, so the rows a page's HTML carries
 * (the server's first ones) are the first ones of the device's whole list too: nothing is inserted
 * before them when the rest arrives.
 */
export const bySitePosition = (a: SiteItem, b: SiteItem) =>
  a.position - b.position || codeUnitOrder(a.caption, b.caption) || codeUnitOrder(a.id, b.id);

const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The colours a promo slide may take (Mantine colour names). */
export const promoColors = ['blue', 'pink', 'indigo', 'teal', 'grape', 'cyan', 'violet', 'green'] as const;
export type PromoColor = (typeof promoColors)[number];

export interface PromoSlide {
  id: string;
  title: string;
  text: string;
  /** The slide's button, when it has one. */
  action: { label: string; to: string } | null;
  color: PromoColor;
}

const isPromoColor = (c: string | undefined): c is PromoColor => (promoColors as readonly string[]).includes(c ?? '');

/** The home page's promo slides from the entries of kind `promo-slide`, in page order. */
export function promoSlidesOf(items: readonly SiteItem[] | undefined): PromoSlide[] {
  return (items ?? [])
    .filter((i) => i.kind === 'promo-slide')
    .sort(bySitePosition)
    .map((i, n) => ({
      id: i.id,
      title: i.caption,
      text: i.details.content ?? '',
      action: i.details.linkLabel && i.details.linkTo ? { label: i.details.linkLabel, to: i.details.linkTo } : null,
      color: isPromoColor(i.details.color) ? i.details.color : promoColors[n % promoColors.length]!,
    }));
}

export interface WelcomeVideo {
  title: string;
  text: string;
  src: string;
  /** A video file (`<video>`, its type) or a player page to embed (`<iframe>`). */
  player: { kind: 'file'; type: string } | { kind: 'embed' };
}

const videoTypes: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', ogv: 'video/ogg', ogg: 'video/ogg' };

/** The welcome pop-up's video from the first entry of kind `popup-video` (none: no pop-up). */
export function welcomeVideoOf(items: readonly SiteItem[] | undefined): WelcomeVideo | null {
  const item = (items ?? []).filter((i) => i.kind === 'popup-video').sort(bySitePosition)[0];
  const src = item?.details.url;
  if (!item || !src) return null;
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? '';
  const type = videoTypes[extension];
  return {
    title: item.caption,
    text: item.details.content ?? '',
    src,
    player: type ? { kind: 'file', type } : { kind: 'embed' },
  };
}
