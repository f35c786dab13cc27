import { createFileRoute } from '@tanstack/react-router';
import { MessagesAdminPage } from '../../features/admin-messages/messages-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/messages')({ beforeLoad: requireRole('admin'), component: MessagesAdminPage });
