/**
 * The interface's language at run time (issue 21). Lingui's `i18n` holds the messages of the
 * catalogues loaded so far, in the active language only: a route's catalogues (its features' and
 * `app`'s, `route-catalogs.gen.ts`) are loaded by the root route before it is drawn, and a change
 * of language loads the same catalogues in the new one before anything is drawn in it.
 *
 * The language is the address's: `/mr/…` and `/hi/…` are Marathi and Hindi, anything else English
 * (`shared-schema` `splitLocalePath`). The router strips the prefix before matching a route and
 * puts the active language's back on every link (`app/router.ts`).
 */
import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, intlLocales, type Locale } from '@institute/shared-schema';
import { routeCatalogs } from './route-catalogs.gen';

type CatalogModule = { messages: Messages };
const featureCatalogs = import.meta.glob<CatalogModule>('../../features/*/locales/*.po');
const otherCatalogs = import.meta.glob<CatalogModule>('../../locales/*/*.po');

function catalogLoader(name: string, locale: Locale) {
  return featureCatalogs[`../../features/${name}/locales/${locale}.po`] ?? otherCatalogs[`../../locales/${name}/${locale}.po`];
}

/** The shared catalogue's texts are their English: English needs no catalogue for them. */
const isShared = (name: string) => name === 'shared' || name === 'shared-first';

/** Catalogues loaded (or loading) per language, by name. */
const loaded = new Map<Locale, Map<string, Promise<void>>>();

function loadCatalog(locale: Locale, name: string): Promise<void> {
  let byName = loaded.get(locale);
  if (!byName) loaded.set(locale, (byName = new Map()));
  let loading = byName.get(name);
  if (!loading) {
    const load = catalogLoader(name, locale);
    if (!load) throw new Error(`No ${locale} catalogue named ${name}`);
    loading = load().then(({ messages }) => i18n.load(locale, messages));
    // A catalogue that failed to load (offline before it was cached) is tried again next time.
    loading.catch(() => byName.delete(name));
    byName.set(name, loading);
  }
  return loading;
}

/** The catalogues the matched routes draw from. */
export function catalogsOfRoutes(routeIds: readonly string[]): string[] {
  return [...new Set(routeIds.flatMap((id) => routeCatalogs[id] ?? []))];
}

/**
 * Makes `locale` the interface's language once the catalogues `names` (and those already loaded in
 * the language shown until now) are loaded in it. Resolves at once when all of them already are.
 */
export async function activateLocale(locale: Locale, names: readonly string[]): Promise<void> {
  const previous = i18n.locale as Locale | '';
  const carried = previous && previous !== locale ? [...(loaded.get(previous)?.keys() ?? [])] : [];
  const wanted = [...new Set([...names, ...carried])].filter((name) => locale !== 'en' || !isShared(name));
  await Promise.all(wanted.map((name) => loadCatalog(locale, name)));
  if (i18n.locale !== locale) {
    i18n.activate(locale, [intlLocales[locale]]);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }
}

/** The active language (English before any is activated). */
export function activeLocale(): Locale {
  return (i18n.locale || defaultLocale) as Locale;
}

export { i18n };
