/**
 * The Output pane's words for each outcome (spec sections 4 and 8), from the shared catalogue.
 * What the program printed stays exactly as printed; the interface's words about the run (ready,
 * no output, "Error: …", queued) are kept as a note and drawn in the reader's language when shown
 * (`outputText`), so the pane follows a change of language.
 */
import { t } from '@lingui/core/macro';
import { messages, type CodeRunResult } from '@institute/shared-schema';
import { sharedText } from '../../i18n/shared-text';
import type { ServerAnswer } from './run-code';

export type OutputKind = 'info' | 'ok' | 'error' | 'queued';

/** The interface's words under the program's output. */
export type OutputNote =
  | { say: 'ready' | 'running' | 'cleared' | 'queued' | 'queued-sent' | 'no-output' | 'rendered' }
  /** "Error: " and a reason: a shared-schema text (a runner's limit, the server's answer) or a compiler's output as it is. */
  | { say: 'error'; reason: string }
  /** The server refused a queued run, with its reason if it gave one. */
  | { say: 'refused'; reason: string | null }
  | { say: 'http-error'; status: number; message: string | null };

export interface OutputState {
  /** What the program printed, exactly as printed ('' for nothing). */
  text: string;
  /** The interface's words shown after it, if any. */
  note?: OutputNote;
  kind: OutputKind;
}

export const initialOutput: OutputState = { text: '', note: { say: 'ready' }, kind: 'info' };
export const runningOutput: OutputState = { text: '', note: { say: 'running' }, kind: 'info' };
export const clearedOutput: OutputState = { text: '', note: { say: 'cleared' }, kind: 'info' };
export const queuedOutput: OutputState = { text: '', note: { say: 'queued' }, kind: 'queued' };
export const queuedSentOutput: OutputState = { text: '', note: { say: 'queued-sent' }, kind: 'queued' };

export const errorOutput = (reason: string): OutputState => ({ text: '', note: { say: 'error', reason }, kind: 'error' });

export function resultOutput(result: CodeRunResult): OutputState {
  if (result.status === 'ok')
    return result.output === '' ? { text: '', note: { say: 'no-output' }, kind: 'ok' } : { text: result.output, kind: 'ok' };
  return { text: result.output, note: { say: 'error', reason: result.error ?? result.status }, kind: 'error' };
}

/** A server's answer (one with no answer at all is queued instead, never shown here). */
export function answerOutput(answer: Extract<ServerAnswer, { kind: 'result' | 'http-error' }>): OutputState {
  switch (answer.kind) {
    case 'result':
      return resultOutput(answer.result);
    case 'http-error':
      return { text: '', note: { say: 'http-error', status: answer.status, message: answer.message }, kind: 'error' };
  }
}

/**
 * "Error: …" in the reader's language. The reason may span lines (a compiler's output), which a
 * shared text's pattern does not match: the prefix is translated around a stand-in, then the
 * reason put in its place.
 */
function errorLine(reason: string): string {
  const standIn = '\u0000';
  return sharedText(messages.editor.errorPrefix(standIn)).replace(standIn, () => reason);
}

function noteText(note: OutputNote): string {
  switch (note.say) {
    case 'ready':
      return `${sharedText(messages.editor.ready)}\n${t`Select a language, write your code and press Run Code.`}`;
    case 'running':
      return t`Running…`;
    case 'cleared':
      return sharedText(messages.editor.cleared);
    case 'queued':
      return sharedText(messages.runner.queuedOffline);
    case 'queued-sent':
      return sharedText(messages.runner.queuedSent);
    case 'no-output':
      return sharedText(messages.editor.noOutput);
    case 'rendered':
      return t`Rendered HTML`;
    case 'error':
      return errorLine(sharedText(note.reason));
    case 'refused':
      return errorLine(note.reason ? sharedText(note.reason) : t`Refused by the server`);
    case 'http-error':
      return errorLine(sharedText(messages.editor.httpError(note.status))) + (note.message ? `\n${sharedText(note.message)}` : '');
  }
}

/** The pane's whole text in the active language: the program's output, then the interface's words on their own line. */
export function outputText({ text, note }: OutputState): string {
  if (!note) return text;
  const said = noteText(note);
  return text ? `${text}${text.endsWith('\n') ? '' : '\n'}${said}` : said;
}

/**
 * The text as the Output pane draws it: a control character the program printed (NUL, bell,
 * escape, ...) would be invisible or dropped by the browser, so each is drawn as its Unicode
 * "control picture" (NUL as ␀, ESC as ␛, DEL as ␡). Tab, line feed and carriage return keep
 * their meaning. The text itself is unchanged (Copy output copies what the program printed).
 */
export function visibleControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, (c) =>
    String.fromCharCode(c === '\u007f' ? 0x2421 : 0x2400 + c.charCodeAt(0)),
  );
}

/**
 * The first line of what the Output pane showed, in the active language.
 */
export const summaryOf = (output: Pick<OutputState, 'text' | 'note'>) => outputText({ ...output, kind: 'info' }).split('\n')[0] ?? '';

/**
 * What the list of recent runs keeps of a run's output: the program's first line as printed, or,
 * when the program printed nothing, the interface's words as a note, so the list says them in the
 * reader's language of the moment, not of the run.
 */
export const historyOf = (output: Pick<OutputState, 'text' | 'note'>): { summary: string; shown?: OutputNote } =>
  output.text || !output.note ? { summary: summaryOf(output) } : { summary: '', shown: output.note };

/** Every kind of note this version draws. */
const noteKinds: ReadonlySet<string> = new Set<OutputNote['say']>([
  'ready',
  'running',
  'cleared',
  'queued',
  'queued-sent',
  'no-output',
  'rendered',
  'error',
  'refused',
  'http-error',
]);

/**
 * A recent run's line in the reader's language. The device's row is read back as written; a note
 * this version does not know (one written by a newer version in another tab) shows the run's words
 * as they were, as does a run recorded before notes were kept.
 */
export const historyLine = (entry: { summary: string; shown?: { say: string } }) =>
  entry.shown && noteKinds.has(entry.shown.say) ? summaryOf({ text: '', note: entry.shown as OutputNote }) : entry.summary;
