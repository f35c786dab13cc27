import { createFileRoute } from '@tanstack/react-router';
import { AssignmentsAdminPage } from '../../features/admin-assignments/assignments-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/assignments')({ beforeLoad: requireRole('admin'), component: AssignmentsAdminPage });
