/**
 * A live session as an iCalendar event with a reminder 15 minutes before, which a phone's calendar
 * app imports from a downloaded `.ics` file (the builder, shared with the server's calendar feed,
 * is `sessionsIcs` in shared-schema). The line the app adds to the description (where to join) is
 * in the reader's language (`joinText`); the session's own title and description stay as written.
 */
import { defaultSiteConfig, sessionsIcs, type IcsJoinText, type LiveSession } from '@institute/shared-schema';
import { saveFile } from '../../ui/save-file';

export function sessionIcs(session: LiveSession, courseTitle: string, pageUrl: string, joinText?: IcsJoinText, now = Date.now()): string {
  return sessionsIcs([{ session, courseTitle, pageUrl }], {
    institute: defaultSiteConfig.shortName,
    timeZone: defaultSiteConfig.timeZone,
    now,
    joinText,
  });
}

export function downloadIcs(session: LiveSession, courseTitle: string, joinText: IcsJoinText) {
  const ics = sessionIcs(session, courseTitle, location.href, joinText);
  saveFile(
    new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
    `${session.title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'session'}.ics`,
  );
}
