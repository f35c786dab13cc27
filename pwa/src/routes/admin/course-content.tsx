import { createFileRoute } from '@tanstack/react-router';
import { CourseContentWizard } from '../../features/admin-course-content/course-content-wizard';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/course-content')({ beforeLoad: requireRole('admin'), component: CourseContentWizard });
