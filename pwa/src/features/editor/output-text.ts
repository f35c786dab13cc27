/** The Output pane's words for each outcome (spec sections 4 and 8), from the shared catalogue. */
import { messages, type CodeRunResult } from '@institute/shared-schema';
import type { ServerAnswer } from './run-code';

export type OutputKind = 'info' | 'ok' | 'error' | 'queued';
export interface OutputState {
  text: string;
  kind: OutputKind;
}

export const initialOutput: OutputState = {
  text: `${messages.editor.ready}\nSelect a language, write your code and press Run Code.`,
  kind: 'info',
};
export const clearedOutput: OutputState = { text: messages.editor.cleared, kind: 'info' };
export const queuedOutput: OutputState = { text: messages.runner.queuedOffline, kind: 'queued' };
export const queuedSentOutput: OutputState = { text: messages.runner.queuedSent, kind: 'queued' };

export function resultOutput(result: CodeRunResult): OutputState {
  if (result.status === 'ok') return { text: result.output === '' ? messages.editor.noOutput : result.output, kind: 'ok' };
  const error = messages.editor.errorPrefix(result.error ?? result.status);
  return { text: result.output ? `${result.output}${result.output.endsWith('\n') ? '' : '\n'}${error}` : error, kind: 'error' };
}

/** A server's answer (one with no answer at all is queued instead, never shown here). */
export function answerOutput(answer: Extract<ServerAnswer, { kind: 'result' | 'http-error' }>): OutputState {
  switch (answer.kind) {
    case 'result':
      return resultOutput(answer.result);
    case 'http-error':
      return {
        text: messages.editor.errorPrefix(messages.editor.httpError(answer.status)) + (answer.message ? `\n${answer.message}` : ''),
        kind: 'error',
      };
  }
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

/** The first line of what the Output pane showed: the list of recent runs keeps it. */
export const summaryOf = (output: OutputState) => output.text.split('\n')[0] ?? '';
