import { createFileRoute } from '@tanstack/react-router';
import { ReviewsAdminPage } from '../../features/admin-reviews/reviews-admin-page';
import { requireRole } from '../../features/auth/route-guard';

export const Route = createFileRoute('/admin/reviews')({ beforeLoad: requireRole('admin'), component: ReviewsAdminPage });
