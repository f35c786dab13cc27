import { redirect } from '@tanstack/react-router';
import type { Role } from '@institute/shared-schema';
import { getSession } from '../../data/session';

/**
 * The route guard of spec section 4, for a route's `beforeLoad`: no session leads to /login, a role
 * outside the list leads to /. The server checks every call again; this only keeps screens honest.
 */
export const requireRole =
  (...roles: Role[]) =>
  () => {
    const session = getSession();
    // TanStack Router's way to redirect from `beforeLoad` is to throw its redirect object.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!session) throw redirect({ to: '/login' });
    // An account an administrator created changes its default password before anything else.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (session.mustChangePassword) throw redirect({ to: '/change-password' });
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!roles.includes(session.user.role)) throw redirect({ to: '/' });
  };

/** Where "Dashboard" leads for a role; registered users always go to the student dashboard. */
export const dashboardPath = (role: Role) => (role === 'admin' ? '/admin/dashboard' : '/student/dashboard');
