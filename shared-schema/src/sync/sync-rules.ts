/**
 * The sync protocol's rules without zod (its limits, buckets and collections, the pull answer's
 * shape): the device's sync engine needs these at once, and importing zod's schemas with them cost
 * a cheap phone tens of milliseconds of start-up. The request schemas are in sync.schema.ts, which
 * re-exports all of this.
 */
/**
 * Bumped when the shape of synced rows or buckets changes; the server answers "reset" to older
 * clients. 2: the quiz bank left the `public` bucket for its own `bank` bucket.
 */
export const syncSchemaVersion = 2;

export const bucketPattern = /^(public|bank|admin|user:[\w-]+|course:[\w-]+)$/;

/**
 * How much one push carries: at most `pushMutations` mutations in at most `pushBodyBytes` of JSON
 * (the route's body limit). The device cuts its batches at both (sync-engine.ts). Any one mutation
 * fits alone: each name's arguments are bounded (mutations.schema.ts), the largest being a code run
 * (a 64K-character program and as much input), under a megabyte even were every character escaped.
 */
export const syncLimits = {
  pushMutations: 500,
  pushBodyBytes: 4 * 1024 * 1024,
} as const;

/**
 * What the device keeps, by bucket kind: each collection lives in exactly one kind of bucket, so
 * losing a bucket deletes exactly its rows. Rows are the shared entities' shapes (camelCase).
 */
export const syncCollections = {
  public: ['courses', 'liveSessions', 'jobs', 'testimonials', 'siteContent', 'siteItems'],
  /** The quiz bank (about 2,000 questions, three quarters of what a visitor downloads): pulled after the rest. */
  bank: ['quizQuestions'],
  user: [
    'me',
    'enrollments',
    'quizAttempts',
    'codeRuns',
    'paymentProofs',
    'bookmarks',
    'myTestimonials',
    'myMessages',
    'certificates',
    'savedJobs',
    'resumes',
    'notifications',
    'assignmentSubmissions',
    'learningEvents',
  ],
  course: ['courseContents', 'sessionLinks'],
  admin: ['adminUsers', 'adminCourses', 'adminTestimonials', 'adminPayments', 'adminMessages', 'adminEnrollments'],
} as const;
export type BucketKind = keyof typeof syncCollections;
export type SyncCollection = (typeof syncCollections)[BucketKind][number];
export const allSyncCollections: SyncCollection[] = Object.values(syncCollections).flat();

/** The kind of a bucket name: `user:…` → `user`. */
export const bucketKind = (bucket: string): BucketKind => bucket.split(':')[0] as BucketKind;

/** The buckets that are the same for everyone: a visitor may pull these and nothing else. */
export const sharedBuckets = ['public', 'bank'] as const;
export const isSharedBucket = (bucket: string) => (sharedBuckets as readonly string[]).includes(bucket);

/**
 * The order in which a device fills its offline copy: what pages show first (its own data, its
 * courses' content, the catalogue), the quiz bank after. A pull may name the kinds it wants now
 * (`only`); without it, every bucket the caller may see.
 */
export const firstPullKinds: readonly BucketKind[] = ['user', 'course', 'public', 'admin'];

export type SyncRow = Record<string, unknown> & { id: string };

/** One bucket's part of a pull answer. Within it each id appears once: put (the row) or del. */
export interface PulledBucket {
  bucket: string;
  /** Opaque; sent back as is on the next pull. */
  cursor: string;
  /** The client's copy of this bucket is not to be trusted: delete its rows before applying these. */
  reset?: boolean;
  /** The user lost this bucket: delete its rows and its cursor. */
  removed?: boolean;
  collections: Partial<Record<SyncCollection, { put: SyncRow[]; del: string[] }>>;
}

export interface PullResponse {
  schemaVersion: number;
  buckets: PulledBucket[];
  /** More pages wait: pull again at once with the new cursors. */
  hasMore: boolean;
}

/** Blobs waiting on the device go up one by one with `PUT /api/uploads/{id}` before their mutation. */
export const uploadPurposes = ['payment-screenshot', 'profile-image', 'assignment-file'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/**
 * Where a device sends a blob of each purpose: images to `PUT /api/uploads/{id}`, an assignment's
 * files (documents as well as images) to `PUT /api/assignment-files/{id}`, which checks them as such.
 */
export const uploadPathOf = (purpose: UploadPurpose, id: string) =>
  purpose === 'assignment-file'
    ? `/api/assignment-files/${encodeURIComponent(id)}`
    : `/api/uploads/${encodeURIComponent(id)}?purpose=${purpose}`;
