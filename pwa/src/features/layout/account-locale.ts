/**
 * The reader's language on their account (issue 21, `GET`/`PUT /api/users/language`): a device a
 * user signs in on adopts the language they chose on any other; a device whose reader chose a
 * language before the account knew one tells the account; every later choice is saved to it. Best
 * effort: offline, the device's choice stands and the account learns the next one.
 */
import type { AccountLanguage, Locale } from '@institute/shared-schema';
import { authorizedFetch } from '../../api/http';
import { getSession, subscribeSession } from '../../data/session';
import type { AnyRouter } from '@tanstack/react-router';
import { activeLocale } from '../../i18n/catalogs';
import { rememberedLocale } from '../../i18n/locale-url';

export function saveAccountLocale(locale: Locale): void {
  if (!getSession()) return;
  void authorizedFetch('/api/users/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}

let settledFor: string | null = null;

async function settle(router: AnyRouter, userId: string) {
  // A plain fetch: a session that has ended is the screens' to report, not this background call's.
  const res = await authorizedFetch('/api/users/language');
  if (!res.ok) return;
  const { locale } = (await res.json()) as AccountLanguage;
  if (getSession()?.user.id !== userId) return;
  if (locale === null) {
    const chosen = rememberedLocale();
    if (chosen) saveAccountLocale(chosen);
  } else if (locale !== activeLocale()) {
    const { switchLocale } = await import('./switch-locale');
    await switchLocale(router, locale, { saveToAccount: false });
  }
}

/** Settles the language with the account of whoever is signed in, once per sign-in. */
export function followAccountLocale(router: AnyRouter): () => void {
  const check = () => {
    const userId = getSession()?.user.id ?? null;
    if (userId === settledFor) return;
    settledFor = userId;
    if (userId) void settle(router, userId).catch(() => (settledFor = null));
  };
  check();
  return subscribeSession(check);
}
