import { describe, expect, it } from 'vitest';
import { feedAddress } from './calendar-feed-card';
import { formatBytes, offlineLessonUrl } from './offline-lessons';

describe('lessons kept offline and the calendar feed address', () => {
  it('shows sizes as people read them', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(812 * 1024)).toBe('812 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
    expect(formatBytes(1.25 * 1024 * 1024 * 1024)).toBe('1.3 GB');
  });

  it('keeps a lesson under a stable address of its own, never the signed link', () => {
    expect(offlineLessonUrl('7f1c2f3e-1111-4222-8333-944455556666')).toBe('/offline-lessons/7f1c2f3e-1111-4222-8333-944455556666');
  });

  it('gives the feed as https and as webcal for calendar apps', () => {
    const path = '/api/calendar/abc/sessions.ics';
    expect(feedAddress(path, 'https://epl.example')).toEqual({
      https: 'https://epl.example/api/calendar/abc/sessions.ics',
      webcal: 'webcal://epl.example/api/calendar/abc/sessions.ics',
    });
    expect(feedAddress(path, 'http://127.0.0.1:3000').webcal).toBe('webcal://127.0.0.1:3000/api/calendar/abc/sessions.ics');
  });
});
