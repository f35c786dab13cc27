/**
 * Which rows each bucket holds (DESIGN.md "Sync protocol"): for every collection the device keeps,
 * the table it comes from, the column that routes a row to a `user:{id}` or `course:{id}` bucket,
 * and for public collections which rows are visible. A row that stops being visible (a course
 * unpublished, a testimonial unapproved) is sent as a delete, so the device forgets it.
 *
 * A row is sent as its collection's shared entity (`syncRowSchemas` in shared-schema): only the
 * fields that schema names, so the columns that never leave the server (password hashes, queue
 * leases, the quiz's answer programs, meeting links in the `public` bucket) stay here, and a new
 * column reaches devices only once its entity names it.
 */
import { decodeRunResult } from '@institute/runner';
import {
  isServerScored,
  syncCollections,
  syncRowFields,
  type BucketKind,
  type QuizSubLevel,
  type SyncCollection,
  type SyncRow,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { toApiUser } from '../users/users.repository.js';

export type SyncedTable = Exclude<
  keyof DB,
  | 'server_settings'
  | 'uploads'
  | 'session_participants'
  | 'one_time_codes'
  | 'refresh_tokens'
  | 'sync_clients'
  | 'sync_mutations'
  | 'sync_tombstones'
  | 'audit_log'
  | 'sms_outbox'
  | 'site_images'
>;

type DbRow = Record<string, unknown>;

export interface CollectionSpec {
  name: SyncCollection;
  table: SyncedTable;
  /** The column holding the user or course id of a `user:` or `course:` bucket. */
  scope?: string;
  /** Columns whose field in the entity is not their camelCase name. */
  rename?: Readonly<Record<string, string>>;
  /** Public collections: rows that fail this are sent as deletes. */
  visible?: (row: DbRow) => boolean;
  /** The entity from a row, when it is more than renamed columns (its fields are then picked as for any row). */
  toClient?: (row: DbRow) => Record<string, unknown>;
  /** Columns stored encoded, with the function that gives the entity's value (a null stays null). */
  decode?: Readonly<Record<string, (stored: never) => unknown>>;
}

/** Never sent, whatever an entity names. */
const serverOnly = ['updated_at', 'txid', 'password_hash', 'locked_until', 'locked_by', 'attempts'];

const userRow = (row: DbRow) => toApiUser(row as never);

/**
 * A bank question as devices may hold it: an assignment level's (server-scored, it earns
 * certificates) without its key, so neither the right option nor the explanation that names it
 * is ever pulled; the server scores those answers itself (`recordQuizAttempt`).
 */
function quizQuestionRow(row: DbRow) {
  const entity: Record<string, unknown> = Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value]));
  if (isServerScored(row.sub_level as QuizSubLevel)) {
    delete entity.correct;
    delete entity.explanation;
  }
  return entity;
}

const specs: Record<BucketKind, CollectionSpec[]> = {
  public: [
    { name: 'courses', table: 'courses', visible: (r) => r.status === 'published' && r.is_active === true },
    { name: 'liveSessions', table: 'live_sessions' },
    { name: 'jobs', table: 'jobs' },
    { name: 'testimonials', table: 'testimonials', visible: (r) => r.approved === true },
    { name: 'siteContent', table: 'site_content' },
    { name: 'siteItems', table: 'site_items' },
  ],
  bank: [{ name: 'quizQuestions', table: 'quiz_questions', toClient: quizQuestionRow }],
  user: [
    { name: 'me', table: 'users', scope: 'id', toClient: userRow },
    { name: 'enrollments', table: 'enrollments', scope: 'student_id' },
    { name: 'quizAttempts', table: 'quiz_attempts', scope: 'user_id' },
    // The result is stored as JSON text, so that a NUL the program printed survives (code-runs.table.ts).
    { name: 'codeRuns', table: 'code_runs', scope: 'user_id', decode: { result: decodeRunResult } },
    { name: 'paymentProofs', table: 'payment_verifications', scope: 'student_id' },
    { name: 'bookmarks', table: 'bookmarks', scope: 'user_id' },
    { name: 'myTestimonials', table: 'testimonials', scope: 'submitted_by' },
    { name: 'myMessages', table: 'contact_messages', scope: 'user_id' },
    { name: 'certificates', table: 'certificates', scope: 'user_id', rename: { issued_on: 'date' } },
    { name: 'savedJobs', table: 'saved_jobs', scope: 'user_id', rename: { created_at: 'savedAt' } },
    { name: 'resumes', table: 'resumes', scope: 'user_id' },
    { name: 'notifications', table: 'notifications', scope: 'user_id' },
    { name: 'assignmentSubmissions', table: 'assignment_submissions', scope: 'student_id' },
    { name: 'learningEvents', table: 'learning_events', scope: 'user_id' },
  ],
  course: [
    { name: 'courseContents', table: 'course_contents', scope: 'course_id' },
    { name: 'sessionLinks', table: 'live_sessions', scope: 'course_id' },
  ],
  admin: [
    { name: 'adminUsers', table: 'users', toClient: userRow },
    { name: 'adminCourses', table: 'courses' },
    { name: 'adminTestimonials', table: 'testimonials' },
    { name: 'adminPayments', table: 'payment_verifications' },
    { name: 'adminMessages', table: 'contact_messages' },
    { name: 'adminEnrollments', table: 'enrollments' },
  ],
};

// The shared list and this one must name the same collections in the same order.
for (const kind of Object.keys(syncCollections) as BucketKind[]) {
  const names = specs[kind].map((s) => s.name).join();
  if (names !== syncCollections[kind].join()) throw new Error(`sync collections of ${kind} differ from shared-schema: ${names}`);
}

export const collectionsOf = (kind: BucketKind): readonly CollectionSpec[] => specs[kind];

function camel(key: string) {
  return key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The fields each collection sends, as a set (looked up for every column of every row pulled). */
const fieldsOf = new Map(
  Object.values(specs)
    .flat()
    .map((spec) => [spec.name, new Set(syncRowFields(spec.name))]),
);

/** A table row as the device stores it: its collection's entity (camelCase, the fields the shared schema names). */
export function toClientRow(spec: CollectionSpec, row: DbRow): SyncRow {
  const fields = fieldsOf.get(spec.name)!;
  const source = spec.toClient ? spec.toClient(row) : row;
  const out: Record<string, unknown> = { id: row.id };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'id' || key.startsWith('_') || serverOnly.includes(key)) continue;
    const field = spec.toClient ? key : (spec.rename?.[key] ?? camel(key));
    if (!fields.has(field)) continue;
    const decode = spec.decode?.[key];
    out[field] = decode && value !== null ? decode(value as never) : value instanceof Date ? value.toISOString() : value;
  }
  return out as SyncRow;
}
