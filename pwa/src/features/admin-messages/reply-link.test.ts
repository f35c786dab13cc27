import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';
import { receivedWhen } from '../../ui/time-ago';

const message = {
  name: 'Ravi Kumar',
  email: 'ravi+batch@example.com',
  subject: 'Support' as const,
  message: 'Line one & two\nSecond line',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('replyLink', () => {
  it('addresses the sender with Re: and the message quoted line by line', () => {
    const url = new URL(replyLink(message));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('ravi+batch@example.com');
    const params = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Re: Support');
    expect(params.get('body')).toBe('\n\nOn Fri, 20 Nov 2026 10:00:00 GMT, Ravi Kumar wrote:\n> Line one & two\n> Second line');
  });

  it('keeps a mailto link short enough for mail clients', () => {
    expect(replyLink({ ...message, message: 'x'.repeat(5000) }).length).toBeLessThan(2000);
  });
});

describe('receivedWhen', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says how long ago for a week, then the date', () => {
    expect(receivedWhen('2026-11-27T11:59:40Z', now)).toBe('just now');
    expect(receivedWhen('2026-11-27T11:55:00Z', now)).toBe('5 minutes ago');
    expect(receivedWhen('2026-11-27T11:00:00Z', now)).toBe('1 hour ago');
    expect(receivedWhen('2026-11-25T12:00:00Z', now)).toBe('2 days ago');
    expect(receivedWhen('2026-11-01T12:00:00Z', now)).toBe('1 Nov 2026');
  });
});
