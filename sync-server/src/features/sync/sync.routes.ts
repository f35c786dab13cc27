/**
 * The sync endpoints (DESIGN.md "Sync protocol"): `GET /api/sync/pull` and `POST /api/sync/push`.
 * A visitor without a token may pull the shared buckets (`public`, `bank`); pushing needs an account. Both pass
 * through one load gate that answers 503 with Retry-After when too many arrive at once. A pull's
 * answer is serialised and compressed inside the gate and sent as bytes (encoded-body.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messages, sharedBuckets, syncApi, syncSchemaVersion } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { negotiateEncoding } from './encoded-body.js';
import { LoadGate } from './load-gate.js';
import { pull } from './sync-pull.js';
import { push } from './sync-push.js';

export interface SyncRoutesOptions {
  /** The server's clock, which handlers stamp times with (tests move it); `Date.now` by default. */
  now?: () => number;
  maxConcurrent: number;
  maxQueued: number;
  /** Rows per pull answer (tests page with small numbers). */
  pageRows?: number;
}

export const syncRoutes: FastifyPluginAsync<SyncRoutesOptions> = async (app, { maxConcurrent, maxQueued, pageRows, now = Date.now }) => {
  const db = app.database.db;
  const gate = new LoadGate(maxConcurrent, maxQueued);
  // Before the database closes: requests still waiting their turn are answered 503 (try again).
  app.addHook('preClose', async () => gate.close());

  /**
   * The caller, or null for a visitor; a token that is sent must be valid and its account current
   * (401 lets the app refresh it; 403 while the default password is not changed).
   */
  const caller = (request: FastifyRequest) => app.authenticate(request);

  // The answer goes as the bytes pull() made (a Buffer is never serialised again by Fastify).
  route(app, syncApi.pull, async (request, reply) => {
    const query = request.query;
    if (query.schemaVersion !== syncSchemaVersion) throw new HttpError(409, messages.sync.appOutdated, { reset: 'schema' });
    const user = await caller(request);
    const cursors = user
      ? query.cursors
      : Object.fromEntries(sharedBuckets.filter((b) => query.cursors[b] !== undefined).map((b) => [b, query.cursors[b]!]));
    const visitor = { sub: '00000000-0000-0000-0000-000000000000', role: 'student' as const };
    const wanted = request.headers['x-no-compression'] === undefined ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
    // Compressed inside the gate: only the requests it lets run hold an answer being compressed.
    const { bytes, encoding } = await gate.run(async () =>
      (await pull(db, user ?? visitor, cursors, { pageRows, publicOnly: !user, only: query.only })).encode(wanted),
    );
    app.metrics.syncPull();
    void reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.send(bytes);
  });

  // A NUL in one mutation's arguments rejects that mutation (sync-push.ts), not the whole batch.
  route(
    app,
    syncApi.push,
    async (request, reply) => {
      const body = request.body;
      void reply.header('cache-control', 'no-store');
      const answer = await gate.run(() => push(db, request.user, body, now));
      app.metrics.syncPush(answer.results);
      return answer;
    },
    { nulCheckedByHandler: [['mutations', '*', 'args']] },
  );
};
