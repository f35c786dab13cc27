import { createFileRoute } from '@tanstack/react-router';
import { MissionPage } from '../../features/site-content/mission-page';

export const Route = createFileRoute('/about/mission')({ component: MissionPage });
