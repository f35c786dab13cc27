/**
 * The server the engine tests sync against, restartable as a real one is: `restart()` closes the
 * app and builds a new one on the same database (PGlite: the same data folder, reopened, as a new
 * process would; PostgreSQL: a new connection pool on the same database). While it is down, a
 * request fails as a refused connection does.
 *  - graceful (SIGTERM, start.ts): new requests are refused, the ones in flight finish, then it closes;
 *  - crash: it closes at once; on PostgreSQL the server's connections are terminated first, so a
 *    push in flight loses its transaction (rolled back) and its answer, as when the process dies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';
import type { Account } from '../sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test-database.js';

export interface ServerUnderTest {
  /** The running app (null while restarting). */
  readonly app: App | null;
  /** The database as the test's own client sees it (server changes, final checks). */
  readonly db: Kysely<DB>;
  /** A `TestDatabase` over `db`, for the helpers that take one (`createAccount`). */
  readonly testDatabase: TestDatabase;
  readonly restarts: { graceful: number; crash: number };
  /** A device's fetch: the request served by the app in-process, or a network error while it is down. */
  fetch(account: Account, path: string, init?: RequestInit): Promise<Response>;
  /** Restarts the server; answers the number of pushes that were in flight when it went down. */
  restart(kind: 'graceful' | 'crash'): Promise<number>;
  close(): Promise<void>;
}

/** `restartable: false` keeps PGlite in memory (no data folder to make): `restart` then throws. */
export async function startServerUnderTest(options: { syncPageRows?: number; restartable?: boolean } = {}): Promise<ServerUnderTest> {
  // PostgreSQL: the test's own database (created and dropped by createTestDatabase), and the server's
  // pool on it. PGlite: one process at a time opens a data folder, so the test reads through the server's.
  const postgres = testDatabaseKind === 'postgres' ? await createTestDatabase() : null;
  const restartable = options.restartable ?? true;
  const dataDir = postgres || !restartable ? null : await mkdtemp(path.join(os.tmpdir(), 'chaos-pglite-'));
  const open = async (): Promise<Database> => {
    const database = postgres
      ? await openDatabase({ kind: 'postgres', url: postgres.url! })
      : await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(database.db); // as start.ts does at every start
    return database;
  };
  const build = (database: Database) =>
    buildApp({
      config: { publicDir: '/nonexistent' },
      database,
      authRateLimitPerMinute: 100_000,
      syncPageRows: options.syncPageRows,
      closeDatabase: true,
    });

  let database = await open();
  let app: App | null = await build(database);
  /** Requests each app is serving, with their paths. */
  const inFlight = new Map<App, Map<Promise<unknown>, string>>();
  const restarts = { graceful: 0, crash: 0 };

  const fetch = async (account: Account, url: string, init?: RequestInit): Promise<Response> => {
    const serving = app;
    if (!serving) throw new TypeError('Failed to fetch');
    const request = serving.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init?.headers as Record<string, string>), ...account.headers },
      payload: init?.body as string | undefined,
    });
    const running = inFlight.get(serving) ?? new Map<Promise<unknown>, string>();
    inFlight.set(serving, running);
    running.set(request, url);
    try {
      const res = await request;
      // A request cut by a crash gets no answer, whatever the app made of the broken connection.
      if (!inFlight.has(serving)) throw new TypeError('Failed to fetch');
      const body = res.rawPayload.length ? new Uint8Array(res.rawPayload) : null;
      return new Response(body, { status: res.statusCode, headers: res.headers as Record<string, string> });
    } catch {
      throw new TypeError('Failed to fetch');
    } finally {
      running.delete(request);
    }
  };

  const server: ServerUnderTest = {
    get app() {
      return app;
    },
    get db() {
      return postgres ? postgres.db : database.db;
    },
    get testDatabase() {
      const testDatabase: TestDatabase = { ...(postgres ?? database), db: server.db, url: postgres?.url ?? null };
      return testDatabase;
    },
    restarts,
    fetch,
    async restart(kind) {
      if (!restartable) throw new Error('This server was started with restartable: false');
      const old = app!;
      app = null;
      const running = inFlight.get(old) ?? new Map<Promise<unknown>, string>();
      const pushes = [...running.values()].filter((url) => url.startsWith('/api/sync/push')).length;
      if (kind === 'graceful') await Promise.allSettled([...running.keys()]);
      else {
        inFlight.delete(old);
        if (postgres)
          await sql`select pg_terminate_backend(pid) from pg_stat_activity
                    where datname = current_database() and pid <> pg_backend_pid()`.execute(postgres.db);
      }
      await old.close();
      await Promise.allSettled([...running.keys()]);
      inFlight.delete(old);
      database = await open();
      app = await build(database);
      restarts[kind] += 1;
      return pushes;
    },
    async close() {
      await app?.close();
      app = null;
      if (postgres) await postgres.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
