/**
 * Which rows each bucket holds (DESIGN.md "Sync protocol"): for every collection the device keeps,
 * the table it comes from, the column that routes a row to a `user:{id}` or `course:{id}` bucket,
 * the columns that never leave the server, and for public collections which rows are visible.
 * A row that stops being visible (a course unpublished, a testimonial unapproved) is sent as a
 * delete, so the device forgets it.
 */
import { paymentVerificationSchema, syncCollections, type BucketKind, type SyncCollection, type SyncRow } from '@institute/shared-schema';
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
>;

type DbRow = Record<string, unknown>;

export interface CollectionSpec {
  name: SyncCollection;
  table: SyncedTable;
  /** The column holding the user or course id of a `user:` or `course:` bucket. */
  scope?: string;
  /** Only these columns are sent (besides `id`); otherwise every column less `omit`. */
  pick?: readonly string[];
  omit?: readonly string[];
  /** Public collections: rows that fail this are sent as deletes. */
  visible?: (row: DbRow) => boolean;
  toClient?: (row: DbRow) => SyncRow;
}

/** Never sent, whatever the collection. */
const serverOnly = ['updated_at', 'txid', 'password_hash', 'locked_until', 'locked_by', 'attempts'];

const userRow = (row: DbRow) => {
  const { _id: _alias, name: _name, mobileNumber: _mobile, ...user } = toApiUser(row as never);
  return user as SyncRow;
};

/** The columns of a wire schema's fields (`studentId` → `student_id`), for a collection that sends exactly those. */
const columnsOf = (shape: object) => Object.keys(shape).map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

/** A payment proof is one shape in both buckets and in the REST answers: `paymentVerificationSchema`. */
const paymentColumns = columnsOf(paymentVerificationSchema.shape);

const specs: Record<BucketKind, CollectionSpec[]> = {
  public: [
    { name: 'courses', table: 'courses', visible: (r) => r.status === 'published' && r.is_active === true },
    { name: 'liveSessions', table: 'live_sessions', omit: ['meeting_link', 'recording_link'] },
    { name: 'jobs', table: 'jobs' },
    { name: 'testimonials', table: 'testimonials', omit: ['submitted_by'], visible: (r) => r.approved === true },
    { name: 'quizQuestions', table: 'quiz_questions', omit: ['verify', 'created_at'] },
    { name: 'siteContent', table: 'site_content' },
  ],
  user: [
    { name: 'me', table: 'users', scope: 'id', toClient: userRow },
    { name: 'enrollments', table: 'enrollments', scope: 'student_id' },
    { name: 'quizAttempts', table: 'quiz_attempts', scope: 'user_id' },
    { name: 'codeRuns', table: 'code_runs', scope: 'user_id' },
    { name: 'paymentProofs', table: 'payment_verifications', scope: 'student_id', pick: paymentColumns },
    { name: 'bookmarks', table: 'bookmarks', scope: 'user_id' },
    { name: 'myTestimonials', table: 'testimonials', scope: 'submitted_by' },
    { name: 'myMessages', table: 'contact_messages', scope: 'user_id' },
    { name: 'certificates', table: 'certificates', scope: 'user_id' },
  ],
  course: [
    { name: 'courseContents', table: 'course_contents', scope: 'course_id' },
    { name: 'assignments', table: 'assignments', scope: 'course_id' },
    { name: 'sessionLinks', table: 'live_sessions', scope: 'course_id', pick: ['course_id', 'meeting_link', 'recording_link'] },
  ],
  admin: [
    { name: 'adminUsers', table: 'users', toClient: userRow },
    { name: 'adminCourses', table: 'courses' },
    { name: 'adminTestimonials', table: 'testimonials' },
    { name: 'adminPayments', table: 'payment_verifications', pick: paymentColumns },
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

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A table row as the device stores it: camelCase, without server-only columns. */
export function toClientRow(spec: CollectionSpec, row: DbRow): SyncRow {
  if (spec.toClient) return spec.toClient(row);
  const out: Record<string, unknown> = { id: row.id };
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' || key.startsWith('_') || serverOnly.includes(key)) continue;
    if (spec.pick ? !spec.pick.includes(key) : spec.omit?.includes(key)) continue;
    out[camel(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out as SyncRow;
}
