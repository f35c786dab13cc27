/**
 * What the device keeps, and why (read before adding a table).
 *
 * IndexedDB through Dexie holds a copy of every bucket the user may see (DESIGN.md "Sync
 * protocol"): rows of each synced entity keyed by `id`, the cursor of each bucket, the outbox of
 * local writes waiting for the server, and blobs (screenshots, images) waiting to upload. Pages read
 * only from here (`useLiveQuery`), so they work offline after one visit. Every schema change is a
 * new `version(n)` with an upgrade function; old versions stay listed so any device can catch up.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Course, Job, LiveSession, Testimonial } from '@institute/shared-schema';

/** Every synced row carries the bucket it came from, so losing a bucket deletes exactly its rows. */
export type Synced<T> = T & { bucket: string };

export interface CursorRow {
  bucket: string;
  cursor: string;
  syncedAt: string;
}

export interface OutboxRow {
  seq: number;
  id: string;
  name: string;
  args: unknown;
  createdAt: string;
  status: 'pending' | 'rejected';
  message?: string;
  /** Blobs that must be uploaded before this mutation is sent. */
  blobIds: string[];
}

export interface BlobRow {
  id: string;
  blob: Blob;
  name: string;
  type: string;
  status: 'pending' | 'uploaded' | 'failed';
  createdAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class AppDatabase extends Dexie {
  courses!: EntityTable<Synced<Course>, 'id'>;
  liveSessions!: EntityTable<Synced<LiveSession>, 'id'>;
  jobs!: EntityTable<Synced<Job>, 'id'>;
  testimonials!: EntityTable<Synced<Testimonial>, 'id'>;
  cursors!: EntityTable<CursorRow, 'bucket'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  blobs!: EntityTable<BlobRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

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
  }
}

export const db = new AppDatabase();
