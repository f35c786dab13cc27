import { describe, expect, it } from 'vitest';
import { messageCode, messagePattern, messages } from '../src/index.js';

const fill = (pattern: string, values: string[] = []) => pattern.replace(/\{(\d)\}/g, (_, i: string) => values[Number(i)]!);

/** Every message of the catalogue as [code, text], functions called with sample values. */
function everyText(tree: object = messages, prefix = ''): [string, string][] {
  return (Object.entries(tree) as [string, unknown][]).flatMap(([key, value]): [string, string][] => {
    const code = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[code, value]];
    if (typeof value === 'function') {
      const fn = value as (...args: unknown[]) => unknown;
      try {
        const text = fn(...Array.from({ length: fn.length }, (_, i) => `Sample value ${i + 7}`));
        return typeof text === 'string' ? [[code, text]] : [];
      } catch {
        return [];
      }
    }
    return value && typeof value === 'object' ? everyText(value, code) : [];
  });
}

describe('message codes', () => {
  it('names a text by its path in the catalogue, and a text with values by its pattern and values', () => {
    expect(messageCode(messages.auth.invalidCredentials)).toEqual({ code: 'auth.invalidCredentials' });
    expect(messageCode(messages.auth.otpWait(42))).toEqual({ code: 'auth.otpWait', values: ['42'] });
    expect(messagePattern('auth.otpWait')).toBe('Please wait {0} seconds before requesting another OTP.');
    expect(messageCode('Some words no catalogue has')).toBeUndefined();
    expect(messagePattern('auth.noSuchMessage')).toBeUndefined();
  });

  it('gives every text of the catalogue a code whose pattern and values make that text again', () => {
    const texts = everyText();
    expect(texts.length).toBeGreaterThan(400);
    const lost = texts.filter(([, text]) => {
      const found = messageCode(text);
      return !found || fill(messagePattern(found.code)!, found.values) !== text;
    });
    expect(lost).toEqual([]);
  });
});
