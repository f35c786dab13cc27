import { createFileRoute } from '@tanstack/react-router';
import { InstitutesPage } from '../../features/site-content/institutes-page';

export const Route = createFileRoute('/about/institutes')({ component: InstitutesPage });
