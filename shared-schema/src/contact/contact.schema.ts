import { z } from 'zod';
import { messages } from '../messages.js';
import { id, limits, requiredString } from '../fields.js';
import { emailField } from '../users/user.schema.js';

const v = messages.validation;

export const contactSubjects = ['General Inquiry', 'Support', 'Feedback'] as const;

export const contactFormSchema = z.object({
  name: requiredString(v.contactNameRequired, limits.name),
  email: emailField,
  subject: z.enum(contactSubjects, { error: v.contactSubjectRequired }).default('General Inquiry'),
  message: requiredString(v.contactMessageRequired, limits.text),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
