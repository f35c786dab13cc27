import { createFileRoute } from '@tanstack/react-router';
import { LiveSessionsAdminPage } from '../../features/admin-live-sessions/live-sessions-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/live-sessions')({ beforeLoad: requireRole('admin'), component: LiveSessionsAdminPage });
