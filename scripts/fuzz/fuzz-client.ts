/**
 * Sends generated cases (`fuzz-cases.ts`) to a listening server, a few at once, in batches; after
 * each batch `/api/health` must answer 200 within `healthTimeoutMs`. Stops at the first answer of
 * 500 or more, a server that stops answering, the request count or the time limit, whichever
 * comes first. Used by `pnpm fuzz` (the built server) and by the server's short test in CI.
 */
import http from 'node:http';
import { describeCase, fuzzCase, type FuzzCase, type FuzzTokens, type OpenApiDoc } from './fuzz-cases.js';

export interface FuzzOptions {
  baseUrl: string;
  doc: OpenApiDoc;
  seed: number;
  /** Cases to send (from index `start`). */
  requests: number;
  start?: number;
  /** Stop sending after this many milliseconds. */
  durationMs: number;
  concurrency?: number;
  batch?: number;
  /** Fresh tokens for a student and an administrator (asked again after a batch where one stopped working). */
  signIn: () => Promise<FuzzTokens>;
  healthTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Only these case indices (a replay). */
  only?: number[];
  log?: (line: string) => void;
}

export interface FuzzResult {
  sent: number;
  byStatusClass: Record<string, number>;
  byKind: Record<string, number>;
  /** Mutations whose connection the server closed before an answer was read, by mutation. */
  closedByKind: Record<string, number>;
  /** The first of those cases, for a replay. */
  closedCases: string[];
  /** Cases answered 5xx, or that got no answer, described for a replay. */
  failures: string[];
  /** The server stopped answering /api/health. */
  serverDown: boolean;
  ms: number;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * One raw request: no client-side normalisation of the URL, headers or body. The body goes in
 * 64 KB pieces and stops once an answer has come (a server refusing an oversized body answers
 * and closes the connection before reading it all): that answer still counts, not the reset.
 */
export function send(baseUrl: string, c: Pick<FuzzCase, 'method' | 'url' | 'headers' | 'body'>, timeoutMs: number): Promise<Answer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks: Buffer[] = [];
    const answer = () => ({ status, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) });
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: c.method,
        path: c.url,
        headers: { ...c.headers, ...(c.body ? { 'content-length': String(c.body.length) } : {}), connection: 'close' },
        timeout: timeoutMs,
        insecureHTTPParser: true,
        // A connection of its own: a pooled one the server is closing would read as a hang-up.
        agent: false,
      },
      (res) => {
        status = res.statusCode ?? 0;
        let size = 0;
        res.on('data', (d: Buffer) => {
          if (size < 4096) chunks.push(d);
          size += d.length;
        });
        res.on('end', () => resolve(answer()));
        res.on('error', () => resolve(answer()));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (e) => (status ? resolve(answer()) : reject(e)));
    void (async () => {
      const body = c.body ?? Buffer.alloc(0);
      for (let at = 0; at < body.length && !status && !req.destroyed; at += 64 * 1024) {
        if (!req.write(body.subarray(at, at + 64 * 1024)))
          await new Promise<void>((resolveDrain) => {
            const done = () => {
              req.off('drain', done).off('close', done);
              resolveDrain();
            };
            req.on('drain', done).on('close', done);
          });
      }
      if (!req.destroyed) req.end();
    })();
  });
}

async function healthy(baseUrl: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await send(baseUrl, { method: 'GET', url: '/api/health', headers: {} }, timeoutMs);
      if (res.status === 200) return true;
    } catch {
      // not answering yet: try again until the time is up
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export async function runFuzz(o: FuzzOptions): Promise<FuzzResult> {
  const log = o.log ?? (() => {});
  const concurrency = o.concurrency ?? 4;
  const batch = o.batch ?? 200;
  const healthTimeoutMs = o.healthTimeoutMs ?? 15_000;
  const requestTimeoutMs = o.requestTimeoutMs ?? 30_000;
  const started = Date.now();
  const result: FuzzResult = {
    sent: 0,
    byStatusClass: {},
    byKind: {},
    closedByKind: {},
    closedCases: [],
    failures: [],
    serverDown: false,
    ms: 0,
  };
  const indices = o.only ?? Array.from({ length: o.requests }, (_, i) => (o.start ?? 0) + i);
  let tokens = await o.signIn();

  for (let from = 0; from < indices.length; from += batch) {
    if (Date.now() - started > o.durationMs) break;
    const slice = indices.slice(from, from + batch);
    let next = 0;
    const worker = async () => {
      while (next < slice.length && result.failures.length === 0) {
        const c = fuzzCase(o.doc, o.seed, slice[next++]!, tokens);
        result.byKind[c.kind] = (result.byKind[c.kind] ?? 0) + 1;
        try {
          const res = await send(o.baseUrl, c, requestTimeoutMs);
          result.sent++;
          const cls = `${Math.floor(res.status / 100)}xx`;
          result.byStatusClass[cls] = (result.byStatusClass[cls] ?? 0) + 1;
          if (res.status >= 500) result.failures.push(`${describeCase(c, o.seed)}\n  answer: ${res.status} ${res.body}`);
        } catch (e) {
          result.sent++;
          // A connection the server closed on a request it refused outright is an answer; one that
          // hung or a server that is gone is not: the health check below decides.
          const message = (e as Error).message;
          const closed = `closed:${(e as NodeJS.ErrnoException).code ?? 'timeout'}`;
          result.byStatusClass[closed] = (result.byStatusClass[closed] ?? 0) + 1;
          result.closedByKind[c.kind] = (result.closedByKind[c.kind] ?? 0) + 1;
          if (result.closedCases.length < 10) result.closedCases.push(`${c.index} (${c.kind}, ${message})`);
          if (/no answer within/.test(message)) result.failures.push(`${describeCase(c, o.seed)}\n  answer: none (${message})`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (result.failures.length) break;
    if (!(await healthy(o.baseUrl, healthTimeoutMs))) {
      result.serverDown = true;
      result.failures.push(
        `the server stopped answering /api/health after cases ${slice[0]}..${slice.at(-1)} (seed ${o.seed}); replay them with --start ${slice[0]} --requests ${slice.length}`,
      );
      break;
    }
    // A password change or a forged-looking admin edit may end a session: sign in again when so.
    const me = await send(
      o.baseUrl,
      { method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${tokens.admin}` } },
      requestTimeoutMs,
    );
    const meStudent = await send(
      o.baseUrl,
      { method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${tokens.student}` } },
      requestTimeoutMs,
    );
    if (me.status !== 200 || meStudent.status !== 200) tokens = await o.signIn();
    log(`${result.sent} requests, ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(result.byStatusClass)}`);
  }
  result.ms = Date.now() - started;
  return result;
}
