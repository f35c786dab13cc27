import { z } from 'zod';
import { messages } from '../messages.js';
import { bound, boundedString, emailOf, id, limits, requiredString, tenDigits } from '../fields.js';

const v = messages.validation;

import { roles, type Role } from './roles.js';

export { roles, type Role };
export const roleSchema = z.enum(roles);

/**
 * Password rule of registration: 6+ characters, an uppercase letter, a digit, one of !@#$%^&*.
 * The bound comes first and stops the check, so the lookaheads only ever scan 128 characters.
 */
export const strongPassword = z
  .string({ error: v.passwordRule })
  .max(limits.password, bound())
  .regex(/^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{6,}$/, v.passwordRule);

/** Any password a person types: sign-in, a new password (at most 128 characters). */
const password = z.string().max(limits.password, bound());

/** An address: required, must look like one, stored lower-case. */
export const emailField = emailOf(v.emailRequired, v.emailInvalid);

/** Room for spaces a person pastes around a code; the code itself is six digits. */
const codeChars = 16;

export const otpCode = z
  .string({ error: v.otpInvalid })
  .max(codeChars, bound(v.otpInvalid))
  .trim()
  .regex(/^\d{6}$/, v.otpInvalid);

/**
 * The User entity: the one shape every answer carrying a user uses (sign-in, registration,
 * refresh, the profile, the administrator's lists), the PWA's session and the `me` sync
 * collection. Never with a password. A display name is derived (`fullName`), not sent.
 */
export const userSchema = z
  .object({
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
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** "Asha Patil": how screens name a user. */
export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** Registration form (site spec section 5). The code itself is checked by the server. */
export const registrationSchema = z
  .object({
    firstName: requiredString(v.firstNameRequired, limits.name),
    lastName: requiredString(v.lastNameRequired, limits.name),
    email: emailField,
    phoneNumber: tenDigits(v.phoneInvalid),
    password: strongPassword,
    confirmPassword: password,
  })
  .refine((f) => f.password === f.confirmPassword, { path: ['confirmPassword'], error: v.passwordsDoNotMatch });
export type RegistrationForm = z.input<typeof registrationSchema>;

/** What `POST /api/auth/register` takes: the form plus the one-time code just verified. */
export const registerRequestSchema = z.object({
  firstName: requiredString(v.firstNameRequired, limits.name),
  lastName: requiredString(v.lastNameRequired, limits.name),
  email: emailField,
  phoneNumber: tenDigits(v.phoneInvalid),
  password: strongPassword,
  otp: otpCode,
});

export const loginSchema = z.object({
  email: requiredString(v.emailRequired, limits.email).transform((s) => s.toLowerCase()),
  password: z.string({ error: v.passwordRequired }).max(limits.password, bound()).min(1, v.passwordRequired),
});

/**
 * The sign-in form: a malformed address is caught before any request, with the registration's
 * message (the server keeps `loginSchema`, so a wrong address still answers "Invalid email or password").
 */
export const loginFormSchema = loginSchema.extend({ email: emailField });

export const mobileField = tenDigits(v.mobileInvalid);
export const sendOtpSchema = z.object({ mobile: mobileField });
export const verifyOtpSchema = z.object({ mobile: mobileField, otp: otpCode });

/** Forgot password, step 2: digits only, at most six. */
export const resetOtpField = z
  .string()
  .max(codeChars, bound(v.otpDigits))
  .trim()
  .regex(/^\d{1,6}$/, v.otpDigits);

const newPasswordPair = (mismatch: string) =>
  z
    .object({
      newPassword: strongPassword,
      confirmPassword: password,
    })
    .refine((f) => f.newPassword === f.confirmPassword, { path: ['confirmPassword'], error: mismatch });

/** Forgot password step 3 (/forgot-password says "do not", /reset-password says "don't"). */
export const newPasswordSchema = newPasswordPair(v.passwordsDoNotMatch);
export const newPasswordVariantSchema = newPasswordPair(v.passwordsDontMatch);

/** A reset password follows the registration rule (issue 13: it accepted `aaaaaa`). */
export const resetPasswordRequestSchema = z.object({
  mobile: mobileField,
  newPassword: strongPassword,
  otp: resetOtpField.optional(),
});

/** Administrator user form: optional international phone, a looser email check. */
export const adminPhone = z
  .string()
  .max(limits.phone, bound(v.adminPhoneInvalid))
  .trim()
  .regex(/^\+?\d{3}[-\s.]?\d{3}[-\s.]?\d{4,6}$/, v.adminPhoneInvalid);

export const adminUserSchema = z.object({
  firstName: requiredString(v.firstNameRequired, limits.name),
  lastName: requiredString(v.lastNameRequired, limits.name),
  email: emailOf(v.emailRequired, v.adminEmailInvalid),
  phoneNumber: z.union([z.literal(''), adminPhone]).optional(),
  role: roleSchema.default('student'),
  /** Compared with the configured code, which may be long. */
  secretCode: z.string().max(limits.token, bound()).optional(),
});
export type AdminUserForm = z.input<typeof adminUserSchema>;

/** Profile edit (PUT /users/profile): the fields a user may change on themselves. */
export const profileUpdateSchema = z.object({
  firstName: requiredString(v.firstNameRequired, limits.name),
  lastName: requiredString(v.lastNameRequired, limits.name),
  email: emailField,
  phone: z.union([z.literal(''), tenDigits(v.phoneInvalid)]).optional(),
  address: boundedString(limits.shortText).optional(),
  education: boundedString(limits.title).optional(),
  bio: boundedString(2_000).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * `PUT /api/users/profile` online: the profile, plus what a change of email or phone needs (a stolen
 * session must not be able to move the account): the current password for either, and for a new
 * phone the code sent to it (purpose `change-phone`). The offline `profile.update` mutation carries
 * neither, so it cannot change the email or the phone.
 */
export const profileUpdateRequestSchema = profileUpdateSchema.extend({
  currentPassword: password.optional(),
  otp: otpCode.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
