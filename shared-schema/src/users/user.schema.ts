import { z } from 'zod';
import { messages } from '../messages.js';
import { emailOf, id, requiredString, tenDigits } from '../fields.js';

const v = messages.validation;

export const roles = ['admin', 'student'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Password rule of registration: 6+ characters, an uppercase letter, a digit, one of !@#$%^&*. */
export const strongPassword = z.string({ error: v.passwordRule }).regex(/^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{6,}$/, v.passwordRule);

/** An address: required, must look like one, stored lower-case. */
export const emailField = emailOf(v.emailRequired, v.emailInvalid);

export const otpCode = z
  .string({ error: v.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, v.otpInvalid);

/** The User entity as the API and the sync buckets carry it (never with a password). */
export const userSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  education: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  status: z.string().default('active'),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Registration form (site spec section 5). The code itself is checked by the server. */
export const registrationSchema = z
  .object({
    firstName: requiredString(v.firstNameRequired),
    lastName: requiredString(v.lastNameRequired),
    email: emailField,
    phoneNumber: tenDigits(v.phoneInvalid),
    password: strongPassword,
    confirmPassword: z.string(),
  })
  .refine((f) => f.password === f.confirmPassword, { path: ['confirmPassword'], error: v.passwordsDoNotMatch });
export type RegistrationForm = z.input<typeof registrationSchema>;

/** What `POST /api/auth/register` takes: the form plus the one-time code just verified. */
export const registerRequestSchema = z.object({
  firstName: requiredString(v.firstNameRequired),
  lastName: requiredString(v.lastNameRequired),
  email: emailField,
  phoneNumber: tenDigits(v.phoneInvalid),
  password: strongPassword,
  otp: otpCode,
});

export const loginSchema = z.object({
  email: requiredString(v.emailRequired).transform((s) => s.toLowerCase()),
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired),
});

export const mobileField = tenDigits(v.mobileInvalid);
export const sendOtpSchema = z.object({ mobile: mobileField });
export const verifyOtpSchema = z.object({ mobile: mobileField, otp: otpCode });

/** Forgot password, step 2: digits only, at most six. */
export const resetOtpField = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, v.otpDigits);

const newPasswordPair = (mismatch: string) =>
  z
    .object({
      newPassword: z.string().min(6, v.passwordMin),
      confirmPassword: z.string(),
    })
    .refine((f) => f.newPassword === f.confirmPassword, { path: ['confirmPassword'], error: mismatch });

/** Forgot password step 3 (/forgot-password says "do not", /reset-password says "don't"). */
export const newPasswordSchema = newPasswordPair(v.passwordsDoNotMatch);
export const newPasswordVariantSchema = newPasswordPair(v.passwordsDontMatch);

export const resetPasswordRequestSchema = z.object({
  mobile: mobileField,
  newPassword: z.string().min(6, v.passwordMin),
  otp: resetOtpField.optional(),
});

/** Administrator user form: optional international phone, a looser email check. */
export const adminPhone = z
  .string()
  .trim()
  .regex(/^\+?\d{3}[-\s.]?\d{3}[-\s.]?\d{4,6}$/, v.adminPhoneInvalid);

export const adminUserSchema = z.object({
  firstName: requiredString(v.firstNameRequired),
  lastName: requiredString(v.lastNameRequired),
  email: emailOf(v.emailRequired, v.adminEmailInvalid),
  phoneNumber: z.union([z.literal(''), adminPhone]).optional(),
  role: roleSchema.default('student'),
  secretCode: z.string().optional(),
});
export type AdminUserForm = z.input<typeof adminUserSchema>;

/** Profile edit (PUT /users/profile): the fields a user may change on themselves. */
export const profileUpdateSchema = z.object({
  firstName: requiredString(v.firstNameRequired),
  lastName: requiredString(v.lastNameRequired),
  email: emailField,
  phone: z.union([z.literal(''), tenDigits(v.phoneInvalid)]).optional(),
  address: z.string().trim().max(500).optional(),
  education: z.string().trim().max(200).optional(),
  bio: z.string().trim().max(2000).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
