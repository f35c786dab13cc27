/** A course's level, without zod: the catalogue's filter needs only the names (course.schema.ts re-exports them). */
export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
