/** How long ago something arrived, for lists of messages and notifications, in the active language. */
import { i18n } from '@lingui/core';
import { intlLocales, isLocale, type Locale } from '@institute/shared-schema';

// Made at first use, one per language: building them costs a cheap phone's main thread.
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function relative(locale: Locale) {
  let format = relativeFormats.get(locale);
  // "always": "1 day ago", never "yesterday", as the English list has always said.
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(intlLocales[locale], { numeric: 'always' })));
  return format;
}

function shortDate(locale: Locale) {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(intlLocales[locale], { day: 'numeric', month: 'short', year: 'numeric' })));
  return format;
}

/**
 * "5 minutes ago", "3 days ago" for recent messages, the date after a week ("1 Nov 2026"), in the
 * active language (Lingui's `i18n.locale`; English before any is active). A component that shows
 * it is drawn again when the language changes (it uses `useLingui`).
 */
export function receivedWhen(iso: string, now = Date.now()): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  // Intl's own word for it ("now", "आत्ता", "अब"); English keeps its "just now".
  if (minutes < 1)
    return locale === 'en' ? 'just now' : new Intl.RelativeTimeFormat(intlLocales[locale], { numeric: 'auto' }).format(0, 'second');
  if (minutes < 60) return relative(locale).format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative(locale).format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative(locale).format(-days, 'day');
  return shortDate(locale).format(new Date(iso));
}
