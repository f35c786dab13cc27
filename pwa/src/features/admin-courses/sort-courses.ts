import { msg } from '@lingui/core/macro';
import type { Course } from '@institute/shared-schema';

/** The list's sorts; each label is drawn with `i18n._(label)`. */
export const courseSorts = [
  { value: 'newest', label: msg`Newest` },
  { value: 'oldest', label: msg`Oldest` },
  { value: 'price-high', label: msg`Price: high to low` },
  { value: 'price-low', label: msg`Price: low to high` },
  { value: 'students', label: msg`Most students` },
] as const;
export type CourseSort = (typeof courseSorts)[number]['value'];
export type CourseStatusFilter = 'all' | 'active' | 'inactive';

type Sortable = Pick<Course, 'createdAt' | 'price' | 'students' | 'title' | 'isActive'>;

const compare: Record<CourseSort, (a: Sortable, b: Sortable) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  'price-high': (a, b) => b.price - a.price,
  'price-low': (a, b) => a.price - b.price,
  students: (a, b) => b.students - a.students,
};

/** The admin course list (spec sections 2 and 9): status filter all, active, inactive; five sorts; ties by title. */
export function arrangeCourses<C extends Sortable>(courses: readonly C[], status: CourseStatusFilter, sort: CourseSort): C[] {
  return courses
    .filter((c) => status === 'all' || (status === 'active') === c.isActive)
    .sort((a, b) => compare[sort](a, b) || a.title.localeCompare(b.title));
}
