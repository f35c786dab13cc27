import { createFileRoute } from '@tanstack/react-router';
import { CoursesAdminPage } from '../../features/admin-courses/courses-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/courses')({ beforeLoad: requireRole('admin'), component: CoursesAdminPage });
