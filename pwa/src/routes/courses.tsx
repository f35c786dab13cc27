import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../features/courses/courses-page';

/** `?course={id}` opens that course's details (where the legacy `/course/{id}` link leads a visitor). */
export const Route = createFileRoute('/courses')({
  validateSearch: (search: Record<string, unknown>): { course?: string } =>
    typeof search.course === 'string' && search.course.length <= 64 ? { course: search.course } : {},
  component: CoursesPage,
});
