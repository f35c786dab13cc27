import type { Locale } from '@institute/shared-schema';
import { router } from '../router';
import { activateLocale, catalogsOfRoutes } from './catalogs';
import { rememberLocale, setAddressLocale } from './locale-url';

/**
 * The reader chose a language: it is remembered, the page's catalogues are loaded in it while the
 * page stays as it is, then the page is drawn in it and its address gains the language's prefix.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale, catalogsOfRoutes(router.state.matches.map((m) => m.routeId)));
  setAddressLocale(locale);
  await router.navigate({ href: router.state.location.href, replace: true, resetScroll: false });
}
