/**
 * Reply opens the administrator's own mail client (issue 19): a `mailto:` link to the sender with
 * "Re: subject" and the message quoted below an empty first line, as mail clients quote.
 */
import type { InboxMessage } from '@institute/shared-schema';

/** Mail clients and browsers cut long `mailto:` links; the quote stops before that. */
const maxQuotedChars = 1500;

export function replyLink(m: Pick<InboxMessage, 'name' | 'email' | 'subject' | 'message' | 'createdAt'>): string {
  const text = m.message.length > maxQuotedChars ? `${m.message.slice(0, maxQuotedChars)}…` : m.message;
  const when = new Date(m.createdAt).toUTCString();
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${when}, ${m.name} wrote:\n${quoted}`;
  const subject = /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`;
  return `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
