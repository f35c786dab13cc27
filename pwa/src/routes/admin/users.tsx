import { createFileRoute } from '@tanstack/react-router';
import { UsersAdminPage } from '../../features/admin-users/users-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/users')({ beforeLoad: requireRole('admin'), component: UsersAdminPage });
