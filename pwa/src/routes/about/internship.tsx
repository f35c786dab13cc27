import { createFileRoute } from '@tanstack/react-router';
import { InternshipPage } from '../../features/site-content/internship-page';

export const Route = createFileRoute('/about/internship')({ component: InternshipPage });
