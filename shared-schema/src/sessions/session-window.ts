/**
 * When a live session may be joined (issue 18): from `joinOpensMinutesBefore` minutes before its
 * start until its end. A session's date and time are the institute's wall clock (`timeZone` of the
 * site configuration); its duration is the admin's free text ("1 hour", "90 minutes",
 * "1.5 hours", "1 hour 30 minutes"), read as one hour when it names no time.
 */
export const joinOpensMinutesBefore = 15;
const defaultMinutes = 60;
const minute = 60_000;

/** Minutes of a free-text duration; one hour when nothing in it reads as a time. */
export function durationMinutes(text: string): number {
  let total = 0;
  const re = /(\d+(?:\.\d+)?)\s*(h(?:ou)?rs?|h|min(?:ute)?s?|m)\b/gi;
  for (const [, amount, unit] of text.matchAll(re)) {
    const n = Number(amount);
    total += unit!.toLowerCase().startsWith('h') ? n * 60 : n;
  }
  if (total === 0 && /^\s*\d+\s*$/.test(text)) total = Number(text); // a bare number: minutes
  return total > 0 ? Math.min(Math.round(total), 24 * 60) : defaultMinutes;
}

/** The offset of `timeZone` from UTC at the instant `utc`, in milliseconds. */
function zoneOffset(utc: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(utc / 1000) * 1000;
}

/** The instant (ms since the epoch) of a wall-clock `date` (`YYYY-MM-DD`) and `time` (`HH:MM`) in `timeZone`. */
export function wallClockToInstant(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const first = guess - zoneOffset(guess, timeZone);
  // Once more, in case the offset at the real instant differs (a daylight-saving change between).
  return guess - zoneOffset(first, timeZone);
}

export interface SessionWindow {
  startsAt: number;
  opensAt: number;
  endsAt: number;
}

export function sessionWindow(session: { date: string; time: string; duration: string }, timeZone: string): SessionWindow {
  const startsAt = wallClockToInstant(session.date, session.time, timeZone);
  return {
    startsAt,
    opensAt: startsAt - joinOpensMinutesBefore * minute,
    endsAt: startsAt + durationMinutes(session.duration) * minute,
  };
}

/** Upcoming until it ends (and not cancelled or completed); past afterwards. */
export const isPastSession = (session: { date: string; time: string; duration: string; status: string }, timeZone: string, now: number) =>
  session.status === 'completed' || sessionWindow(session, timeZone).endsAt <= now;
