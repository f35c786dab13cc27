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

/**
 * Messages drawn before their catalogue was loaded (a route whose map missed a feature): kept on
 * the window for the end-to-end tests, which visit every route in every language and expect none.
 */
i18n.on('missing', ({ id, locale }) => {
  const w = globalThis as { __missingMessages?: string[] };
  (w.__missingMessages ??= []).push(`${locale}:${id}`);
});

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

/**
 * On the server: runs `draw` with `locale` active once the catalogues `names` are loaded in it. The
 * language is set and `draw` runs in one synchronous step, so a render of another page in another
 * language, running at the same time, cannot change the language under it.
 */
export async function inLocale<T>(locale: Locale, names: readonly string[], draw: () => T): Promise<T> {
  await Promise.all(names.filter((name) => locale !== 'en' || !isShared(name)).map((name) => loadCatalog(locale, name)));
  i18n.activate(locale, [intlLocales[locale]]);
  return draw();
}

/** The active language (English before any is activated). */
export function activeLocale(): Locale {
  return (i18n.locale || defaultLocale) as Locale;
}

export { i18n };

/**
 * Fetches every catalogue of the active language once the service worker runs and the browser is
 * idle, so that each page opens in the reader's language offline too (the catalogues are not in the
 * precache: a reader should not download all three languages). Again after a change of language.
 */
export function keepLocaleForOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => {
      const locale = activeLocale();
      const suffix = `/${locale}.po`;
      const loads = [...Object.entries(featureCatalogs), ...Object.entries(otherCatalogs)].filter(([file]) => file.endsWith(suffix));
      // Marked on the page once all are kept (the end-to-end tests go offline after it).
      void Promise.all(loads.map(([, load]) => load())).then(
        () => (document.documentElement.dataset.localeKept = locale),
        () => undefined,
      );
    });
  });
}
