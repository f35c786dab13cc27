/** Accounts and a minimal pulling device for the sync tests. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { syncSchemaVersion, type PullResponse, type PushResponse, type SyncRow } from '@institute/shared-schema';
import type { App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import type { TestDatabase } from './test-database.js';

export interface Account {
  id: string;
  token: string;
  headers: { authorization: string };
}

let phone = 9100000000;

/** An account created by `createAccount`: its email too (an offline profile edit must keep it). */
export interface SignedInAccount extends Account {
  email: string;
}

export async function createAccount(
  t: TestDatabase,
  app: App,
  name: string,
  role: 'student' | 'admin' = 'student',
): Promise<SignedInAccount> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const row = await insertUser(t.db, {
    firstName: name,
    lastName: 'Test',
    email,
    phoneNumber: String(phone++),
    role,
    passwordHash: await hashPassword('Secret1!'),
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } });
  const token = login.json<{ token: string }>().token;
  return { id: row.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Moves an account's creation back (a month by default): the server refuses quiz attempts that
 * claim more time than the account has existed, so a test's account made a moment ago takes none.
 */
export async function ageAccount(t: TestDatabase, id: string, days = 30) {
  await sql`update users set created_at = now() - make_interval(days => ${days}::int) where id = ${id}`.execute(t.db);
}

/** A device's copy: bucket → collection → id → row. */
export class Device {
  cursors: Record<string, string> = {};
  store = new Map<string, Map<string, Map<string, SyncRow>>>();
  requests = 0;
  bytes = 0;

  constructor(
    private readonly app: App,
    public account: Account | null,
  ) {}

  rows(bucket: string, collection: string): SyncRow[] {
    return [...(this.store.get(bucket)?.get(collection)?.values() ?? [])];
  }

  ids(bucket: string, collection: string): string[] {
    return this.rows(bucket, collection)
      .map((r) => r.id)
      .sort();
  }

  /** One pull request; `only` names the bucket kinds wanted now. */
  async pullOnce(only?: string): Promise<PullResponse> {
    const url = `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=${encodeURIComponent(JSON.stringify(this.cursors))}${only ? `&only=${only}` : ''}`;
    const res = await this.app.inject({ method: 'GET', url, headers: this.account?.headers ?? {} });
    if (res.statusCode !== 200) throw new Error(`pull ${res.statusCode}: ${res.body}`);
    this.requests += 1;
    this.bytes += res.rawPayload.length;
    return res.json<PullResponse>();
  }

  apply(answer: PullResponse) {
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

  /** Pulls until the server has nothing more; returns the number of requests. */
  async pull(only?: string): Promise<number> {
    let n = 0;
    for (;;) {
      const answer = await this.pullOnce(only);
      this.apply(answer);
      n += 1;
      if (!answer.hasMore) return n;
      if (n > 1000) throw new Error('pull does not end');
    }
  }
}

export async function pushRaw(app: App, account: Account, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/sync/push', headers: account.headers, payload: body as object });
}

export async function push(
  app: App,
  account: Account,
  clientId: string,
  mutations: { seq: number; id: string; name: string; args: unknown }[],
) {
  const res = await pushRaw(app, account, { clientId, schemaVersion: syncSchemaVersion, mutations });
  if (res.statusCode !== 200) throw new Error(`push ${res.statusCode}: ${res.body}`);
  return res.json<PushResponse>();
}
