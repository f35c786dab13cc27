/**
 * A live session as an iCalendar event with a reminder 15 minutes before, which a phone's calendar
 * app imports from a downloaded `.ics` file (the builder, shared with the server's calendar feed,
 * is `sessionsIcs` in shared-schema).
 */
import { defaultSiteConfig, sessionsIcs, type LiveSession } from '@institute/shared-schema';

export function sessionIcs(session: LiveSession, courseTitle: string, pageUrl: string, now = Date.now()): string {
  return sessionsIcs([{ session, courseTitle, pageUrl }], {
    institute: defaultSiteConfig.shortName,
    timeZone: defaultSiteConfig.timeZone,
    now,
  });
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
