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

let patterns: { messages: object; list: { id: string; order: number[]; pattern: RegExp }[] } | undefined;

function patternsOf(messages: Record<string, unknown>) {
  if (patterns?.messages !== messages) {
    const list = Object.keys(messages)
      .filter((id) => /\{\d\}/.test(id))
      .map((id) => {
        const source = id
          .split(/\{\d\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)');
        const order = [...id.matchAll(/\{(\d)\}/g)].map((m) => Number(m[1]));
        return { id, order, pattern: new RegExp(`^${source}$`) };
      });
    patterns = { messages, list };
  }
  return patterns.list;
}

export function sharedText(text: string): string {
  if (!i18n.locale || i18n.locale === 'en') return text;
  const messages = i18n.messages;
  if (Object.prototype.hasOwnProperty.call(messages, text)) return i18n._(text);
  for (const { id, order, pattern } of patternsOf(messages)) {
    const match = pattern.exec(text);
    if (match) {
      const values: Record<string, string> = Object.fromEntries(match.slice(1).map((value, i) => [String(order[i]), value]));
      return i18n._(id, values);
    }
  }
  return text;
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
