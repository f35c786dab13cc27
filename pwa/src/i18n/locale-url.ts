/**
 * The language in the address (issue 21). Routes are declared once, without a language; the router
 * reads `/mr/courses` as `/courses` and writes the language being shown back onto every address it
 * makes, so every link of a Marathi page stays in Marathi.
 */
import type { LocationRewrite } from '@tanstack/react-router';
import {
  defaultLocale,
  isLocale,
  localeCookie,
  localizePath,
  preferredLocale,
  splitLocalePath,
  type Locale,
} from '@institute/shared-schema';

/** The language the router puts on the addresses it makes. */
let addressLocale: Locale = defaultLocale;

const addressLocaleListeners = new Set<() => void>();

export function setAddressLocale(locale: Locale) {
  if (locale === addressLocale) return;
  addressLocale = locale;
  for (const listener of addressLocaleListeners) listener();
}

/**
 * Calls `listener` when the language put on addresses changes. The router keeps the addresses it
 * built for links and must build them again then (`app/router.ts`).
 */
export function onAddressLocaleChange(listener: () => void): void {
  addressLocaleListeners.add(listener);
}

/**
 * The router's rewrite: `/mr/courses` read as `/courses`, and `locale()`'s prefix written onto every
 * address it makes. The browser's router follows the language shown (`localeRewrite`); a server
 * render's router is fixed to its page's language, so renders of pages in other languages running
 * at the same time cannot change the addresses it makes (a router whose addresses do not match the
 * page it was asked for redirects instead of drawing).
 */
export function rewriteFor(locale: () => Locale): LocationRewrite {
  return {
    input: ({ url }) => {
      const { locale: inAddress, path } = splitLocalePath(url.pathname);
      if (inAddress === defaultLocale) return undefined;
      url.pathname = path;
      return url;
    },
    output: ({ url }) => {
      const current = locale();
      if (current === defaultLocale) return undefined;
      url.pathname = localizePath(url.pathname, current);
      return url;
    },
  };
}

export const localeRewrite = rewriteFor(() => addressLocale);

/** The language of a public address (`publicHref`, with its query and hash). */
export function localeOfHref(href: string): Locale {
  return splitLocalePath(href.replace(/[?#].*$/, '')).locale;
}

const storageKey = 'locale';

/** The reader's remembered choice on this device, if any. */
export function rememberedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the reader's choice on the device and, for the server's first answer, in a cookie. */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Storage refused (a private window): the choice lasts as long as the page.
  }
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Before the router reads the address: an address without a language, opened by a reader who chose
 * (or whose browser prefers) Marathi or Hindi, is replaced by the same page's address in it.
 */
export function adoptReaderLocale() {
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (locale !== defaultLocale) return;
  const wanted = rememberedLocale() ?? preferredLocale(navigator.languages ?? []) ?? defaultLocale;
  if (wanted === defaultLocale) return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${localizePath(path, wanted)}${search}${hash}`);
}
