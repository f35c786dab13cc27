import { z } from 'zod';
import { messages } from '../messages.js';
import { boundedString, id, limits, requiredString, uuid } from '../fields.js';
import { assignmentFieldsSchema } from '../assignments/assignment.schema.js';
import { courseLevels } from './course-levels.js';

export * from './course-levels.js';

const v = messages.validation;

export const courseLevelSchema = z.enum(courseLevels);
export const courseStatuses = ['draft', 'published', 'archived'] as const;

export const syllabusEntrySchema = z.object({
  id,
  mainTopic: z.string(),
  subTopics: z.array(z.string()),
});
export type SyllabusEntry = z.infer<typeof syllabusEntrySchema>;

export const courseSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  level: courseLevelSchema,
  duration: z.string(),
  instructor: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  skills: z.array(z.string()),
  /** Up to five are shown in the details dialog. */
  learningOutcomes: z.array(z.string()),
  projects: z.array(z.string()),
  status: z.enum(courseStatuses),
  isActive: z.boolean(),
  students: z.number().int(),
  icon: z.string().nullable(),
  syllabus: z.array(syllabusEntrySchema),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

/** Rupees, whole: the `integer` price columns take no fractions and nothing past `limits.amount`. */
const positive = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(limits.amount, message);

const topic = z.string().max(limits.title);

/**
 * The administrator's course form (site spec section 5). Syllabus topics survive only with a
 * non-blank main topic and at least one non-blank sub topic; every value is trimmed.
 */
export const courseFormSchema = z.object({
  title: requiredString(v.titleRequired, limits.title),
  description: requiredString(v.descriptionRequired, limits.text),
  level: z.enum(courseLevels, { error: v.levelRequired }),
  duration: requiredString(v.durationRequired, limits.name),
  instructor: requiredString(v.instructorRequired, limits.name),
  price: positive(v.priceRequired),
  originalPrice: positive(v.originalPriceRequired),
  category: boundedString(limits.name).default('Programming'),
  image: boundedString(limits.url).optional(),
  skills: z.array(boundedString(limits.name).min(1)).max(limits.list).default([]),
  status: z.enum(courseStatuses).default('draft'),
  isActive: z.boolean().default(true),
  syllabus: z
    .array(z.object({ mainTopic: topic, subTopics: z.array(topic).max(limits.list) }))
    .max(limits.list)
    .default([])
    .transform(normaliseSyllabus),
});
export type CourseForm = z.input<typeof courseFormSchema>;

export function normaliseSyllabus(entries: { mainTopic: string; subTopics: string[] }[]) {
  return entries
    .map((e) => ({ mainTopic: e.mainTopic.trim(), subTopics: e.subTopics.map((s) => s.trim()).filter(Boolean) }))
    .filter((e) => e.mainTopic !== '' && e.subTopics.length > 0);
}

export const enrollmentStatuses = ['in-progress', 'completed'] as const;

export const enrollmentSchema = z.object({
  id,
  studentId: id,
  courseId: id,
  status: z.enum(enrollmentStatuses),
  progress: z.number().min(0).max(100),
  nextLesson: z.string().nullable(),
  enrolledAt: z.string(),
  lastAccessed: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const contentTypes = ['video', 'assignment', 'note'] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const courseContentSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  description: z.string(),
  type: contentTypeSchema,
  file: z.string().nullable(),
  duration: z.string().nullable(),
  liveSessionId: id.nullable(),
  /** The order of the course's contents. */
  position: z.number().int(),
  createdAt: z.string(),
  /** An assignment's due date (`YYYY-MM-DD`, the institute's calendar), null when it has none or for other types. */
  dueDate: z.string().nullable(),
  /** The marks an assignment is out of; null for other types. */
  maxMarks: z.number().int().nullable(),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

const contentExtensions: Record<ContentType, { extensions: string[]; message: string }> = {
  video: { extensions: ['mp4', 'webm', 'mov', 'mkv', 'avi', 'ogv'], message: v.contentVideoType },
  assignment: { extensions: ['pdf', 'doc', 'docx'], message: v.contentAssignmentType },
  note: { extensions: ['pdf', 'txt', 'md'], message: v.contentNoteType },
};

/** Content upload rule: video files for videos; pdf, doc, docx for assignments; pdf, txt, md for notes. */
export function checkContentFile(type: ContentType, fileName: string): string | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const rule = contentExtensions[type];
  return fileName.includes('.') && rule.extensions.includes(ext) ? null : rule.message;
}

/** An assignment is a course content of type `assignment` (with its due date and maximum marks). */
export type Assignment = CourseContent;

export const progressSchema = z.object({
  progress: z.number().min(0).max(100),
  videosWatched: z.number().int().min(0),
  assignmentsCompleted: z.number().int().min(0),
  sessionsAttended: z.number().int().min(0),
  totalSessions: z.number().int().min(0),
});
export type Progress = z.infer<typeof progressSchema>;

export const studentStatsSchema = z.object({
  totalCourses: z.number().int(),
  inProgress: z.number().int(),
  completedCourses: z.number().int(),
  achievements: z.number().int(),
});
export type StudentStats = z.infer<typeof studentStatsSchema>;

/** Marking or unmarking a course (the `course.bookmark` mutation). */
export const bookmarkSchema = z.object({ courseId: id, bookmarked: z.boolean() });

/** A course the learner marked: at most one per course, so the device keys it by `courseId`. */
export const courseBookmarkSchema = z.object({ id, courseId: id });
export type CourseBookmark = z.infer<typeof courseBookmarkSchema>;

/** The wizard's third step (spec section 4 "Content wizard"): the form fields beside the file. */
export const contentFormSchema = z
  .object({
    title: requiredString(messages.learning.contentTitleRequired, limits.title),
    description: boundedString(limits.text).default(''),
    type: contentTypeSchema,
    duration: boundedString(limits.name).default(''),
    /** The live session the content belongs to (step 2), or none. */
    liveSessionId: z.union([uuid, z.literal('')]).default(''),
  })
  .extend(assignmentFieldsSchema.shape);
export type ContentForm = z.input<typeof contentFormSchema>;

/**
 * Editing a lesson (issue 18): its words, duration and, for an assignment, its due date and maximum
 * marks; the type, the file and the live session stay as added. Sent as JSON.
 */
export const contentEditSchema = contentFormSchema
  .pick({ title: true, description: true, duration: true })
  .extend(assignmentFieldsSchema.shape);
export type ContentEdit = z.input<typeof contentEditSchema>;

/** The most lessons one course's order can name (the reorder route's bound). */
export const contentOrderMax = 1000;

/** A course's lessons in their new order: every lesson of the course, each once. */
export const contentOrderSchema = z.object({
  ids: z
    .array(uuid)
    .min(1)
    .max(contentOrderMax)
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, messages.learning.contentOrderDuplicate),
});
export type ContentOrder = z.infer<typeof contentOrderSchema>;
