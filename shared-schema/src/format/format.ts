/** Pure formatting and money rules used by both sides (one formatter each, DESIGN.md). */
import { publicMessages } from '../messages-first-load.js';
import { intlLocales, type Locale } from '../site/locales.js';

/**
 * A value made at its first use and kept. For Intl formatters: a constructor reads locale data,
 * which a page that formats nothing should not pay for while its module loads.
 */
export function atFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** One formatter per language, made at its first use. */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}

// English dates keep the spec's short US style ("Nov 22, 2026"); Marathi and Hindi are written as
// in India ("२२ नोव्हें, २०२६", "22 नव॰ 2026").
const shortDate = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : intlLocales[locale], {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
// Marathi's currency pattern in CLDR groups in thousands (₹१२,५००,०००): Indian English's pattern
// (₹1,25,00,000) with Marathi's own digits instead, as its plain numbers are grouped.
const rupees = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale === 'mr' ? 'en-IN' : intlLocales[locale], {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
      ...(locale === 'mr' ? { numberingSystem: 'deva' } : {}),
    }),
);

/** A short date ("Nov 22, 2026" in English); Not specified when missing, Invalid date when unparseable. */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale = 'en'): string {
  if (value === null || value === undefined || value === '') return publicMessages.notSpecified;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? publicMessages.invalidDate : shortDate(locale).format(d);
}

/** A price in rupees with Indian digit grouping: 125000 → "₹1,25,000" (Marathi's digits in Marathi). */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  return rupees(locale).format(amount);
}

/** The discount badge: (originalPrice − price) / originalPrice, as a rounded percent; null when none. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= 0 || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The spec's revenue estimate: the sum over courses of price × students (what was paid is the approved payments). */
export function totalRevenue(courses: readonly { price: number; students: number }[]): number {
  return courses.reduce((sum, c) => sum + c.price * c.students, 0);
}

/** Minutes and seconds, "m:ss", for quiz times. */
export function formatMinutesSeconds(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Joins a zod error's messages with commas, as the course form's single error toast does. */
export function joinMessages(issues: readonly { message: string }[]): string {
  return [...new Set(issues.map((i) => i.message))].join(', ');
}
