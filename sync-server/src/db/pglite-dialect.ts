/**
 * Kysely over embedded PGlite through Kysely's own PostgreSQL dialect: PGlite is one connection,
 * so this "pool" lends it to one holder at a time. A transaction therefore owns the database
 * until it commits, exactly as a pooled PostgreSQL connection would own its session.
 */
import { PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';

/** Kysely reads affected-row counts only for these commands; anything else reads as a SELECT. */
function commandOf(sqlText: string): PostgresQueryResult<unknown>['command'] {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase();
  return word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE' ? word : 'SELECT';
}

class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pg: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pg = this.pg;
    return {
      async query<R>(sqlText: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await pg.query<R>(sqlText, parameters as unknown[]);
        return { command: commandOf(sqlText), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pg.close();
  }
}

export function pgliteDialect(pg: PGlite) {
  return new PostgresDialect({ pool: new PGlitePool(pg) });
}
