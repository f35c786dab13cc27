import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '../../features/auth/route-guard';

/** /admin leads to the dashboard (spec section 2), after the same guard. */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    requireRole('admin')();
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect
    throw redirect({ to: '/admin/dashboard' });
  },
});
