import type { Locale } from '@institute/shared-schema';
import { router } from '../router';
import { activateLocale, keepLocaleForOffline } from './catalogs';
import { rememberLocale, setAddressLocale } from './locale-url';
import { saveAccountLocale } from './account-locale';

/**
 * The reader chose a language: it is remembered (on the device and the account), the page's catalogues are loaded in it while the
 * page stays as it is, then the page is drawn in it and its address gains the language's prefix.
 */
export async function switchLocale(locale: Locale, { saveToAccount = true } = {}): Promise<void> {
  rememberLocale(locale);
  if (saveToAccount) saveAccountLocale(locale);
  await activateLocale(
    locale,
    router.state.matches.map((m) => m.routeId),
  );
  setAddressLocale(locale);
  await router.navigate({ href: router.state.location.href, replace: true, resetScroll: false });
  keepLocaleForOffline();
}
