/**
 * Puts one row in every table of the app's schema that has none, from the catalogue: each column
 * without a default gets a value of its type, a foreign key the first row of the table it names,
 * a column a CHECK limits to a list its first value. A backup test can thus prove that every table
 * survives a round trip, including tables added after it was written.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table
type AnyDb = Kysely<any>;

interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  column_default: string | null;
  is_identity: string;
  is_generated: string;
}

/** Values a CHECK ties to other columns: computed from the row. */
const derived: Record<string, (row: Record<string, unknown>) => Record<string, unknown>> = {
  assignment_submissions: (r) => ({ id: `${String(r.student_id)}:${String(r.assignment_id)}` }),
  learning_events: (r) => ({ id: `${String(r.user_id)}:${String(r.kind)}:${String(r.subject_id)}` }),
  saved_jobs: (r) => ({ id: `${String(r.user_id)}:${String(r.job_id)}` }),
};

function valueOf(type: string, n: number): unknown {
  if (type.startsWith('_')) return [valueOf(type.slice(1), n)];
  switch (type) {
    case 'uuid':
      return randomUUID();
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
    case 'float4':
    case 'float8':
      return 1;
    case 'bool':
      return true;
    case 'date':
      return '2026-11-23'; // a Monday (weekly tables check it)
    case 'timestamptz':
    case 'timestamp':
      return new Date('2026-11-24T10:00:00Z');
    case 'json':
    case 'jsonb':
      return JSON.stringify({ backup: n });
    case 'bytea':
      return Buffer.from([0, 1, 2, n % 256]);
    default:
      return `backup test ${n}`;
  }
}

/** Fills the empty tables; returns their names. Throws naming a table it could not fill. */
export async function fillEveryTable(db: AnyDb): Promise<string[]> {
  const { rows: columns } = await sql<Column>`
    select table_name, column_name, udt_name, column_default, is_identity, is_generated
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  const { rows: foreignKeys } = await sql<{ table_name: string; column_name: string; ref_table: string; ref_column: string }>`
    select cl.relname as table_name, a.attname as column_name, rcl.relname as ref_table, ra.attname as ref_column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class rcl on rcl.oid = c.confrelid
    join lateral unnest(c.conkey, c.confkey) as k(col, refcol) on true
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refcol
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`.execute(db);
  const { rows: checks } = await sql<{ table_name: string; def: string }>`
    select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as def
    from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`.execute(db);

  const tables = [...new Set(columns.map((c) => c.table_name))];
  const empty: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    if (rows[0]!.n === 0) empty.push(table);
  }
  const filled: string[] = [];
  let pending = [...empty];
  let n = 0;
  // Tables whose foreign keys name another empty table wait until that one is filled.
  while (pending.length) {
    const next: string[] = [];
    for (const table of pending) {
      const keys = foreignKeys.filter((k) => k.table_name === table && k.ref_table !== table);
      if (keys.some((k) => pending.includes(k.ref_table) && !filled.includes(k.ref_table))) {
        next.push(table);
        continue;
      }
      // A trigger may have filled it meanwhile (the activity roll-ups).
      const { rows: present } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
      if (present[0]!.n > 0) {
        filled.push(table);
        continue;
      }
      const row: Record<string, unknown> = {};
      for (const column of columns.filter((c) => c.table_name === table)) {
        if (column.is_generated === 'ALWAYS' || column.is_identity === 'YES' || column.column_default !== null) continue;
        const key = keys.find((k) => k.column_name === column.column_name);
        if (key) {
          const { rows } = await sql<{
            v: unknown;
          }>`select ${sql.ref(key.ref_column)} as v from ${sql.table(key.ref_table)} limit 1`.execute(db);
          row[column.column_name] = rows[0]?.v;
          continue;
        }
        const listed = checks
          .filter((c) => c.table_name === table)
          .map((c) => new RegExp(`\\(${column.column_name} = ANY \\(ARRAY\\['([^']*)'`).exec(c.def)?.[1])
          .find((v) => v !== undefined);
        row[column.column_name] = listed ?? valueOf(column.udt_name, ++n);
      }
      Object.assign(row, derived[table]?.(row));
      try {
        await db.insertInto(table).values(row).execute();
      } catch (error) {
        throw new Error(`Could not fill ${table} with ${JSON.stringify(row)}: ${(error as Error).message}`, { cause: error });
      }
      filled.push(table);
    }
    if (next.length === pending.length) throw new Error(`Tables whose foreign keys go round in a circle: ${next.join(', ')}`);
    pending = next;
  }
  return filled;
}
