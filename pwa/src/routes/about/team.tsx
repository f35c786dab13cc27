import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../features/site-content/team-page';

export const Route = createFileRoute('/about/team')({ component: TeamPage });
