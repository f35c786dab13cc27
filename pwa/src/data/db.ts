/**
 * What the device keeps, and why (read before adding a table).
 *
 * IndexedDB through Dexie holds a copy of every bucket the user may see (DESIGN.md "Sync
 * protocol"): one table per synced collection (the names of `syncCollections` in shared-schema,
 * each row its collection's shared entity, `SyncRowTypes`, plus the bucket it came from: the
 * server sends exactly those fields, and its tests check it), the cursor of each bucket,
 * the outbox of local writes waiting for the server, the shadows (the server's last word on rows
 * with local writes in flight) and blobs (screenshots, images) waiting to upload. Pages read only
 * from here (`useLiveQuery`), so they work offline after one visit. Two tables are the device's
 * own and never synced: the code editor's drafts (one program per language, so a reload or a
 * crash loses nothing) and its list of recent runs. The resume builder's drafts are kept here too,
 * saved on every change; each is then sent as a `resume.save` write and comes back in the
 * `resumes` collection. Every schema change is a new
 * `version(n)` with an upgrade function; old versions stay listed so any device can catch up.
 */
import Dexie, { type Table } from 'dexie';
import type { CodeRunResult, EditorLanguage, Resume, SyncCollection, SyncRow, SyncRowTypes, UploadPurpose } from '@institute/shared-schema';

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
  row: Synced<SyncRow> | null;
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

/** The editor's program for one language (`key`: `scope:language`, scope a user id or 'visitor'). */
export interface EditorDraftRow {
  key: string;
  code: string;
  updatedAt: number;
}

/** One entry of the editor's recent runs on this device. */
export interface EditorRunRow {
  id: string;
  /** The user id, or 'visitor'. */
  scope: string;
  language: EditorLanguage;
  at: number;
  status: CodeRunResult['status'] | 'queued' | 'http-error';
  /** Elapsed milliseconds as the learner saw them (null while queued). */
  elapsedMs: number | null;
  /**
   * The first line of what was shown, for the list: the program's own words as printed. Runs
   * recorded before `shown` existed hold the interface's words here, in the language of the time.
   */
  summary: string;
  /** The interface's words shown instead of output (the editor's `OutputNote`), drawn in the reader's language of the moment. */
  shown?: { say: string };
}

/**
 * One of a student's resumes as this device keeps it, saved on every change (issue 17). `scope` is
 * the user id, so another account on the same device does not see it.
 */
export interface ResumeDraftRow {
  id: string;
  scope: string;
  resume: Resume;
  updatedAt: number;
  /** Changed here and not yet handed to the outbox (`resume.save`); until then it wins over the synced row. */
  pending: boolean;
}

/** Primary key of each collection's table: `id`, except bookmarks, one per course. */
export const primaryKeyOf = (collection: SyncCollection) => (collection === 'bookmarks' ? 'courseId' : 'id');

/** The primary key of a row of that collection. */
export const primaryKeyValue = (collection: SyncCollection, row: SyncRow) => String(row[primaryKeyOf(collection)]);

const collectionStores: Record<SyncCollection, string> = {
  courses: 'id, bucket, level, category',
  liveSessions: 'id, bucket, courseId, date',
  jobs: 'id, bucket, role, lastDate',
  testimonials: 'id, bucket, createdAt',
  quizQuestions: 'id, bucket, [language+tier+subLevel]',
  siteContent: 'id, bucket',
  siteItems: 'id, bucket, kind',
  me: 'id, bucket',
  enrollments: 'id, bucket, courseId',
  quizAttempts: 'id, bucket, [language+tier+subLevel]',
  codeRuns: 'id, bucket, createdAt',
  paymentProofs: 'id, bucket, courseId, status',
  bookmarks: 'courseId, &id, bucket',
  myTestimonials: 'id, bucket',
  myMessages: 'id, bucket',
  certificates: 'id, bucket',
  savedJobs: 'id, bucket, jobId',
  courseContents: 'id, bucket, courseId',
  sessionLinks: 'id, bucket, courseId',
  adminUsers: 'id, bucket',
  adminCourses: 'id, bucket',
  adminTestimonials: 'id, bucket',
  adminPayments: 'id, bucket, status',
  adminMessages: 'id, bucket',
  adminEnrollments: 'id, bucket',
  resumes: 'id, bucket',
  notifications: 'id, bucket, createdAt',
  assignmentSubmissions: 'id, bucket, assignmentId, courseId',
  learningEvents: 'id, bucket, courseId',
};

/** The table of a synced collection: its shared entity plus the bucket, keyed by `primaryKeyOf`. */
export type SyncTable<C extends SyncCollection> = Table<Synced<SyncRowTypes[C]>, string>;

export class AppDatabase extends Dexie {
  courses!: SyncTable<'courses'>;
  liveSessions!: SyncTable<'liveSessions'>;
  jobs!: SyncTable<'jobs'>;
  testimonials!: SyncTable<'testimonials'>;
  cursors!: Table<CursorRow, string>;
  outbox!: Table<OutboxRow, number>;
  shadows!: Table<ShadowRow, string>;
  blobs!: Table<BlobRow, string>;
  meta!: Table<MetaRow, string>;
  editorDrafts!: Table<EditorDraftRow, string>;
  editorRuns!: Table<EditorRunRow, string>;
  resumeDrafts!: Table<ResumeDraftRow, string>;

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
    const { certificates, savedJobs, resumes, notifications, assignmentSubmissions, learningEvents, siteItems, ...v3Collections } =
      collectionStores;
    this.version(3)
      .stores({
        ...v3Collections,
        assignments: 'id, bucket, courseId',
        cursors: 'bucket',
        outbox: '++order, &id, status',
        shadows: 'key',
        blobs: 'id, status',
        meta: 'key',
      })
      .upgrade(async (tx) => {
        await tx.table('cursors').clear();
      });
    // v4: quiz certificates (the user bucket's new collection; its cursor restarts to bring them).
    this.version(4)
      .stores({ certificates })
      .upgrade(async (tx) => {
        await tx
          .table('cursors')
          .filter((c: CursorRow) => c.bucket.startsWith('user:'))
          .delete();
      });
    // v5: the editor's drafts and recent runs, kept in localStorage before; moved here once.
    this.version(5)
      .stores({ editorDrafts: 'key', editorRuns: 'id, [scope+at]' })
      .upgrade(async (tx) => {
        const { drafts, runs, queued } = legacyEditorStorage();
        await tx.table('editorDrafts').bulkPut(drafts);
        await tx.table('editorRuns').bulkPut(runs);
        // Runs queued offline become `code.run` writes of the outbox (sent if their account signs in).
        await tx.table('outbox').bulkAdd(queued);
      });
    // v6: rows are their shared entities exactly (the server stopped sending fields no entity names,
    // and certificates carry the certificate's `date`): the user buckets restart so their rows are
    // sent again in that shape. Other buckets' rows only had fields more, unread; they are replaced
    // as they change.
    this.version(6).upgrade(async (tx) => {
      await tx
        .table('cursors')
        .filter((c: CursorRow) => c.bucket.startsWith('user:'))
        .delete();
    });
    // v7: an Assignment Level's key never stays on a device (the server scores those answers): the
    // bank rows an older server sent with it lose `correct` and `explanation`; practice levels keep theirs.
    this.version(7).upgrade(async (tx) => {
      await tx
        .table('quizQuestions')
        .filter((q: { subLevel?: unknown }) => q.subLevel === 'assignment')
        .modify((q: Record<string, unknown>) => {
          delete q.correct;
          delete q.explanation;
        });
    });
    // v8: a student's saved jobs (issue 16), a new collection of the user bucket; it holds only rows
    // made after its table existed, so no cursor restarts.
    this.version(8).stores({ savedJobs });
    // v10: the user's notifications (issue 19: what an administrator decided), a new collection of
    // the user bucket: its cursor restarts so the notifications already written come too.
    this.version(10)
      .stores({ notifications })
      .upgrade(async (tx) => {
        await tx
          .table('cursors')
          .filter((c: CursorRow) => c.bucket.startsWith('user:'))
          .delete();
      });
    // v11: the student's resumes (issue 17): the synced collection (the user bucket's cursor restarts
    // to bring them) and the drafts, the device's own table that holds each change at once.
    this.version(11)
      .stores({ resumes, resumeDrafts: 'id, [scope+updatedAt]' })
      .upgrade(async (tx) => {
        await tx
          .table('cursors')
          .filter((c: CursorRow) => c.bucket.startsWith('user:'))
          .delete();
      });
    // v12: assignments and measured progress (issue 18). An assignment is now a course content of
    // type assignment (with its due date and marks), so the separate `assignments` table goes; the
    // user bucket gains the student's submissions and learning events. The user and course buckets
    // restart, so contents come again with their new fields and the new collections arrive whole.
    this.version(12)
      .stores({ assignments: null, assignmentSubmissions, learningEvents })
      .upgrade(async (tx) => {
        await tx
          .table('cursors')
          .filter((c: CursorRow) => c.bucket.startsWith('user:') || c.bucket.startsWith('course:'))
          .delete();
      });
    // v15: the institute's site content (issue 15: gallery, team, timeline, placements...), a new
    // collection of the public bucket: its cursor restarts so the entries written before come too.
    this.version(15)
      .stores({ siteItems })
      .upgrade(async (tx) => {
        await tx.table('cursors').delete('public');
      });
  }

  /** The table of a synced collection, typed by its entity: `collection('enrollments')` holds `Enrollment`s. */
  collection<C extends SyncCollection>(name: C): SyncTable<C> {
    return this.table<Synced<SyncRowTypes[C]>, string>(name);
  }

  /**
   * The same table as the sync engine sees it: rows of whichever collection, moved as the server
   * sent them (pulled, shadowed, restored). Screens and local writes use `collection`.
   */
  syncedRows(name: SyncCollection): Table<Synced<SyncRow>, string> {
    return this.table<Synced<SyncRow>, string>(name);
  }
}

/**
 * The editor's localStorage keys of earlier releases (`editor:<scope>:code:<language>`,
 * `editor:<scope>:history`, `editor:<user>:queue`, `editor:<scope>:language`), read once by the v5
 * upgrade and removed.
 */
function legacyEditorStorage(): { drafts: EditorDraftRow[]; runs: EditorRunRow[]; queued: OutboxRow[] } {
  const drafts: EditorDraftRow[] = [];
  const runs: EditorRunRow[] = [];
  const queued: OutboxRow[] = [];
  if (typeof localStorage === 'undefined') return { drafts, runs, queued };
  for (const key of Object.keys(localStorage)) {
    const m = /^editor:([^:]+):(code:(\w+)|history|queue|language)$/.exec(key);
    if (!m) continue;
    try {
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (m[3] && typeof value === 'string') drafts.push({ key: `${m[1]}:${m[3]}`, code: value, updatedAt: Date.now() });
      if (m[2] === 'history' && Array.isArray(value))
        runs.push(...(value as Omit<EditorRunRow, 'scope'>[]).map((r) => ({ ...r, scope: m[1]! })));
      if (m[2] === 'queue' && Array.isArray(value))
        for (const r of value as { id: string; language: EditorLanguage; code: string; stdin?: string; queuedAt: number }[])
          queued.push({
            id: crypto.randomUUID(),
            name: 'code.run',
            args: { id: r.id, language: r.language, code: r.code, ...(r.stdin ? { stdin: r.stdin } : {}) },
            createdAt: new Date(r.queuedAt).toISOString(),
            status: 'pending',
            keys: [],
            blobIds: [],
          });
    } catch {
      // An unreadable entry is dropped with the rest.
    }
    localStorage.removeItem(key);
  }
  return { drafts, runs, queued };
}

export const db = new AppDatabase();
