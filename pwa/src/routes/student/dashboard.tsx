import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../features/auth/route-guard';
import { StudentDashboardPage } from '../../features/student/student-dashboard-page';

export const Route = createFileRoute('/student/dashboard')({ beforeLoad: requireRole('student'), component: StudentDashboardPage });
