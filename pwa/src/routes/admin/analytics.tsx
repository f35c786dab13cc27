import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsAdminPage } from '../../features/admin-analytics/analytics-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/analytics')({ beforeLoad: requireRole('admin'), component: AnalyticsAdminPage });
