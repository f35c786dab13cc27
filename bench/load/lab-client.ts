/**
 * A lab's device as the load scripts drive it (`pnpm scale:test`, `pnpm bench:soak`): signs up
 * through the real API (a one-time code read from the server's console SMS), signs in, pushes
 * mutations with client ids and a sequence and pulls its buckets, retrying as the PWA's engine
 * does (a refused or lost request is sent again, after the server's Retry-After when it gave one).
 * Every request's time and outcome is recorded in `LoadStats`.
 */
import { randomUUID } from 'node:crypto';
import { syncSchemaVersion, type MutationName, type PullResponse, type PushResponse, type SyncRow } from '@institute/shared-schema';

/** Request times and failures by kind (pull, push, signup...), for the figures. */
export class LoadStats {
  readonly ms = new Map<string, number[]>();
  /** Answers that were not the expected one (kind → status or error → count); each was retried. */
  readonly failures = new Map<string, number>();
  /** Requests that gave up after every retry. */
  gaveUp = 0;
  /** Requests waiting for an answer now, and when the last answer came (progress lines). */
  inFlight = 0;
  lastAnswerAt = 0;

  record(kind: string, ms: number) {
    const list = this.ms.get(kind) ?? [];
    list.push(ms);
    this.ms.set(kind, list);
  }

  fail(kind: string, why: string) {
    const key = `${kind} ${why}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  count(kind: string) {
    return this.ms.get(kind)?.length ?? 0;
  }

  failed() {
    return [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  percentile(kind: string, p: number, since = 0) {
    const list = (this.ms.get(kind) ?? []).slice(since).sort((a, b) => a - b);
    if (!list.length) return NaN;
    return list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)]!;
  }

  summary(kind: string) {
    return `${kind}: ${this.count(kind)} requests, p50 ${Math.round(this.percentile(kind, 50))} ms, p95 ${Math.round(this.percentile(kind, 95))} ms, max ${Math.round(this.percentile(kind, 100))} ms`;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Statuses a device sends again: the proxy without a live server (502, 504), a busy server (503, 429). */
const retried = new Set([429, 502, 503, 504]);

export interface ClientOptions {
  base: string;
  stats: LoadStats;
  /** Give up on one request after this long of retrying (a device would keep trying; a script must end). */
  giveUpMs?: number;
}

/**
 * One HTTP request with the PWA's retry: network errors and the statuses above are retried with
 * jittered backoff (or after Retry-After); any other status is the answer. Returns the response
 * and its parsed body.
 */
export async function request<T>(
  o: ClientOptions,
  kind: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; expect?: number[] } = {},
): Promise<{ status: number; body: T }> {
  const started = Date.now();
  const expect = init.expect ?? [200];
  for (let attempt = 0; ; attempt++) {
    const t0 = performance.now();
    let retryAfterMs = Math.min(8000, 250 * 2 ** attempt) * (0.5 + Math.random());
    o.stats.inFlight += 1;
    try {
      const res = await fetch(`${o.base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip',
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        // A browser waits as long as the server takes; a script bounds it (a lab's first pulls under load take tens of seconds).
        signal: AbortSignal.timeout(150_000),
      });
      const text = await res.text();
      o.stats.lastAnswerAt = Date.now();
      if (expect.includes(res.status)) {
        o.stats.record(kind, performance.now() - t0);
        return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
      }
      o.stats.fail(kind, String(res.status));
      if (!retried.has(res.status)) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      const after = Number(res.headers.get('retry-after'));
      // At most a minute, whatever a server says: a device checks again when it comes back.
      if (after > 0) retryAfterMs = Math.min(60, after) * 1000 * (0.5 + Math.random());
    } catch (error) {
      if (error instanceof Error && error.message.includes(' answered ')) throw error;
      o.stats.fail(kind, (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name);
    } finally {
      o.stats.inFlight -= 1;
    }
    if (Date.now() - started > (o.giveUpMs ?? 600_000)) {
      o.stats.gaveUp += 1;
      throw new Error(`${init.method ?? 'GET'} ${path}: no answer after ${attempt + 1} attempts`);
    }
    await sleep(retryAfterMs);
  }
}

/** The one-time codes the server's console SMS printed: fed from the servers' output. */
export class SmsInbox {
  private codes = new Map<string, string>();
  private waiting = new Map<string, (code: string) => void>();

  /** Reads `[sms] to <number>: ... <six digits> ...` lines out of a server's output. */
  feed(text: string) {
    for (const m of text.matchAll(/\[sms\] to (\d+): [^\n]*?\b(\d{6})\b/g)) {
      const [, to, code] = m as unknown as [string, string, string];
      const waiter = this.waiting.get(to);
      if (waiter) {
        this.waiting.delete(to);
        waiter(code);
      } else this.codes.set(to, code);
    }
  }

  next(mobile: string, timeoutMs = 60_000): Promise<string> {
    const code = this.codes.get(mobile);
    if (code) {
      this.codes.delete(mobile);
      return Promise.resolve(code);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no SMS code for ${mobile}`)), timeoutMs);
      this.waiting.set(mobile, (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
  }
}

export interface Session {
  userId: string;
  email: string;
  token: string;
  refreshToken: string;
}

export const studentPassword = 'Lab1!pass';

/** Registers a student as the sign-up page does (code by SMS, then the form), then signs in. */
export async function signUp(o: ClientOptions, inbox: SmsInbox, n: number, tag: string): Promise<Session> {
  const mobile = String(9_000_000_000 + n);
  const email = `${tag}-${n}@example.com`;
  await request(o, 'send-otp', '/api/auth/send-otp', { method: 'POST', body: { mobile, purpose: 'register' } });
  const otp = await inbox.next(mobile);
  await request(o, 'register', '/api/auth/register', {
    method: 'POST',
    body: { firstName: 'Lab', lastName: `Student ${n}`, email, phoneNumber: mobile, password: studentPassword, otp },
    expect: [201],
  });
  return signIn(o, email);
}

export async function signIn(o: ClientOptions, email: string): Promise<Session> {
  const { body } = await request<{ token: string; refreshToken: string; user: { id: string } }>(o, 'login', '/api/auth/login', {
    method: 'POST',
    body: { email, password: studentPassword },
  });
  return { userId: body.user.id, email, token: body.token, refreshToken: body.refreshToken };
}

interface Queued {
  seq: number;
  id: string;
  name: MutationName;
  args: unknown;
}

/**
 * A device: its outbox (numbered when queued, as the PWA numbers them when first sent), its copy
 * of the buckets, and what the server said of each write.
 */
export class LabDevice {
  readonly clientId = randomUUID();
  cursors: Record<string, string> = {};
  store = new Map<string, Map<string, Map<string, SyncRow>>>();
  private outbox: Queued[] = [];
  private nextSeq = 1;
  /** Mutation id → the server's outcome. */
  readonly outcomes = new Map<string, 'applied' | 'rejected'>();
  readonly rejections: string[] = [];

  constructor(
    private readonly o: ClientOptions,
    public session: Session,
  ) {}

  /**
   * A request with the device's access token; a 401 (the 15-minute token ran out) renews it with
   * the refresh token, as the PWA's http client does, and sends the request again.
   */
  async authed<T>(kind: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    for (let renewed = false; ; renewed = true) {
      const res = await request<T>(this.o, kind, path, { ...init, token: this.session.token, expect: [200, 401] });
      if (res.status === 200) return res.body;
      if (renewed) throw new Error(`${path} answered 401 after the session was renewed`);
      const { body } = await request<{ token: string; refreshToken: string }>(this.o, 'refresh', '/api/auth/refresh', {
        method: 'POST',
        body: { refreshToken: this.session.refreshToken },
      });
      this.session = { ...this.session, token: body.token, refreshToken: body.refreshToken };
    }
  }

  queue(name: MutationName, args: unknown): string {
    const id = randomUUID();
    this.outbox.push({ seq: this.nextSeq++, id, name, args });
    return id;
  }

  pending() {
    return this.outbox.length;
  }

  /** Pushes the outbox until it is empty; a retried push sends the same ids and numbers again. */
  async push() {
    while (this.outbox.length) {
      const batch = this.outbox.slice(0, 100);
      const body = await this.authed<PushResponse>('push', '/api/sync/push', {
        method: 'POST',
        body: { clientId: this.clientId, schemaVersion: syncSchemaVersion, mutations: batch },
      });
      for (const r of body.results) {
        this.outcomes.set(r.id, r.status);
        if (r.status === 'rejected') this.rejections.push(`${r.id}: ${r.message}`);
      }
      const done = new Set(body.results.map((r) => r.id));
      const before = this.outbox.length;
      this.outbox = this.outbox.filter((m) => !done.has(m.id) && m.seq > body.lastSeq);
      if (this.outbox.length === before) throw new Error(`push made no progress (lastSeq ${body.lastSeq})`);
    }
  }

  /** Pulls until the server has nothing more; returns the pages. */
  async pull(only?: string): Promise<number> {
    for (let pages = 1; ; pages++) {
      const body = await this.authed<PullResponse>(
        'pull',
        `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=${encodeURIComponent(JSON.stringify(this.cursors))}${only ? `&only=${only}` : ''}`,
      );
      this.apply(body);
      if (!body.hasMore) return pages;
    }
  }

  private apply(answer: PullResponse) {
    for (const b of answer.buckets) {
      if (b.removed) {
        this.store.delete(b.bucket);
        delete this.cursors[b.bucket];
        continue;
      }
      if (b.reset) this.store.delete(b.bucket);
      const bucket = this.store.get(b.bucket) ?? new Map<string, Map<string, SyncRow>>();
      this.store.set(b.bucket, bucket);
      for (const [name, change] of Object.entries(b.collections)) {
        const coll = bucket.get(name) ?? new Map<string, SyncRow>();
        bucket.set(name, coll);
        for (const id of change.del) coll.delete(id);
        for (const row of change.put) coll.set(row.id, row);
      }
      this.cursors[b.bucket] = b.cursor;
    }
  }

  /** The rows of one collection of the user's bucket, as this device holds them. */
  userRows(collection: string): SyncRow[] {
    return [...(this.store.get(`user:${this.session.userId}`)?.get(collection)?.values() ?? [])];
  }
}
