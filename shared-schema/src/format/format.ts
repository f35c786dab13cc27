/** Pure formatting and money rules used by both sides (one formatter each, DESIGN.md). */
import { messages } from '../messages.js';

/**
 * A value made at its first use and kept. For Intl formatters: a constructor reads locale data,
 * which a page that formats nothing should not pay for while its module loads.
 */
export function atFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const usShortDate = atFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const rupees = atFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** Short US-style date ("Nov 22, 2026"); Not specified when missing, Invalid date when unparseable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return messages.public.notSpecified;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? messages.public.invalidDate : usShortDate().format(d);
}

/** A price in rupees with Indian digit grouping: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
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
