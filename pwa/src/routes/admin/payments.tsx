import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '../../features/auth/route-guard';

/** A short name for the spec's /admin/payment-verifications. */
export const Route = createFileRoute('/admin/payments')({
  beforeLoad: () => {
    requireRole('admin')();
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect
    throw redirect({ to: '/admin/payment-verifications' });
  },
});
