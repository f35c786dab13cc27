/**
 * What the device keeps, and why (read before adding a table).
 *
 * IndexedDB through Dexie holds a copy of every bucket the user may see (DESIGN.md "Sync
 * protocol"): one table per synced collection (the names of `syncCollections` in shared-schema,
 * rows in the shared entities' shapes plus the bucket they came from), the cursor of each bucket,
 * the outbox of local writes waiting for the server, the shadows (the server's last word on rows
 * with local writes in flight) and blobs (screenshots, images) waiting to upload. Pages read only
 * from here (`useLiveQuery`), so they work offline after one visit. Every schema change is a new
 * `version(n)` with an upgrade function; old versions stay listed so any device can catch up.
 */
import Dexie, { type Table } from 'dexie';
import type { Course, Job, LiveSession, SyncCollection, SyncRow, Testimonial, UploadPurpose } from '@institute/shared-schema';

/** Every synced row carries the bucket it came from, so losing a bucket deletes exactly its rows. */
export type Synced<T> = T & { bucket: string };

export interface CursorRow {
  bucket: string;
  cursor: string;
  syncedAt: string;
}

/**
 * A local write waiting for the server. `seq` is the per-device sequence number, given when the
 * entry is first sent and kept for its repeats; `keys` are the rows (`collection/primary key`) its
 * optimistic effect touched, which pulled data must not overwrite while it is in flight.
 */
export interface OutboxRow {
  order?: number;
  id: string;
  name: string;
  args: unknown;
  createdAt: string;
  seq?: number;
  /** pending: not yet acknowledged; applied: acknowledged, waiting for the pull that shows its effect; rejected: refused, shown to the user. */
  status: 'pending' | 'applied' | 'rejected';
  message?: string;
  keys: string[];
  /** Blobs that must be uploaded before this mutation is sent. */
  blobIds: string[];
}

/** The server's state of a row while local writes to it are in flight (`row: null`: no such row). */
export interface ShadowRow {
  key: string;
  row: SyncRow | null;
}

export interface BlobRow {
  id: string;
  blob: Blob;
  name: string;
  type: string;
  purpose: UploadPurpose;
  status: 'pending' | 'uploaded' | 'failed';
  message?: string;
  createdAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

type AnyRow = Synced<SyncRow>;

/** Primary key of each collection's table: `id`, except bookmarks, one per course. */
export const primaryKeyOf = (collection: SyncCollection) => (collection === 'bookmarks' ? 'courseId' : 'id');

const collectionStores: Record<SyncCollection, string> = {
  courses: 'id, bucket, level, category',
  liveSessions: 'id, bucket, courseId, date',
  jobs: 'id, bucket, role, lastDate',
  testimonials: 'id, bucket, createdAt',
  quizQuestions: 'id, bucket, [language+tier+subLevel]',
  siteContent: 'id, bucket',
  me: 'id, bucket',
  enrollments: 'id, bucket, courseId',
  quizAttempts: 'id, bucket, [language+tier+subLevel]',
  codeRuns: 'id, bucket, createdAt',
  paymentProofs: 'id, bucket, courseId, status',
  bookmarks: 'courseId, &id, bucket',
  myTestimonials: 'id, bucket',
  myMessages: 'id, bucket',
  certificates: 'id, bucket',
  courseContents: 'id, bucket, courseId',
  assignments: 'id, bucket, courseId',
  sessionLinks: 'id, bucket, courseId',
  adminUsers: 'id, bucket',
  adminCourses: 'id, bucket',
  adminTestimonials: 'id, bucket',
  adminPayments: 'id, bucket, status',
  adminMessages: 'id, bucket',
  adminEnrollments: 'id, bucket',
};

export class AppDatabase extends Dexie {
  courses!: Table<Synced<Course>, string>;
  liveSessions!: Table<Synced<LiveSession>, string>;
  jobs!: Table<Synced<Job>, string>;
  testimonials!: Table<Synced<Testimonial>, string>;
  cursors!: Table<CursorRow, string>;
  outbox!: Table<OutboxRow, number>;
  shadows!: Table<ShadowRow, string>;
  blobs!: Table<BlobRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'institute') {
    super(name);
    this.version(1).stores({
      courses: 'id, bucket, level, category',
      liveSessions: 'id, bucket, courseId, date',
      jobs: 'id, bucket, role, lastDate',
      testimonials: 'id, bucket, createdAt',
      cursors: 'bucket',
      outbox: '++seq, &id, status',
      blobs: 'id, status',
      meta: 'key',
    });
    // v2: the outbox is keyed by local order (its primary key changes, so it is dropped here and
    // made again in v3); version 1 never queued anything.
    this.version(2).stores({ outbox: null });
    // v3: every synced collection, shadows, blobs with their purpose. Rows fetched by version 1
    // have no cursor, so the first pull sends them again in full; nothing to convert.
    const { certificates, ...v3Collections } = collectionStores;
    this.version(3)
      .stores({ ...v3Collections, cursors: 'bucket', outbox: '++order, &id, status', shadows: 'key', blobs: 'id, status', meta: 'key' })
      .upgrade(async (tx) => {
        await tx.table('cursors').clear();
      });
    // v4: quiz certificates (the user bucket's new collection; its cursor restarts to bring them).
    this.version(4)
      .stores({ certificates })
      .upgrade(async (tx) => {
        await tx.table('cursors').filter((c: CursorRow) => c.bucket.startsWith('user:')).delete();
      });
  }

  /** The table of a synced collection. */
  collection(name: SyncCollection): Table<AnyRow, string> {
    return this.table(name);
  }
}

export const db = new AppDatabase();
