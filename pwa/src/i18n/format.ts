/**
 * Dates, numbers and rupees in the reader's language (`Intl` for en-IN, mr-IN and hi-IN; English
 * dates keep the spec's "Nov 22, 2026"). A component takes them from `useFormat()`, so it is drawn
 * again when the language changes.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatDate, formatRupees, intlLocales, isLocale, type Locale } from '@institute/shared-schema';
import { sharedText } from './shared-text';

export interface Formatters {
  locale: Locale;
  /** A short date; "Not specified" (translated) when missing. */
  date: (value: string | number | Date | null | undefined) => string;
  /** Rupees with Indian grouping: "₹1,25,000", "₹१,२५,०००". */
  rupees: (amount: number) => string;
  /** A plain number in the language's digits and grouping. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date and time, with `Intl.DateTimeFormat`'s options. */
  dateTime: (value: string | number | Date, options: Intl.DateTimeFormatOptions) => string;
}

/**
 * `Intl` formatters by language and options, made at their first use and kept: making one costs far
 * more than formatting with it (the home page's counters format every frame; a list of rows
 * formats a date per row).
 */
function cachedBy<O, F>(make: (tag: string, options: O) => F): (tag: string, options: O) => F {
  const made = new Map<string, F>();
  return (tag, options) => {
    const key = `${tag} ${JSON.stringify(options ?? {})}`;
    let format = made.get(key);
    if (!format) made.set(key, (format = make(tag, options)));
    return format;
  };
}
const numberFormat = cachedBy((tag, options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(tag, options));
const dateTimeFormat = cachedBy((tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));

export function formattersFor(locale: Locale): Formatters {
  const tag = intlLocales[locale];
  return {
    locale,
    date: (value) => sharedText(formatDate(value, locale)),
    rupees: (amount) => formatRupees(amount, locale),
    number: (value, options) => numberFormat(tag, options).format(value),
    dateTime: (value, options) => dateTimeFormat(tag, options).format(new Date(value)),
  };
}

/**
 * Makes the language's formatters ahead of the first page's render, each in a task of its own, while
 * the page's code and catalogues load. Making the first one loads the language's data into the
 * browser (some 20 ms on a cheap phone): inside the hydration task, that made it longer still
 * (issue 14).
 */
export function warmFormatters(locale: Locale) {
  const f = formattersFor(locale);
  const steps = [() => f.number(0), () => f.date(0), () => f.rupees(0)];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next);
  };
  setTimeout(next);
}

export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return useMemo(() => formattersFor(locale), [locale]);
}
