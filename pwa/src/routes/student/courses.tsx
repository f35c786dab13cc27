import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '../../features/auth/route-guard';

/** /student/courses (the load-error card's Back to Courses, spec section 2): the student's courses are on the dashboard. */
export const Route = createFileRoute('/student/courses')({
  beforeLoad: () => {
    requireRole('student')();
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect
    throw redirect({ to: '/student/dashboard' });
  },
});
