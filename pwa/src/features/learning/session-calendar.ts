/**
 * A live session as an iCalendar event with a reminder 15 minutes before, which a phone's calendar
 * app imports from a downloaded `.ics` file (the builder, shared with the server's calendar feed,
 * is `sessionsIcs` in shared-schema).
 */
import { defaultSiteConfig, sessionsIcs, type LiveSession } from '@institute/shared-schema';
import { saveFile } from '../../ui/save-file';

export function sessionIcs(session: LiveSession, courseTitle: string, pageUrl: string, now = Date.now()): string {
  return sessionsIcs([{ session, courseTitle, pageUrl }], {
    institute: defaultSiteConfig.shortName,
    timeZone: defaultSiteConfig.timeZone,
    now,
  });
}

export function downloadIcs(session: LiveSession, courseTitle: string) {
  const ics = sessionIcs(session, courseTitle, location.href);
  saveFile(
    new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
    `${session.title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'session'}.ics`,
  );
}
