import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../../data/session';

/**
 * The legacy `/course/{courseId}` link (spec section 2) leads to the course: a signed-in student to
 * its Continue Learning page (which says so when the course is not theirs), anyone else to the
 * course's details on the course list (`/courses?course={id}`).
 */
export const Route = createFileRoute('/course/$courseId')({
  beforeLoad: ({ params }) => {
    const student = getSession()?.user.role === 'student';
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect
    throw student
      ? redirect({ to: '/student/continue-learning/$courseId', params })
      : redirect({ to: '/courses', search: { course: params.courseId } });
  },
});
