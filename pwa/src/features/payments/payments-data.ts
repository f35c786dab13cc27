/**
 * The payments feature's one door to data (issue 7). Screens call only these three functions.
 *
 * Today they talk REST: the proof goes out as the spec's multipart `POST /api/verify-payment`, and
 * the lists are fetched (again on focus, on `online` and every 15 seconds while visible). The sync
 * engine re-points them without touching the screens: `submitPaymentProof` stores the screenshot as
 * a blob and queues the `payment.proof` mutation in the outbox (so it works offline), and the two
 * hooks read the `user:{id}` bucket from Dexie with `useLiveQuery`. A queued proof then appears with
 * `syncState: 'waiting'` ("Waiting to upload") until the server acknowledges it.
 */
import { useCallback, useEffect, useState } from 'react';
import { messages, type Course, type Enrollment, type PaymentVerification } from '@institute/shared-schema';
import { api } from '../../api/http';
import { getSession, useSession } from '../auth/session';

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

/** Tells every mounted list that the student's data changed (a proof was sent). */
const changed = new EventTarget();

export async function submitPaymentProof({ course, transactionId, mobileNumber, screenshot }: ProofSubmission): Promise<void> {
  const user = getSession()?.user;
  const form = new FormData();
  // The spec's field list; the server takes the student and the course name from its own records.
  form.set('transactionId', transactionId.trim());
  form.set('courseId', course.id);
  form.set('amount', String(course.price));
  form.set('mobileNumber', mobileNumber.trim());
  form.set('studentId', user?.id ?? '');
  form.set('studentName', user ? `${user.firstName} ${user.lastName}` : '');
  form.set('courseName', course.title);
  form.set('screenshot', screenshot, screenshot.name);
  const answer = await api<{ success?: boolean; message?: string }>('/api/verify-payment', {
    method: 'POST',
    body: form,
    fallback: messages.public.verifyPaymentFailed,
  });
  // Spec section 8: an answer with success false and no message.
  if (answer?.success === false) throw new Error(answer.message || messages.public.paymentVerificationFailed);
  changed.dispatchEvent(new Event('change'));
}

/** Fetches on mount, when told of a change, on focus, on `online` and every 15 s while the tab is visible. */
function useStudentList<T>(path: (userId: string) => string, pick: (body: unknown) => T[]) {
  const session = useSession();
  const userId = session?.user.role === 'student' ? session.user.id : null;
  const [data, setData] = useState<T[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    if (!userId) return;
    api<unknown>(path(userId), { fallback: messages.student.loadFailed })
      .then(pick)
      .then(
        (list) => {
          setData(list);
          setError(null);
        },
        (e: Error) => setError(e.message),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- path and pick are module constants
  }, [userId]);

  useEffect(() => {
    reload();
    const onVisible = () => document.visibilityState === 'visible' && reload();
    const timer = window.setInterval(onVisible, 15_000);
    changed.addEventListener('change', reload);
    window.addEventListener('online', reload);
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      changed.removeEventListener('change', reload);
      window.removeEventListener('online', reload);
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  return { data: userId ? data : [], error, reload };
}

const proofsPath = () => '/api/payment-verifications/mine';
const pickProofs = (body: unknown) =>
  (body as { verifications: PaymentVerification[] }).verifications.map((v): MyPaymentProof => ({ ...v, syncState: 'sent' }));

/** The signed-in student's payment proofs, newest first (undefined while loading). */
export function useMyPaymentProofs() {
  const { data, error, reload } = useStudentList(proofsPath, pickProofs);
  return { proofs: data, error, reload };
}

const enrollmentsPath = (userId: string) => `/api/enrollments/students/${userId}/courses`;
const pickEnrollments = (body: unknown) => {
  const courses = (body as { courses?: unknown }).courses;
  if (!Array.isArray(courses)) throw new Error(messages.student.enrollmentsFormat);
  return courses as MyEnrollment[];
};

/** The signed-in student's enrolments with their courses, newest first (undefined while loading). */
export function useMyEnrollments() {
  const { data, error, reload } = useStudentList(enrollmentsPath, pickEnrollments);
  return { enrollments: data, error, reload };
}
