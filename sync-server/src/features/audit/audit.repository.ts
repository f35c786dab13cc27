/** The audit log: who did what to which entity, when. Written in the same transaction as the change it records. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(trx: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  before?: number;
}

/** One page of the trail, newest first, with the actor's name; `limit + 1` rows are read to know whether more follow. */
export async function listAudit(db: Kysely<DB>, filter: AuditFilter, limit: number) {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.created_at', 'a.actor_id', 'u.first_name', 'u.last_name', 'a.action', 'a.entity', 'a.entity_id', 'a.details'])
    .$if(filter.actor !== undefined, (q) => q.where('a.actor_id', '=', filter.actor!))
    .$if(filter.action !== undefined, (q) => q.where('a.action', '=', filter.action!))
    .$if(filter.from !== undefined, (q) => q.where('a.created_at', '>=', new Date(`${filter.from}T00:00:00Z`)))
    .$if(filter.to !== undefined, (q) => q.where('a.created_at', '<', new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)))
    .$if(filter.before !== undefined, (q) => q.where('a.id', '<', filter.before!))
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
  const entries = rows.slice(0, limit).map((r) => ({
    id: Number(r.id),
    at: r.created_at.toISOString(),
    actorId: r.actor_id,
    actorName: r.first_name === null ? null : `${r.first_name} ${r.last_name}`,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    details: r.details,
  }));
  return { entries, hasMore: rows.length > limit };
}

/** Everyone who appears in the trail as an actor (administrators, a handful). */
export async function listAuditActors(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.actor_id', '=', 'u.id')))
    .orderBy('u.first_name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` }));
}
