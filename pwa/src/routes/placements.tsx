import { createFileRoute } from '@tanstack/react-router';
import { PlacementsPage } from '../features/site-content/placements-page';

export const Route = createFileRoute('/placements')({ component: PlacementsPage });
