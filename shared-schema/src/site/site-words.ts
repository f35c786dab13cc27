/**
 * The site's fixed words kept as data (`homeContent`, the about pages' contents, the institute's
 * tagline and hours) are shown in the reader's language: each is a message of the PWA's catalogues
 * whose id is its English (the PWA's `scripts/i18n-shared-messages.ts` writes them out for the
 * translators; `useSiteWords` draws them). What is not words stays as written: keys, figures, the
 * names of technologies, and the alumni's own words and names.
 */

/** Keys whose values are not words to translate. */
const notWords: ReadonlySet<string> = new Set(['factKey', 'fallback', 'value', 'suffix', 'weeks', 'items', 'alumni']);

/** `T` with each text a string (a translation is not the English literal). */
export type SiteWords<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly SiteWords<U>[]
    : T extends object
      ? { readonly [K in keyof T]: SiteWords<T[K]> }
      : T;

/** A copy of `tree` with each of its words passed through `say` (the reader's language). */
export function mapSiteWords<T>(tree: T, say: (text: string) => string): SiteWords<T> {
  const map = (value: unknown, key: string | null): unknown => {
    if (key !== null && notWords.has(key)) return value;
    if (typeof value === 'string') return say(value);
    if (Array.isArray(value)) return value.map((v) => map(v, null));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v, k)]));
    return value;
  };
  return map(tree, null) as SiteWords<T>;
}

/** Every word of `tree` (for the catalogues). */
export function siteWordsOf(tree: unknown): string[] {
  const words = new Set<string>();
  mapSiteWords(tree, (text) => (words.add(text), text));
  return [...words];
}
