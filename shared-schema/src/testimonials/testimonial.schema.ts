import { z } from 'zod';
import { messages } from '../messages.js';
import { id, limits, requiredString } from '../fields.js';

const v = messages.validation;

export const testimonialCourses = ['Java', 'Python', 'C Programming', 'MERN Stack', 'Data Structure Using C'] as const;
export const defaultRating = 5;

export const testimonialSchema = z.object({
  id,
  text: z.string(),
  author: z.string(),
  course: z.string(),
  faculty: z.string(),
  rating: z.number().int().min(1).max(5),
  approved: z.boolean(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Public add and admin edit share one form. */
export const testimonialFormSchema = z.object({
  text: requiredString(v.testimonialTextRequired, limits.text),
  author: requiredString(v.testimonialAuthorRequired, limits.name),
  course: z.enum(testimonialCourses, { error: v.testimonialCourseRequired }),
  faculty: requiredString(v.testimonialFacultyRequired, limits.name),
  rating: z.coerce.number({ error: v.ratingRange }).int(v.ratingRange).min(1, v.ratingRange).max(5, v.ratingRange),
});
export type TestimonialForm = z.input<typeof testimonialFormSchema>;
export type TestimonialFormValues = z.output<typeof testimonialFormSchema>;

/** Approve (shown on the site, in the `public` bucket) or hide (back to waiting) a testimonial. */
export const testimonialApprovalSchema = z.object({ approved: z.boolean() });
