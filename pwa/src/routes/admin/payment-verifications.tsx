import { createFileRoute } from '@tanstack/react-router';
import { VerificationsAdminPage } from '../../features/admin-payments/verifications-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/payment-verifications')({
  beforeLoad: requireRole('admin'),
  component: VerificationsAdminPage,
});
