/**
 * The course dialog's values as the form holds them (text for numbers and lists), how they become
 * the API's `CourseForm`, and the shared schema's problems as errors keyed by the form's fields.
 */
import { courseFormSchema, type Course, type CourseForm } from '@institute/shared-schema';

export interface Topic {
  key: number;
  mainTopic: string;
  /** One sub topic per line. */
  subTopics: string;
}
export interface CourseValues {
  title: string;
  description: string;
  level: string | null;
  duration: string;
  instructor: string;
  price: number | string;
  originalPrice: number | string;
  category: string;
  status: string | null;
  isActive: boolean;
  skills: string;
  topics: Topic[];
}

let nextKey = 1;
export const newTopic = (): Topic => ({ key: nextKey++, mainTopic: '', subTopics: '' });

export const blankCourse: CourseValues = {
  title: '',
  description: '',
  level: null,
  duration: '',
  instructor: '',
  price: '',
  originalPrice: '',
  category: 'Programming',
  status: 'draft',
  isActive: true,
  skills: '',
  topics: [],
};

export function fromCourse(c: Course): CourseValues {
  return {
    title: c.title,
    description: c.description,
    level: c.level,
    duration: c.duration,
    instructor: c.instructor,
    price: c.price,
    originalPrice: c.originalPrice ?? '',
    category: c.category,
    status: c.status,
    isActive: c.isActive,
    skills: c.skills.join(', '),
    topics: c.syllabus.map((s) => ({ key: nextKey++, mainTopic: s.mainTopic, subTopics: s.subTopics.join('\n') })),
  };
}

/** The form's values as the API takes them; the shared schema then trims and drops incomplete topics. */
export function toCourseForm(v: CourseValues): CourseForm {
  return {
    title: v.title,
    description: v.description,
    level: (v.level ?? '') as CourseForm['level'],
    duration: v.duration,
    instructor: v.instructor,
    price: v.price === '' ? Number.NaN : Number(v.price),
    originalPrice: v.originalPrice === '' ? Number.NaN : Number(v.originalPrice),
    category: v.category,
    status: (v.status ?? 'draft') as CourseForm['status'],
    isActive: v.isActive,
    skills: v.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    syllabus: v.topics.map((t) => ({ mainTopic: t.mainTopic, subTopics: t.subTopics.split('\n') })),
  };
}

/** A schema path as the form's field: `syllabus.2.subTopics.0` is `topics.2.subTopics`, `skills.3` is `skills`. */
export function courseFieldOf(path: readonly PropertyKey[]): string {
  const [head, index, part] = path.map(String);
  if (head === 'syllabus') return index === undefined ? 'topics' : `topics.${index}.${part ?? 'mainTopic'}`;
  return head ?? '';
}

/** @mantine/form's `validate`: the shared schema's first message for each field, none when valid. */
export function courseFormErrors(values: CourseValues): Record<string, string> {
  const parsed = courseFormSchema.safeParse(toCourseForm(values));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = courseFieldOf(issue.path);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
