import { createFileRoute } from '@tanstack/react-router';
import { SiteContentAdminPage } from '../../features/admin-site-content/site-content-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/site-content')({ beforeLoad: requireRole('admin'), component: SiteContentAdminPage });
