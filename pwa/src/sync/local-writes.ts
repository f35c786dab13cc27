/**
 * Local writes: a change the user makes goes to the device's tables (so every screen shows it at
 * once, offline too) and to the outbox, in one transaction. Each mutation's optimistic effect is
 * here, next to the others; the server's handler (sync-server/src/features/sync/mutations.ts)
 * is the authority and the next pull brings its result.
 */
import {
  assignmentRules,
  isServerScored,
  isVideoWatched,
  learningEventId,
  submissionId,
  videoFraction,
  mutationArgsSchemas,
  profileChanges,
  savedJobId,
  scoreAttempt,
  type MutationArgs,
  type MutationName,
  type MutationValue,
  type SyncCollection,
  type SyncRowTypes,
  type UploadPurpose,
} from '@institute/shared-schema';
import { primaryKeyOf, type AppDatabase, type Synced } from '../data/db';
import { keyOf } from './sync-engine';

/**
 * A row the effect writes (`row`) or deletes (`row: null`), by the collection's primary key. The
 * row is its collection's entity, the shape the server's row will have when the pull brings it.
 */
export type RowChange = {
  [C in SyncCollection]: { collection: C; pk: string; row: Synced<SyncRowTypes[C]> | null };
}[SyncCollection];

interface EffectContext {
  db: AppDatabase;
  userId: string;
  now: string;
}

type Effects = { [N in MutationName]: (ctx: EffectContext, args: MutationValue<N>) => Promise<RowChange[]> };

const own = (ctx: EffectContext) => `user:${ctx.userId}`;

export const localEffects: Effects = {
  'testimonial.submit': async (ctx, a) => [
    {
      collection: 'myTestimonials',
      pk: a.id,
      row: { ...a, approved: false, createdAt: ctx.now, bucket: own(ctx) },
    },
  ],
  'contact.send': async (ctx, a) => [{ collection: 'myMessages', pk: a.id, row: { ...a, createdAt: ctx.now, bucket: own(ctx) } }],
  'profile.update': async (ctx, a) => {
    const me = await ctx.db.collection('me').get(ctx.userId);
    if (!me) return [];
    return [{ collection: 'me', pk: ctx.userId, row: { ...me, ...profileChanges(a) } }];
  },
  'payment.proof': async (ctx, a) => {
    const me = await ctx.db.collection('me').get(ctx.userId);
    const course = await ctx.db.courses.get(a.courseId);
    const row: Synced<SyncRowTypes['paymentProofs']> = {
      id: a.id,
      studentId: ctx.userId,
      courseId: a.courseId,
      studentName: me ? `${me.firstName} ${me.lastName}` : '',
      courseName: course?.title ?? '',
      amount: a.amount ?? course?.price ?? 0,
      mobileNumber: a.mobileNumber ?? me?.phoneNumber ?? '',
      transactionId: a.transactionId,
      paymentDate: ctx.now,
      screenshot: a.screenshot,
      status: 'pending',
      adminNotes: null,
      decidedAt: null,
      bucket: own(ctx),
    };
    return [{ collection: 'paymentProofs', pk: a.id, row }];
  },
  // A practice level counts at once, scored with the device's key (the server scores it again when
  // it arrives); an assignment is scored by the server only: its row comes with the pull.
  'quiz.attempt': async (ctx, a) => {
    if (isServerScored(a.subLevel)) return [];
    const key = await ctx.db
      .collection('quizQuestions')
      .where('[language+tier+subLevel]')
      .equals([a.language, a.tier, a.subLevel])
      .toArray();
    return [{ collection: 'quizAttempts', pk: a.id, row: { ...a, score: scoreAttempt(a.answers, key), bucket: own(ctx) } }];
  },
  // Read once: the first time stays, as on the server.
  'notification.read': async (ctx, a) => {
    const n = await ctx.db.collection('notifications').get(a.id);
    if (!n || n.readAt) return [];
    return [{ collection: 'notifications', pk: a.id, row: { ...n, readAt: ctx.now } }];
  },
  'code.run': async (ctx, a) => [
    {
      collection: 'codeRuns',
      pk: a.id,
      row: {
        id: a.id,
        userId: ctx.userId,
        language: a.language,
        code: a.code,
        stdin: a.stdin ?? null,
        status: 'queued',
        result: null,
        createdAt: ctx.now,
        finishedAt: null,
        bucket: own(ctx),
      },
    },
  ],
  'job.save': async (ctx, a) => {
    // Saving a saved job changes nothing on the server, so its row (and date) stays as it is.
    const pk = savedJobId(ctx.userId, a.jobId);
    const existing = await ctx.db.collection('savedJobs').get(pk);
    const row = existing ?? { id: pk, jobId: a.jobId, savedAt: ctx.now, bucket: own(ctx) };
    return [{ collection: 'savedJobs', pk, row: a.saved ? row : null }];
  },
  'resume.save': async (ctx, a) => [
    { collection: 'resumes', pk: a.id, row: { id: a.id, resume: a.resume, editedAt: ctx.now, bucket: own(ctx) } },
  ],
  'resume.delete': async (_ctx, a) => [{ collection: 'resumes', pk: a.id, row: null }],
  // The server stamps the time and decides lateness; until it answers, the device shows its own
  // time and "waiting". A resubmission keeps the row's id (one per student and assignment).
  'assignment.submit': async (ctx, a) => {
    const assignment = await ctx.db.collection('courseContents').get(a.assignmentId);
    if (!assignment) return [];
    const pk = submissionId(ctx.userId, a.assignmentId);
    const eventId = learningEventId(ctx.userId, 'assignment', a.assignmentId);
    return [
      {
        collection: 'assignmentSubmissions',
        pk,
        row: {
          id: pk,
          assignmentId: a.assignmentId,
          courseId: assignment.courseId,
          studentId: ctx.userId,
          text: a.text,
          files: a.files,
          submittedAt: ctx.now,
          late: false,
          marks: null,
          maxMarks: assignment.maxMarks ?? assignmentRules.defaultMaxMarks,
          feedback: null,
          gradedAt: null,
          bucket: own(ctx),
        },
      },
      {
        collection: 'learningEvents',
        pk: eventId,
        row: {
          id: eventId,
          courseId: assignment.courseId,
          kind: 'assignment',
          subjectId: a.assignmentId,
          fraction: 1,
          done: true,
          at: ctx.now,
          bucket: own(ctx),
        },
      },
    ];
  },
  // The furthest point is kept and watched stays watched, as on the server.
  'lesson.progress': async (ctx, a) => {
    const lesson = await ctx.db.collection('courseContents').get(a.contentId);
    if (!lesson || lesson.type !== 'video') return [];
    const pk = learningEventId(ctx.userId, 'video', a.contentId);
    const before = await ctx.db.collection('learningEvents').get(pk);
    const fraction = Math.max(before?.fraction ?? 0, videoFraction(a.position, a.duration));
    const done = (before?.done ?? false) || isVideoWatched(fraction);
    if (before && before.fraction === fraction && before.done === done) return [];
    const at = !before || done !== before.done ? ctx.now : before.at;
    return [
      {
        collection: 'learningEvents',
        pk,
        row: { id: pk, courseId: lesson.courseId, kind: 'video', subjectId: a.contentId, fraction, done, at, bucket: own(ctx) },
      },
    ];
  },
  'course.bookmark': async (ctx, a) => {
    // Bookmarking twice changes nothing on the server, so nothing here either.
    const existing = await ctx.db.collection('bookmarks').get(a.courseId);
    const row = existing ?? { id: `local-${a.courseId}`, courseId: a.courseId, bucket: own(ctx) };
    return [{ collection: 'bookmarks', pk: a.courseId, row: a.bookmarked ? row : null }];
  },
};

export interface BlobInput {
  id: string;
  blob: Blob;
  name: string;
  purpose: UploadPurpose;
}

/**
 * Queues a mutation: validates its arguments with the shared schema (throws the schema's error),
 * applies its effect locally and adds it to the outbox, atomically. Returns the mutation's id.
 */
export async function queueMutation<N extends MutationName>(
  db: AppDatabase,
  userId: string,
  name: N,
  args: MutationArgs<N>,
  blobs: BlobInput[] = [],
): Promise<string> {
  const value = mutationArgsSchemas[name].parse(args) as MutationValue<N>;
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db.transaction('rw', db.tables, async () => {
    const changes = await (localEffects[name] as (ctx: EffectContext, a: MutationValue<N>) => Promise<RowChange[]>)(
      { db, userId, now },
      value,
    );
    for (const c of changes) {
      const key = keyOf(c.collection, c.pk);
      const table = db.collection(c.collection);
      // The first write to a row remembers what the server said, for a discard to go back to.
      if (!(await db.shadows.get(key))) await db.shadows.put({ key, row: (await table.get(c.pk)) ?? null });
      if (c.row) {
        if (primaryKeyOf(c.collection) !== 'id') await table.delete(c.pk);
        await table.put(c.row);
      } else await table.delete(c.pk);
    }
    for (const b of blobs) await db.blobs.put({ ...b, type: b.blob.type, status: 'pending', createdAt: now });
    await db.outbox.add({
      id,
      name,
      args: value,
      createdAt: now,
      status: 'pending',
      keys: changes.map((c) => keyOf(c.collection, c.pk)),
      blobIds: blobs.map((b) => b.id),
    });
  });
  return id;
}
