import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../features/auth/route-guard';
import { ProfileScreen } from '../../features/profile/profile-screen';

export const Route = createFileRoute('/student/profile')({ beforeLoad: requireRole('student'), component: ProfileScreen });
