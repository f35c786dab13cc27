/**
 * The payments feature's one door to data (issue 7). Screens call only these three functions.
 *
 * A proof is the `payment.proof` sync mutation: its screenshot is kept on the device as a blob and
 * uploaded first (`PUT /api/uploads/{id}`), then the mutation follows, so a student with no signal
 * can submit and walk away. The lists read the `user:{id}` bucket from Dexie (`useLiveQuery`): a
 * proof still in the outbox shows as "Waiting to upload" (`syncState: 'waiting'`), then "Pending
 * verification" once the server has it, then the administrator's decision with its note, all
 * without a reload. Enrolments come the same way, each with its course from the `public` bucket.
 * (`POST /api/verify-payment` stays for other clients.)
 */
import { useLiveQuery } from '../../data/use-live-query';
import { type Course, type Enrollment, type PaymentVerification } from '@institute/shared-schema';
import { db } from '../../data/db';
import { mutate } from '../../sync/sync-runtime';
import { keyOf } from '../../sync/sync-engine';
import { useSession } from '../../data/session';

export type MyPaymentProof = PaymentVerification & {
  /** 'waiting' while the proof sits in the outbox; 'sent' once the server has it. */
  syncState: 'waiting' | 'sent';
};

export type MyEnrollment = Enrollment & { courseDetails: Course | null };

export interface ProofSubmission {
  course: Pick<Course, 'id' | 'title' | 'price'>;
  transactionId: string;
  mobileNumber: string;
  screenshot: File;
}

export async function submitPaymentProof({ course, transactionId, mobileNumber, screenshot }: ProofSubmission): Promise<void> {
  const blobId = crypto.randomUUID();
  await mutate(
    'payment.proof',
    {
      id: crypto.randomUUID(),
      courseId: course.id,
      transactionId: transactionId.trim(),
      mobileNumber: mobileNumber.trim(),
      amount: course.price,
      screenshot: blobId,
    },
    [{ id: blobId, blob: screenshot, name: screenshot.name || 'screenshot', purpose: 'payment-screenshot' }],
  );
}

/** The signed-in student's payment proofs, newest first (undefined while loading). */
export function useMyPaymentProofs() {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const proofs = useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await db.collection('paymentProofs').where('bucket').equals(`user:${userId}`).toArray();
    const waiting = new Set((await db.outbox.where('status').equals('pending').toArray()).flatMap((e) => e.keys));
    return rows
      .map((p): MyPaymentProof => ({ ...p, syncState: waiting.has(keyOf('paymentProofs', p.id)) ? 'waiting' : 'sent' }))
      .sort((a, b) => b.paymentDate.localeCompare(a.paymentDate));
  }, [userId]);
  return { proofs, error: null as string | null, reload: () => undefined };
}

/** The signed-in student's enrolments with their courses, newest first (undefined while loading). */
export function useMyEnrollments() {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const enrollments = useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await db.collection('enrollments').where('bucket').equals(`user:${userId}`).toArray();
    const courses = await db.courses.bulkGet(rows.map((e) => e.courseId));
    return rows
      .map((e, i): MyEnrollment => ({ ...e, courseDetails: courses[i] ?? null }))
      .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
  }, [userId]);
  return { enrollments, error: null as string | null, reload: () => undefined };
}
