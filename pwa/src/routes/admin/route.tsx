import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin-layout/admin-layout';
import { requireRole } from '../../features/auth/route-guard';

/** The administrator's console: every `/admin/...` page renders inside its sidebar layout (issue 19). */
export const Route = createFileRoute('/admin')({ beforeLoad: requireRole('admin'), component: AdminLayout });
