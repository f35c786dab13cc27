/**
 * The interface's language at run time (issue 21). Lingui's `i18n` holds the messages of the
 * catalogues loaded so far, in the active language only: a route's catalogues (its features' and
 * `app`'s, `route-catalogs.gen.ts`) are loaded by the root route before it is drawn, and a change
 * of language loads the same catalogues in the new one before anything is drawn in it.
 *
 * The language is the address's: `/mr/…` and `/hi/…` are Marathi and Hindi, anything else English
 * (`shared-schema` `splitLocalePath`). The router strips the prefix before matching a route and
 * puts the active language's back on every link (`app/router.ts`).
 *
 * A language's catalogue loaders (and the route map) are a small chunk of their own
 * (`loaders/<locale>.ts`), fetched for that language only; a prerendered page names it and its
 * catalogues in its head (`modulepreload`), so nothing waits on a chain of requests. The service worker precaches every
 * catalogue, so any page opens offline in its reader's language.
 */
import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, intlLocales, type Locale } from '@institute/shared-schema';

export type CatalogLoaders = Record<string, () => Promise<unknown>>;
interface LocaleLoaders {
  loaders: CatalogLoaders;
  routeCatalogs: Record<string, readonly string[]>;
}

const localeLoaders: Record<Locale, () => Promise<LocaleLoaders>> = {
  en: () => import('./loaders/en'),
  mr: () => import('./loaders/mr'),
  hi: () => import('./loaders/hi'),
};

function loaderOf({ loaders }: LocaleLoaders, name: string, locale: Locale) {
  return loaders[`../../features/${name}/locales/${locale}.po`] ?? loaders[`../../locales/${name}/${locale}.po`];
}

/**
 * Messages drawn before their catalogue was loaded (a route whose map missed a feature): kept on
 * the window for the end-to-end tests, which visit every route in every language and expect none.
 */
i18n.on('missing', ({ id, locale }) => {
  const w = globalThis as { __missingMessages?: string[] };
  (w.__missingMessages ??= []).push(`${locale}:${id}`);
});

/** The shared catalogue's texts are their English: English needs no catalogue for them. */
const isShared = (name: string) => name.startsWith('shared');

/** Catalogues loaded (or loading) per language, by name. */
const loaded = new Map<Locale, Map<string, Promise<void>>>();

async function loadCatalogs(locale: Locale, names: readonly string[]): Promise<void> {
  const wanted = names.filter((name) => locale !== 'en' || !isShared(name));
  if (!wanted.length) return;
  let byName = loaded.get(locale);
  if (!byName) loaded.set(locale, (byName = new Map<string, Promise<void>>()));
  const pending: Promise<void>[] = [];
  let map: Promise<LocaleLoaders> | undefined;
  for (const name of wanted) {
    let loading = byName.get(name);
    if (!loading) {
      map ??= localeLoaders[locale]();
      loading = map.then(async (m) => {
        const load = loaderOf(m, name, locale);
        if (!load) throw new Error(`No ${locale} catalogue named ${name}`);
        const { messages } = (await load()) as { messages: Messages };
        i18n.load(locale, messages);
      });
      // A catalogue that failed to load (offline before it was kept) is tried again next time.
      loading.catch(() => byName.delete(name));
      byName.set(name, loading);
    }
    pending.push(loading);
  }
  await Promise.all(pending);
}

/** The catalogues the matched routes draw from (in English, the shared ones need none). */
export async function catalogsOfRoutes(locale: Locale, routeIds: readonly string[]): Promise<string[]> {
  const { routeCatalogs } = await localeLoaders[locale]();
  return [...new Set(routeIds.flatMap((id) => routeCatalogs[id] ?? []))].filter((name) => locale !== 'en' || !isShared(name));
}

/** Loads the catalogues the matched routes draw from, in `locale`, without changing the language. */
export async function loadRouteCatalogs(locale: Locale, routeIds: readonly string[]): Promise<void> {
  await loadCatalogs(locale, await catalogsOfRoutes(locale, routeIds));
}

/**
 * Makes `locale` the interface's language once the catalogues of the matched routes (and those
 * already loaded in the language shown until now) are loaded in it.
 */
export async function activateLocale(locale: Locale, routeIds: readonly string[]): Promise<void> {
  const previous = i18n.locale as Locale | '';
  const carried = previous && previous !== locale ? [...(loaded.get(previous)?.keys() ?? [])] : [];
  await loadCatalogs(locale, [...new Set([...(await catalogsOfRoutes(locale, routeIds)), ...carried])]);
  if (i18n.locale !== locale) {
    if (!i18n.messages || !Object.keys(i18n.messages).length) i18n.load(locale, {});
    i18n.activate(locale, [intlLocales[locale]]);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }
}

/**
 * On the server: runs `draw` with `locale` active once the catalogues `names` (and those of the
 * routes `routeIds`) are loaded in it. The language is set and `draw` runs in one synchronous step,
 * so a render of another page in another language, running at the same time, cannot change it.
 */
export async function inLocale<T>(locale: Locale, catalogs: { names?: string[]; routeIds?: string[] }, draw: () => T): Promise<T> {
  await loadCatalogs(locale, [...(catalogs.names ?? []), ...(await catalogsOfRoutes(locale, catalogs.routeIds ?? []))]);
  i18n.load(locale, {});
  i18n.activate(locale, [intlLocales[locale]]);
  return draw();
}

/** The active language (English before any is activated). */
export function activeLocale(): Locale {
  return (i18n.locale || defaultLocale) as Locale;
}

export { i18n };
