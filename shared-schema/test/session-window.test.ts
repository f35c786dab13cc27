import { describe, expect, it } from 'vitest';
import { durationMinutes, isPastSession, sessionWindow, wallClockToInstant } from '../src/sessions/session-window.js';

describe('live session join window (issue 18)', () => {
  it('reads the admin’s free-text durations, one hour when none is named', () => {
    expect(durationMinutes('1 hour')).toBe(60);
    expect(durationMinutes('90 minutes')).toBe(90);
    expect(durationMinutes('1.5 hours')).toBe(90);
    expect(durationMinutes('2 hours 30 minutes')).toBe(150);
    expect(durationMinutes('45 min')).toBe(45);
    expect(durationMinutes('45')).toBe(45);
    expect(durationMinutes('about an hour')).toBe(60);
    expect(durationMinutes('')).toBe(60);
  });

  it('puts a wall-clock date and time in the institute’s zone (India: UTC+5:30, no daylight saving)', () => {
    expect(new Date(wallClockToInstant('2026-12-15', '18:30', 'Asia/Kolkata')).toISOString()).toBe('2026-12-15T13:00:00.000Z');
    expect(new Date(wallClockToInstant('2026-01-01', '00:10', 'Asia/Kolkata')).toISOString()).toBe('2025-12-31T18:40:00.000Z');
    // A zone with daylight saving: summer and winter offsets differ.
    expect(new Date(wallClockToInstant('2026-07-01', '12:00', 'Europe/London')).toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(new Date(wallClockToInstant('2026-01-01', '12:00', 'Europe/London')).toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });

  it('opens 15 minutes before the start and closes at the end', () => {
    const w = sessionWindow({ date: '2026-12-15', time: '18:30', duration: '1 hour' }, 'Asia/Kolkata');
    expect(new Date(w.opensAt).toISOString()).toBe('2026-12-15T12:45:00.000Z');
    expect(new Date(w.endsAt).toISOString()).toBe('2026-12-15T14:00:00.000Z');
    const s = { date: '2026-12-15', time: '18:30', duration: '1 hour', status: 'scheduled' };
    expect(isPastSession(s, 'Asia/Kolkata', w.endsAt - 1)).toBe(false);
    expect(isPastSession(s, 'Asia/Kolkata', w.endsAt)).toBe(true);
    expect(isPastSession({ ...s, status: 'completed' }, 'Asia/Kolkata', w.opensAt)).toBe(true);
  });
});
