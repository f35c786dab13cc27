import type { AnyRouter } from '@tanstack/react-router';
import type { Locale } from '@institute/shared-schema';
import { activateLocale } from '../../i18n/catalogs';
import { rememberLocale, setAddressLocale } from '../../i18n/locale-url';
import { saveAccountLocale } from './account-locale';

/**
 * The reader chose a language: it is remembered (on the device and the account), the page's
 * catalogues are loaded in it while the page stays as it is, then the page is drawn in it and its
 * address gains the language's prefix.
 */
export async function switchLocale(router: AnyRouter, locale: Locale, { saveToAccount = true } = {}): Promise<void> {
  rememberLocale(locale);
  if (saveToAccount) saveAccountLocale(locale);
  const routeIds: string[] = router.state.matches.map((m: { routeId: string }) => m.routeId);
  await activateLocale(locale, routeIds);
  setAddressLocale(locale);
  // The same page at its address in the new language. To the router it is the page it is on (the
  // address without the language is the same): the language in the history's state makes it a new
  // location, so the address and every link's address are written again.
  await router.navigate({
    href: router.state.location.href,
    replace: true,
    resetScroll: false,
    state: (state) => ({ ...state, locale }),
  });
}
