import { describe, expect, it } from 'vitest';
import { foldIcsLine, sessionsIcs } from '../src/sessions/session-ics.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;
const session = (id: string, title: string, date: string) => ({
  id,
  title,
  description: 'Bring questions',
  date,
  time: '18:30',
  duration: '1 hour',
  status: 'scheduled',
});

describe('live sessions as iCalendar', () => {
  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'सत्र '.repeat(30)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(bytes(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a named feed with one event and one reminder per session', () => {
    const ics = sessionsIcs(
      [
        {
          session: session('a', 'Doubts, week 1', '2026-12-15'),
          courseTitle: 'Java',
          pageUrl: 'https://epl.example/student/continue-learning/c1',
        },
        { session: { ...session('b', 'Cancelled one', '2026-12-16'), status: 'cancelled' }, courseTitle: 'Java', pageUrl: 'https://x' },
      ],
      { institute: 'EPL', timeZone: 'Asia/Kolkata', name: 'EPL live sessions', now: Date.UTC(2026, 10, 27) },
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:EPL live sessions');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'TRIGGER:-PT15M')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:Doubts\\, week 1 (Java)');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('DTSTART:20261215T130000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
