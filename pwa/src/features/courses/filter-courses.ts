import type { Course } from '@institute/shared-schema';

export interface CourseFilter {
  text: string;
  category: string | null;
  level: string | null;
}

export const noFilter: CourseFilter = { text: '', category: null, level: null };

/** The courses page's filters (spec section 2): category, level, and text in the title or description, case-insensitive. */
export function filterCourses<C extends Pick<Course, 'title' | 'description' | 'category' | 'level'>>(
  courses: readonly C[],
  f: CourseFilter,
): C[] {
  const q = f.text.trim().toLowerCase();
  return courses.filter(
    (c) =>
      (!f.category || c.category === f.category) &&
      (!f.level || c.level === f.level) &&
      (!q || c.title.toLowerCase().includes(q) || c.description.toLowerCase().includes(q)),
  );
}

/** The categories present in the list, sorted, for the category filter's options. */
export const categoriesOf = (courses: readonly Pick<Course, 'category'>[]) => [...new Set(courses.map((c) => c.category))].sort();
