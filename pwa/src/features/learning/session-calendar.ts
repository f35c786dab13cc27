/**
 * A live session as an iCalendar event (RFC 5545) with a reminder 15 minutes before, which a phone's
 * calendar app imports from a downloaded `.ics` file. Times are the instants the institute's wall
 * clock names (`siteConfig.timeZone`), written in UTC so no time zone table is needed.
 */
import { defaultSiteConfig, joinOpensMinutesBefore, sessionWindow, type LiveSession } from '@institute/shared-schema';

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Text values escape backslash, semicolon, comma and newlines. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

export function sessionIcs(session: LiveSession, courseTitle: string, pageUrl: string, now = Date.now()): string {
  const w = sessionWindow(session, defaultSiteConfig.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(defaultSiteConfig.shortName)}//Live sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${session.id}@${text(defaultSiteConfig.shortName.toLowerCase())}.sessions`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(w.startsAt)}`,
    `DTEND:${stamp(w.endsAt)}`,
    `SUMMARY:${text(`${session.title} (${courseTitle})`)}`,
    `DESCRIPTION:${text(`${session.description}\nJoin from the course page: ${pageUrl}`)}`,
    `URL:${pageUrl}`,
    session.status === 'cancelled' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(session.title)}`,
    `TRIGGER:-PT${joinOpensMinutesBefore}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}

export function downloadIcs(session: LiveSession, courseTitle: string) {
  const ics = sessionIcs(session, courseTitle, location.href);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${session.title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'session'}.ics`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
