/**
 * Options that differ only in spaces or letter case (`1 2 3` and `123`, `Hello` and `hello`: the
 * bank's deliberate output distractors) sound the same to a screen reader, which reads neither
 * spaces nor case. For those, the accessible name spells both out, and the review screen shows
 * spaces as visible marks, so the difference is there for every learner.
 */

/** What a screen reader hears: no spaces, no case. */
const heard = (option: string) => option.replace(/\s+/g, '').toLowerCase();

/** True when another option of the same question sounds like this one. */
export function soundsLikeAnother(option: string, options: readonly string[]): boolean {
  return options.some((other) => other !== option && heard(other) === heard(option));
}

function describeSpace(run: string, where: 'leading' | 'between' | 'trailing'): string {
  const parts: string[] = [];
  for (const piece of run.match(/\n|\t| +/g) ?? []) {
    if (piece === '\n') parts.push('new line');
    else if (piece === '\t') parts.push('tab');
    else parts.push(piece.length === 1 ? 'space' : `${piece.length} spaces`);
  }
  const said = parts.join(', ');
  return where === 'between' ? said : `${where} ${said}`;
}

function describeWord(word: string): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (!letters) return word;
  if (letters === letters.toLowerCase()) return `${word} (lower case)`;
  if (letters.length > 1 && letters === letters.toUpperCase()) return `${word} (all capitals)`;
  const [first, ...rest] = letters;
  if (first !== first!.toLowerCase() && rest.join('') === rest.join('').toLowerCase()) return `${word} (capital ${first})`;
  // Mixed case: letter by letter, each capital named.
  return [...word].map((c) => (/\p{Lu}/u.test(c) ? `capital ${c}` : c)).join(', ');
}

/** The option said with its spaces, line breaks and letter case spelt out: `Hello (capital H), 2 spaces, world (lower case)`. */
export function spelledOut(option: string): string {
  const tokens = option.match(/\s+|\S+/g) ?? [];
  if (tokens.length === 0) return 'empty';
  return tokens
    .map((t, i) => {
      if (!/^\s/.test(t)) return describeWord(t);
      return describeSpace(t, i === 0 ? 'leading' : i === tokens.length - 1 ? 'trailing' : 'between');
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
