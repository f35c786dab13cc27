/**
 * Live sessions as iCalendar (RFC 5545): one session for a downloaded `.ics`, or many for a
 * student's subscribed calendar feed. Each event has a reminder when its join window opens (15
 * minutes before the start). Times are the instants the institute's wall clock names
 * (`timeZone`), written in UTC so no time zone table is needed; long lines are folded at 75 octets.
 */
import { joinOpensMinutesBefore, sessionWindow } from './session-window.js';

export interface IcsSession {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  duration: string;
  status: string;
}

export interface IcsEvent {
  session: IcsSession;
  courseTitle: string;
  /** The course page, where the student joins. */
  pageUrl: string;
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and newlines. */
export const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (a CRLF and one space before each continuation), never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const max = parts.length === 0 ? 75 : 74;
    if (bytes + size > max) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The description's last line, in the reader's language when a client gives it; English for others (the server's feed). */
export type IcsJoinText = (pageUrl: string) => string;
const englishJoinText: IcsJoinText = (pageUrl) => `Join from the course page: ${pageUrl}`;

function eventLines(
  { session, courseTitle, pageUrl }: IcsEvent,
  timeZone: string,
  domain: string,
  now: number,
  joinText: IcsJoinText,
): string[] {
  const w = sessionWindow(session, timeZone);
  return [
    'BEGIN:VEVENT',
    `UID:${session.id}@${domain}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(w.startsAt)}`,
    `DTEND:${stamp(w.endsAt)}`,
    `SUMMARY:${icsText(`${session.title} (${courseTitle})`)}`,
    `DESCRIPTION:${icsText(`${session.description}\n${joinText(pageUrl)}`)}`,
    `URL:${pageUrl}`,
    session.status === 'cancelled' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(session.title)}`,
    `TRIGGER:-PT${joinOpensMinutesBefore}M`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** A calendar of sessions; `name` makes it a subscribable feed with a title and a refresh hint. */
export function sessionsIcs(
  events: IcsEvent[],
  options: { institute: string; timeZone: string; now?: number; name?: string; joinText?: IcsJoinText },
): string {
  const now = options.now ?? Date.now();
  const domain = `${options.institute.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.sessions`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(options.institute)}//Live sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${icsText(options.name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...events.flatMap((e) => eventLines(e, options.timeZone, domain, now, options.joinText ?? englishJoinText)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
