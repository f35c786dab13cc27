/**
 * Push: a device's ordered batch of mutations, applied in transactions of at most
 * `mutationsPerTransaction` (DESIGN.md "Sync protocol"). Per device (`clientId`) the server keeps
 * `last_seq`, advanced in the same transaction as each effect, and the outcome of every mutation by its id:
 *  - a mutation already seen (by id) is answered with its first outcome and not applied again;
 *  - the next one must carry `last_seq + 1`; a gap (or a reused number) stops the batch, and the
 *    answer's `lastSeq` tells the device where the server is;
 *  - a mutation is applied or rejected (unknown name, invalid arguments, not allowed): a rejected
 *    one advances `last_seq` like an applied one and never blocks those behind it;
 *  - any other failure rolls back the transaction it happened in and fails the push for the device
 *    to retry; what earlier transactions committed is answered, on the retry, by its first outcomes.
 */
import type { Kysely } from 'kysely';
import {
  fieldLabel,
  findNul,
  isMutationName,
  messages,
  mutationArgsSchemas,
  syncSchemaVersion,
  type Mutation,
  type MutationResult,
  type PushRequest,
  type PushResponse,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { mutationHandlers, type MutationContext } from './mutations.js';
import {
  acknowledgeClient,
  advanceClient,
  findMutations,
  lockClient,
  recordMutations,
  releaseSavepoint,
  rollbackToSavepoint,
  savepoint,
  type MutationRecord,
} from './sync.repository.js';

type Outcome = Omit<MutationResult, 'id'>;

/** PostgreSQL's invalid-data (22) and constraint (23) classes: the arguments, not the server, are wrong. */
const isDataError = (e: unknown) => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^2[23]/.test(code);
};

async function applyOne(ctx: MutationContext, m: Mutation): Promise<Outcome> {
  if (!isMutationName(m.name)) return { status: 'rejected', message: messages.sync.unknownMutation(m.name) };
  const nul = findNul(m.args);
  if (nul) return { status: 'rejected', message: messages.request.badCharacter(fieldLabel(nul)) };
  const parsed = mutationArgsSchemas[m.name].safeParse(m.args);
  if (!parsed.success) return { status: 'rejected', message: parsed.error.issues[0]?.message ?? messages.sync.invalid };

  await savepoint(ctx.trx);
  try {
    const handler = mutationHandlers[m.name] as (ctx: MutationContext, args: unknown) => Promise<void>;
    await handler(ctx, parsed.data);
    await releaseSavepoint(ctx.trx);
    return { status: 'applied' };
  } catch (e) {
    const rejected = e instanceof HttpError && e.statusCode < 500 ? e.message : isDataError(e) ? messages.sync.invalid : null;
    if (rejected === null) throw e;
    await rollbackToSavepoint(ctx.trx);
    return { status: 'rejected', message: rejected };
  }
}

/**
 * Mutations applied per transaction. A push of hundreds commits in batches of this many, yielding
 * between them, so it never holds the database (PGlite is one connection: a transaction owns it)
 * or the event loop for long: other requests, `/api/health` among them, are served between batches.
 * Each batch commits its effects, their outcomes and the new `last_seq` together, so a push cut
 * between batches is answered, when repeated, with the first results of what was committed.
 */
export const mutationsPerTransaction = 50;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What the device has shown it got the answers for. The engine pushes its unanswered writes in order,
 * numbered in that order, and drops a write from its outbox only once answered: so every number
 * below the first write of a push (below its recorded number, if the server has it under another
 * one) was answered and will never be pushed again. Never past what the server has recorded.
 */
function acknowledgedBelow(
  clientId: string,
  head: Mutation,
  recorded: { client_id: string; seq?: number } | undefined,
  client: { last_seq: number },
): number {
  const own = recorded?.client_id === clientId ? recorded.seq : undefined;
  const first = own !== undefined && own < head.seq ? own : head.seq;
  return Math.max(0, Math.min(first - 1, client.last_seq));
}

export async function push(
  db: Kysely<DB>,
  user: MutationContext['user'],
  body: PushRequest,
  now: () => number = Date.now,
): Promise<PushResponse> {
  if (body.schemaVersion !== syncSchemaVersion) throw new HttpError(409, messages.sync.appOutdated, { reset: 'schema' });
  const mutations = [...body.mutations].sort((a, b) => a.seq - b.seq);
  const results: MutationResult[] = [];
  // Outcomes decided in this push, by id: the same id twice (even in two batches) gets the first.
  const decided = new Map<string, { client_id: string; seq: number; status: MutationResult['status']; message: string | null }>();
  let lastSeq = 0;
  let stopped = false;

  for (let start = 0; start === 0 || (start < mutations.length && !stopped); start += mutationsPerTransaction) {
    if (start > 0) await yieldToOthers();
    const batch = mutations.slice(start, start + mutationsPerTransaction);
    // Work that must wait for the commit (waking an in-process runner for a queued run).
    const committed: (() => void)[] = [];
    const afterCommit = (fn: () => void) => void committed.push(fn);
    await db.transaction().execute(async (trx) => {
      const client = await lockClient(trx, body.clientId, user.sub);
      if (client.user_id !== user.sub) throw new HttpError(409, messages.sync.clientOfAnotherAccount);
      const startSeq = client.last_seq;
      lastSeq = startSeq;
      const records: MutationRecord[] = [];
      const known = await findMutations(
        trx,
        batch.map((m) => m.id),
      );
      for (const [id, outcome] of decided) if (!known.has(id)) known.set(id, outcome);
      if (start === 0 && batch[0])
        await acknowledgeClient(trx, body.clientId, acknowledgedBelow(body.clientId, batch[0], known.get(batch[0].id), client));

      for (const m of batch) {
        const seen = known.get(m.id);
        if (seen?.client_id === body.clientId) {
          results.push({ id: m.id, status: seen.status, ...(seen.message ? { message: seen.message } : {}) });
          continue;
        }
        if (m.seq !== lastSeq + 1) {
          stopped = true;
          break;
        }
        // A foreign id cannot be recorded twice; its number is still used up.
        const outcome: Outcome = seen
          ? { status: 'rejected', message: messages.sync.notAllowed }
          : await applyOne({ trx, user, afterCommit, now }, m);
        if (!seen) {
          records.push({
            clientId: body.clientId,
            seq: m.seq,
            id: m.id,
            name: m.name,
            message: outcome.message ?? null,
            status: outcome.status,
          });
          // The same id twice in one push: the repeat gets this outcome, as it would from the table.
          const first = { client_id: body.clientId, seq: m.seq, status: outcome.status, message: outcome.message ?? null };
          known.set(m.id, first);
          decided.set(m.id, first);
        }
        lastSeq = m.seq;
        results.push({ id: m.id, ...outcome });
      }
      // Outcomes and the new last_seq commit with the effects, or not at all.
      await recordMutations(trx, records);
      if (lastSeq !== startSeq) await advanceClient(trx, body.clientId, lastSeq);
    });
    for (const fn of committed) fn();
  }
  return { lastSeq, results };
}
