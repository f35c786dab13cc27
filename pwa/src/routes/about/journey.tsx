import { createFileRoute } from '@tanstack/react-router';
import { JourneyPage } from '../../features/site-content/journey-page';

export const Route = createFileRoute('/about/journey')({ component: JourneyPage });
