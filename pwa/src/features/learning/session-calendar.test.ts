import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveSession } from '@institute/shared-schema';
import { sessionsIcs } from '@institute/shared-schema';
import { inLocale } from '../../i18n/catalogs';
import { calendarWords, sessionIcs } from './session-calendar';

const session: LiveSession = {
  id: '7f1c2f3e-1111-4222-8333-944455556666',
  courseId: 'c1',
  title: 'Doubt clearing; week 1',
  description: 'Bring questions, please',
  date: '2026-12-15',
  time: '18:30',
  duration: '90 minutes',
  maxParticipants: 50,
  status: 'scheduled',
  instructor: 'R. Kulkarni',
};

describe('a session as an .ics event', () => {
  // The app always has a language active; English here.
  beforeAll(() => inLocale('en', {}, () => undefined));

  it('has the start and end in UTC from the institute’s clock, a 15-minute reminder and escaped text', () => {
    const ics = sessionIcs(session, 'Java', 'https://epl.example/student/continue-learning/c1', Date.UTC(2026, 10, 27));
    expect(ics).toContain('DTSTART:20261215T130000Z'); // 18:30 in India is 13:00 UTC
    expect(ics).toContain('DTEND:20261215T143000Z');
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(ics).toContain('SUMMARY:Doubt clearing\\; week 1 (Java)');
    expect(ics).toContain('DESCRIPTION:Bring questions\\, please\\nJoin from the course page:');
    expect(ics.split('\r\n').filter((l) => /^(BEGIN|END):/.test(l))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'BEGIN:VALARM',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('says where to join, and names the feed, in the account’s language; the session’s own words as written', async () => {
    const url = 'https://epl.example/student/continue-learning/c1';
    // The words the server's feed takes from the PWA's server bundle for a Marathi account.
    const words = await inLocale('mr', { names: ['learning'] }, () => calendarWords('EPL'));
    await inLocale('en', {}, () => undefined);
    expect(words.name).toBe('EPL लाइव्ह सत्रे');
    const ics = sessionsIcs([{ session, courseTitle: 'Java', pageUrl: url }], {
      institute: 'EPL',
      timeZone: 'Asia/Kolkata',
      now: Date.UTC(2026, 10, 27),
      ...words,
    });
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Bring questions\\, please\\nअभ्यासक्रमाच्या पानावरून सहभागी व्हा: ${url}`);
    expect(unfolded).toContain('X-WR-CALNAME:EPL लाइव्ह सत्रे');
    expect(unfolded).not.toContain('Join from the course page');
    // Folded at 75 octets without splitting a Devanagari letter's bytes.
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
