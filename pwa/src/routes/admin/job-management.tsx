import { createFileRoute } from '@tanstack/react-router';
import { JobsAdminPage } from '../../features/admin-jobs/jobs-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/job-management')({ beforeLoad: requireRole('admin'), component: JobsAdminPage });
