/**
 * Options that differ only in spaces or letter case (`1 2 3` and `123`, `Hello` and `hello`: the
 * bank's deliberate output distractors) sound the same to a screen reader, which reads neither
 * spaces nor case. For those, the accessible name spells both out, and the review screen shows
 * spaces as visible marks, so the difference is there for every learner. The words that spell
 * them out (space, capital) are the interface's, in the reader's language; the option's own text
 * stays as written.
 */
import { plural, t } from '@lingui/core/macro';

/** What a screen reader hears: no spaces, no case. */
const heard = (option: string) => option.replace(/\s+/g, '').toLowerCase();

/** True when another option of the same question sounds like this one. */
export function soundsLikeAnother(option: string, options: readonly string[]): boolean {
  return options.some((other) => other !== option && heard(other) === heard(option));
}

function describeSpace(run: string, where: 'leading' | 'between' | 'trailing'): string {
  const parts: string[] = [];
  for (const piece of run.match(/\n|\t| +/g) ?? []) {
    if (piece === '\n') parts.push(t`new line`);
    else if (piece === '\t') parts.push(t`tab`);
    else {
      const count = piece.length;
      parts.push(plural(count, { one: 'space', other: '# spaces' }));
    }
  }
  const said = parts.join(', ');
  return where === 'between' ? said : where === 'leading' ? t`leading ${said}` : t`trailing ${said}`;
}

function describeWord(word: string): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (!letters) return word;
  if (letters === letters.toLowerCase()) return t`${word} (lower case)`;
  if (letters.length > 1 && letters === letters.toUpperCase()) return t`${word} (all capitals)`;
  const [first = '', ...rest] = letters;
  if (first !== first.toLowerCase() && rest.join('') === rest.join('').toLowerCase()) return t`${word} (capital ${first})`;
  // Mixed case: letter by letter, each capital named.
  return [...word].map((letter) => (/\p{Lu}/u.test(letter) ? t`capital ${letter}` : letter)).join(', ');
}

/** The option said with its spaces, line breaks and letter case spelt out: `Hello (capital H), 2 spaces, world (lower case)`. */
export function spelledOut(option: string): string {
  const tokens = option.match(/\s+|\S+/g) ?? [];
  if (tokens.length === 0) return t`empty`;
  return tokens
    .map((token, i) => {
      if (!/^\s/.test(token)) return describeWord(token);
      return describeSpace(token, i === 0 ? 'leading' : i === tokens.length - 1 ? 'trailing' : 'between');
    })
    .join(', ');
}

/** The name a screen reader gets for an option: its text, spelt out when another option sounds the same. */
export function spokenOption(option: string, options: readonly string[]): string {
  return soundsLikeAnother(option, options) ? spelledOut(option) : option;
}

/** The option as shown on the review screen when it sounds like another: spaces as ·, tabs as →, line ends as ↵. */
export function withVisibleSpaces(option: string): string {
  return option.replace(/ /g, '·').replace(/\t/g, '→').replace(/\n/g, '↵\n');
}
