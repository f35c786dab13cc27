/**
 * A live session as an iCalendar event with a reminder 15 minutes before, which a phone's calendar
 * app imports from a downloaded `.ics` file (the builder, shared with the server's calendar feed,
 * is `sessionsIcs` in shared-schema). The words the app adds (where to join, the feed's name) are
 * in the active language: the app's, or for the server's feed the account's (`calendarWords`,
 * through the server bundle); the session's own title and description stay as written.
 */
import { t } from '@lingui/core/macro';
import { defaultSiteConfig, sessionsIcs, type IcsJoinText, type LiveSession } from '@institute/shared-schema';
import { saveFile } from '../../ui/save-file';

/** The description's last line, in the active language. */
export const joinText: IcsJoinText = (url) => t`Join from the course page: ${url}`;

/** The feed's words in the active language, fixed now: the server keeps them while it writes the feed. */
export function calendarWords(institute: string): { name: string; joinText: IcsJoinText } {
  const standIn = '\u0000';
  const join = joinText(standIn);
  return { name: t`${institute} live sessions`, joinText: (url) => join.replace(standIn, () => url) };
}

export function sessionIcs(session: LiveSession, courseTitle: string, pageUrl: string, now = Date.now()): string {
  return sessionsIcs([{ session, courseTitle, pageUrl }], {
    institute: defaultSiteConfig.shortName,
    timeZone: defaultSiteConfig.timeZone,
    now,
    joinText,
  });
}

export function downloadIcs(session: LiveSession, courseTitle: string) {
  const ics = sessionIcs(session, courseTitle, location.href);
  saveFile(
    new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
    `${session.title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'session'}.ics`,
  );
}
