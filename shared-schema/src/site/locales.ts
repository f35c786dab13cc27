/**
 * The interface's languages (issue 21) and where a page's language is in its address: English at
 * the root (`/courses`), Marathi and Hindi under their code (`/mr/courses`, `/hi`). The client's
 * router, the prerender and the server (which page to send, `hreflang`, the first guess from
 * `Accept-Language`) read these rules. Free of zod: the PWA's entry uses them.
 */
export const locales = ['en', 'mr', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The `Intl` locale of each language: Indian English, Marathi and Hindi as written in India. */
export const intlLocales: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the language switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' };

/** The cookie that carries the reader's choice to the server, so a first load comes in that language. */
export const localeCookie = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A public address's language and the page's address without it: `/mr/courses` → mr, `/courses`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(mr|hi)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: defaultLocale, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** A page's address in a language: `/courses` in mr → `/mr/courses`, `/` in hi → `/hi`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The first of the reader's languages (`navigator.languages`, or an `Accept-Language` header's
 * tags in order of preference) that the interface speaks, by its primary subtag (`mr-IN` → mr).
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** An `Accept-Language` header's tags, most wanted first (`q=0` left out). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}
