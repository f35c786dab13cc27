import { createFileRoute } from '@tanstack/react-router';
import { AuditAdminPage } from '../../features/admin-audit/audit-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/audit')({ beforeLoad: requireRole('admin'), component: AuditAdminPage });
