/**
 * Running code: on the server (`POST /api/editor/run`, spec section 7), JavaScript in a Web Worker
 * and HTML in a sandboxed iframe (both in the browser, so they work offline), and server runs
 * asked for while offline, queued through the sync outbox.
 */
import { editorApi, messages, type CodeRunRequest, type CodeRunResult, type EditorLanguage } from '@institute/shared-schema';
import { callRaw } from '../../api/client';
import { getSession } from '../../data/session';
import { mutate } from '../../sync/sync-runtime';

export type ServerAnswer =
  | { kind: 'result'; result: CodeRunResult }
  | { kind: 'http-error'; status: number; message: string | null }
  | { kind: 'unauthorized' }
  | { kind: 'offline' };

export async function runOnServer(request: CodeRunRequest): Promise<ServerAnswer> {
  if (!getSession()?.token) return { kind: 'unauthorized' };
  let answer;
  try {
    // An access token lives 15 minutes: the client renews it once on a 401.
    answer = await callRaw(editorApi.run, { body: request });
  } catch {
    return { kind: 'offline' };
  }
  if (answer.status === 401) return { kind: 'unauthorized' };
  if (!answer.ok) return { kind: 'http-error', status: answer.status, message: answer.error?.message ?? null };
  return { kind: 'result', result: answer.answer };
}

/**
 * A server run asked for with no network: the `code.run` sync write. It is kept on the device at
 * once (the `codeRuns` row, status queued), sent when the network returns, and its result comes
 * back in the user's bucket.
 */
export async function queueRun(run: { id: string; language: EditorLanguage; code: string; stdin: string }): Promise<void> {
  await mutate('code.run', { id: run.id, language: run.language, code: run.code, ...(run.stdin ? { stdin: run.stdin } : {}) });
}

/** The Web Worker that runs JavaScript: console output is collected, stdin is readable as `stdin`. */
const workerSource = `
const lines = [];
const show = (v) => typeof v === 'string' ? v : (() => { try { return v instanceof Error ? String(v) : JSON.stringify(v) ?? String(v); } catch { return String(v); } })();
const emit = (stream) => (...args) => postMessage({ type: 'out', stream, text: args.map(show).join(' ') + '\\n' });
console.log = console.info = console.debug = emit('out');
console.error = console.warn = emit('err');
const fail = (e) => { postMessage({ type: 'error', text: e && e.stack ? String(e.stack) : String(e) }); };
self.addEventListener('unhandledrejection', (e) => fail(e.reason));
onmessage = (event) => {
  const { code, stdin } = event.data;
  try {
    new Function('stdin', 'require', code)(stdin, (name) => {
      if (name === 'fs') return { readFileSync: () => stdin };
      throw new Error("Cannot find module '" + name + "' (the browser runs JavaScript without Node's modules)");
    });
  } catch (e) {
    fail(e);
    return;
  }
  // Let promises and zero-delay timers the program started finish before declaring it done.
  setTimeout(() => setTimeout(() => postMessage({ type: 'done' }), 0), 0);
};
`;

export function runJavaScriptInBrowser(code: string, stdin: string, timeoutMs = 5000): Promise<CodeRunResult> {
  const started = performance.now();
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  let output = '';
  let errors = '';
  return new Promise((resolve) => {
    const finish = (status: CodeRunResult['status'], error?: string) => {
      clearTimeout(timer);
      worker.terminate();
      const timeMs = Math.round(performance.now() - started);
      if (status === 'ok') output += errors;
      resolve({ output, status, exitCode: status === 'ok' ? 0 : 1, timeMs, ...(error ? { error } : {}) });
    };
    const timer = setTimeout(() => finish('limit', messages.runner.timeLimit(timeoutMs / 1000)), timeoutMs);
    worker.onmessage = (event: MessageEvent<{ type: 'out' | 'error' | 'done'; stream?: 'out' | 'err'; text?: string }>) => {
      const m = event.data;
      if (m.type === 'out') {
        if (m.stream === 'err') errors += m.text ?? '';
        else output += m.text ?? '';
        if (output.length + errors.length > 64 * 1024) finish('limit', messages.runner.outputLimit(64));
      } else if (m.type === 'error') finish('runtime-error', `${errors}${m.text ?? ''}`.trimEnd());
      else finish('ok');
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish('runtime-error', event.message);
    };
    worker.postMessage({ code, stdin });
  });
}

export const runsInBrowser = (language: EditorLanguage) => language === 'javascript' || language === 'html';
