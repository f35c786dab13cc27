import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin-dashboard/admin-dashboard-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/dashboard')({ beforeLoad: requireRole('admin'), component: AdminDashboardPage });
