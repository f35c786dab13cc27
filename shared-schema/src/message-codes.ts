/**
 * Message codes: every text of the catalogue (`messages`) named by its path, `auth.otpWait` for
 * `messages.auth.otpWait`. The server's error answers carry the code and the values beside the
 * English text (issue 21): a client shows the message in its reader's language by its code and
 * values; a client that knows no codes shows the English, as before.
 *
 * A message with values is a function: its English pattern is the function called with `{0}`,
 * `{1}` for its values, and a text is recognised by that pattern. A function's other branches (a
 * count of one, a choice) have no pattern and get no code.
 */
import { messages } from './messages.js';

export interface MessageCode {
  /** The message's path in `messages`, e.g. `auth.otpWait`. */
  code: string;
  /** The values in the pattern's `{0}`, `{1}` order, as text. */
  values?: string[];
}

interface Pattern {
  code: string;
  regex: RegExp;
  order: number[];
  literal: number;
}

let table: { exact: Map<string, string>; patterns: Pattern[]; byCode: Map<string, string> } | undefined;

/**
 * A message's English pattern ("Please wait {0} seconds…") as a regular expression that matches a
 * text made from it, each value captured, with `order[i]`: the value the i-th group holds. Used
 * by the server's codes, the client's translation of any text, and the catalogue script.
 */
export function patternMatcher(pattern: string): { regex: RegExp; order: number[] } {
  const source = pattern
    .split(/\{\d\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  return { regex: new RegExp(`^${source}$`, 's'), order: [...pattern.matchAll(/\{(\d)\}/g)].map((m) => Number(m[1])) };
}

function build() {
  const exact = new Map<string, string>();
  const byCode = new Map<string, string>();
  const patterns: Pattern[] = [];
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
      const code = prefix ? `${prefix}.${key}` : key;
      let text: unknown = value;
      if (typeof value === 'function') {
        const fn = value as (...args: unknown[]) => unknown;
        try {
          text = fn(...Array.from({ length: fn.length }, (_, i) => `{${i}}`));
        } catch {
          continue;
        }
      } else if (value && typeof value === 'object') {
        walk(value, code);
        continue;
      }
      if (typeof text !== 'string') continue;
      byCode.set(code, text);
      const { regex, order } = patternMatcher(text);
      if (order.length === 0) {
        if (!exact.has(text)) exact.set(text, code);
        continue;
      }
      patterns.push({ code, order, regex, literal: text.replace(/\{\d\}/g, '').length });
    }
  };
  walk(messages, '');
  // The most specific pattern first: "Please wait {0} seconds…" before "{0} is required".
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns, byCode };
}

/** The code (and values) of a text of the catalogue; undefined for any other text. */
export function messageCode(text: string): MessageCode | undefined {
  table ??= build();
  const code = table.exact.get(text);
  if (code) return { code };
  for (const { code: patternCode, regex, order } of table.patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const values: string[] = [];
    match.slice(1).forEach((value, i) => (values[order[i]!] = value));
    return { code: patternCode, values };
  }
  return undefined;
}

/** A code's English pattern (`{0}` for a value); undefined for an unknown code. */
export function messagePattern(code: string): string | undefined {
  table ??= build();
  return table.byCode.get(code);
}
