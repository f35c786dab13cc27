/**
 * A text of the shared catalogue (`shared-schema` messages) in the reader's language. Screens,
 * zod's errors and the server's answers carry these texts in English; each is a message of the
 * `shared` catalogues whose id is that English (scripts/i18n-shared-messages.ts). A text with
 * values ("Please wait 42 seconds…") is found by the pattern of its message ("Please wait {0}
 * seconds…"). A text the catalogues do not know (a server's own words) stays as it is.
 */
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { mapSiteWords, patternMatcher, type SiteWords } from '@institute/shared-schema';

let patterns: { messages: object; list: { id: string; order: number[]; regex: RegExp }[] } | undefined;

function patternsOf(messages: Record<string, unknown>) {
  if (patterns?.messages !== messages)
    patterns = { messages, list: Object.keys(messages).flatMap((id) => (/\{\d\}/.test(id) ? [{ id, ...patternMatcher(id) }] : [])) };
  return patterns.list;
}

export function sharedText(text: string): string {
  if (!i18n.locale || i18n.locale === 'en') return text;
  const messages = i18n.messages;
  if (Object.prototype.hasOwnProperty.call(messages, text)) return i18n._(text);
  for (const { id, order, regex } of patternsOf(messages)) {
    const match = regex.exec(text);
    if (match) {
      const values: Record<string, string> = Object.fromEntries(match.slice(1).map((value, i) => [String(order[i]), value]));
      return i18n._(id, values);
    }
  }
  return text;
}

/** A server's error answer, or one of its field errors: the English, and the message's code and values. */
export interface CodedAnswer {
  message: string;
  code?: string;
  values?: string[];
}

/** An answer's (or field error's) `message` with the `code` and `values` it came with, where well formed (a message without values has none). */
export function codedAnswer(message: string, { code, values }: { code?: unknown; values?: unknown }): CodedAnswer {
  if (typeof code !== 'string') return { message };
  return Array.isArray(values) ? { message, code, values: values.map(String) } : { message, code };
}

/**
 * A server's answer in the reader's language. The server names a catalogue message by its code and
 * values (issue 21): the message's pattern is its English with each value put back as `{0}`,
 * `{1}`, so it is found exactly, not guessed, and each value is shown in the reader's language
 * where the catalogues know it (a field's name). An answer without a code (another server's
 * words) is translated as `sharedText` translates any text.
 */
export function answerText({ message, code, values }: CodedAnswer): string {
  if (!i18n.locale || i18n.locale === 'en' || !code || !values?.length) return sharedText(message);
  const id = patternOf(message, values, (candidate) => Object.prototype.hasOwnProperty.call(i18n.messages, candidate));
  if (!id) return sharedText(message);
  return i18n._(id, Object.fromEntries(values.map((value, i) => [String(i), sharedText(value)])));
}

/**
 * The pattern `message` was made from: each of `values` put back as its placeholder, at whichever
 * of its places makes a pattern the catalogues `know` (a value may also be in the words: "5" in
 * "…in 5 minutes, try 5 again"). Undefined when none does.
 */
function patternOf(message: string, values: string[], know: (id: string) => boolean, from = 0): string | undefined {
  if (from === values.length) return know(message) ? message : undefined;
  const value = values[from]!;
  for (let at = message.indexOf(value); value && at !== -1; at = message.indexOf(value, at + 1)) {
    const found = patternOf(`${message.slice(0, at)}{${from}}${message.slice(at + value.length)}`, values, know, from + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * `sharedText` for a component, drawn again when the language changes or a catalogue arrives; the
 * function is a new one then, so an effect that uses it runs again.
 */
export function useSharedText(): (text: string) => string {
  const { _ } = useLingui();
  // `_` is a new function whenever the language or its messages change.
  return useMemo(() => (text: string) => sharedText(text), [_]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * A content object of the site kept as data (`homeContent`, `missionContent`, …) with its words in
 * the reader's language (`mapSiteWords`: keys, figures and names stay as written).
 */
export function useSiteWords<T>(content: T): SiteWords<T> {
  const tm = useSharedText();
  return useMemo(() => mapSiteWords(content, tm), [content, tm]);
}
