/**
 * Every validation rule of spec section 5 (both documents): a passing input, a failing input and
 * the exact message the failing one produces.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminUserSchema,
  checkContentFile,
  checkScreenshot,
  codeRunRequestSchema,
  contactFormSchema,
  courseFormSchema,
  jobFormSchema,
  liveSessionFormSchema,
  loginFormSchema,
  loginSchema,
  maxScreenshotBytes,
  messages,
  newPasswordSchema,
  newPasswordVariantSchema,
  paymentProofSchema,
  registrationSchema,
  resetOtpField,
  sendOtpSchema,
  testimonialFormSchema,
  verifyOtpSchema,
} from '../src/index.js';

const v = messages.validation;

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

/** Asserts `good` passes and `bad` fails with exactly `message` among its issues. */
function rule(schema: z.ZodType, good: unknown, bad: unknown, message: string) {
  expect(messagesOf(schema, good)).toEqual([]);
  expect(messagesOf(schema, bad)).toContain(message);
}

const registration = {
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'Asha.Patil@Example.com',
  phoneNumber: '9876543210',
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
};

describe('registration (site 5)', () => {
  const with_ = (patch: object) => ({ ...registration, ...patch });
  it('first name required', () => rule(registrationSchema, registration, with_({ firstName: '  ' }), v.firstNameRequired));
  it('first name missing entirely', () =>
    expect(messagesOf(registrationSchema, with_({ firstName: undefined }))).toContain(v.firstNameRequired));
  it('last name required', () => rule(registrationSchema, registration, with_({ lastName: '' }), v.lastNameRequired));
  it('email required', () => rule(registrationSchema, registration, with_({ email: '' }), v.emailRequired));
  it('email must look like an address', () => rule(registrationSchema, registration, with_({ email: 'asha@' }), v.emailInvalid));
  it('email stored lower-cased', () => {
    const r = registrationSchema.parse(registration);
    expect(r.email).toBe('asha.patil@example.com');
  });
  it('phone exactly 10 digits', () => {
    rule(registrationSchema, registration, with_({ phoneNumber: '987654321' }), v.phoneInvalid);
    expect(messagesOf(registrationSchema, with_({ phoneNumber: '98765432101' }))).toContain(v.phoneInvalid);
    expect(messagesOf(registrationSchema, with_({ phoneNumber: '98765abcde' }))).toContain(v.phoneInvalid);
  });
  it.each([
    ['too short', 'Ab1!'],
    ['no uppercase', 'secret1!'],
    ['no digit', 'Secret!!'],
    ['no special from !@#$%^&*', 'Secret11'],
  ])('password rule: %s', (_name, password) =>
    rule(registrationSchema, registration, with_({ password, confirmPassword: password }), v.passwordRule),
  );
  it('confirm must match', () => {
    rule(registrationSchema, registration, with_({ confirmPassword: 'Secret1@' }), v.passwordsDoNotMatch);
    const r = registrationSchema.safeParse(with_({ confirmPassword: 'x' }));
    expect(r.success || r.error.issues[0]?.path).toEqual(['confirmPassword']);
  });
  it('otp is six digits', () =>
    rule(verifyOtpSchema, { mobile: '9876543210', otp: '123456' }, { mobile: '9876543210', otp: '12345' }, v.otpInvalid));
});

describe('forgot password (site 5)', () => {
  it('mobile digits only, exactly 10', () => {
    rule(sendOtpSchema, { mobile: '9876543210' }, { mobile: '98765-4321' }, v.mobileInvalid);
    expect(messagesOf(sendOtpSchema, { mobile: '987654321' })).toContain(v.mobileInvalid);
  });
  it('otp digits only, at most 6', () => {
    rule(resetOtpField, '123456', '1234567', v.otpDigits);
    expect(messagesOf(resetOtpField, '12a4')).toContain(v.otpDigits);
  });
  // Issue 13: a reset password follows the registration rule (the spec's six characters let `aaaaaa` in).
  it('new password follows the registration rule', () => {
    rule(
      newPasswordSchema,
      { newPassword: 'Abcde1!', confirmPassword: 'Abcde1!' },
      { newPassword: 'abcdef', confirmPassword: 'abcdef' },
      v.passwordRule,
    );
    expect(messagesOf(newPasswordSchema, { newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toContain(v.passwordRule);
  });
  it('passwords must match', () =>
    rule(
      newPasswordSchema,
      { newPassword: 'Abcde1!', confirmPassword: 'Abcde1!' },
      { newPassword: 'Abcde1!', confirmPassword: 'Abcde1?' },
      v.passwordsDoNotMatch,
    ));
  it("variant says don't", () =>
    rule(
      newPasswordVariantSchema,
      { newPassword: 'Abcde1!', confirmPassword: 'Abcde1!' },
      { newPassword: 'Abcde1!', confirmPassword: 'x' },
      v.passwordsDontMatch,
    ));
});

describe('login (site 5)', () => {
  it('email required', () => rule(loginSchema, { email: 'a@b.co', password: 'x' }, { email: '', password: 'x' }, v.emailRequired));
  it('password required', () =>
    rule(loginSchema, { email: 'a@b.co', password: 'x' }, { email: 'a@b.co', password: '' }, v.passwordRequired));
  it('the sign-in form catches a malformed email with the registration message', () =>
    rule(loginFormSchema, { email: 'a@b.co', password: 'x' }, { email: 'a.b.co', password: 'x' }, v.emailInvalid));
});

describe('administrator user form (site 5)', () => {
  const user = { firstName: 'Ravi', lastName: 'Kale', email: 'ravi@example.com', role: 'student' };
  it('first and last name required', () => {
    rule(adminUserSchema, user, { ...user, firstName: '' }, v.firstNameRequired);
    rule(adminUserSchema, user, { ...user, lastName: '' }, v.lastNameRequired);
  });
  it('email required and of the form x@y.z', () => {
    rule(adminUserSchema, user, { ...user, email: '' }, v.emailRequired);
    rule(adminUserSchema, user, { ...user, email: 'ravi@example' }, v.adminEmailInvalid);
  });
  it.each(['+919-876-5432', '987 654 3210', '987.654.321012', ''])('phone optional, accepts %s', (phoneNumber) =>
    expect(messagesOf(adminUserSchema, { ...user, phoneNumber })).toEqual([]),
  );
  it.each(['12345', '98-76-54-32-10', '987654321a', '+91 98765 43210 99'])('phone rejects %s', (phoneNumber) =>
    expect(messagesOf(adminUserSchema, { ...user, phoneNumber })).toContain(v.adminPhoneInvalid),
  );
});

describe('course form (site 5)', () => {
  const course = {
    title: 'Java Full Stack',
    description: 'From basics to Spring',
    level: 'Beginner',
    duration: '12 weeks',
    instructor: 'Prakash Sir',
    price: 14999,
    originalPrice: 19999,
  };
  it.each([
    ['title', v.titleRequired],
    ['description', v.descriptionRequired],
    ['duration', v.durationRequired],
    ['instructor', v.instructorRequired],
  ])('%s required', (field, message) => rule(courseFormSchema, course, { ...course, [field]: ' ' }, message));
  it('level required', () => rule(courseFormSchema, course, { ...course, level: '' }, v.levelRequired));
  it('price greater than 0', () => rule(courseFormSchema, course, { ...course, price: 0 }, v.priceRequired));
  it('original price greater than 0', () => rule(courseFormSchema, course, { ...course, originalPrice: -5 }, v.originalPriceRequired));
  it('keeps only topics with a main topic and a sub topic, trimmed', () => {
    const r = courseFormSchema.parse({
      ...course,
      syllabus: [
        { mainTopic: ' Basics ', subTopics: [' Variables ', '  '] },
        { mainTopic: '  ', subTopics: ['Loops'] },
        { mainTopic: 'OOP', subTopics: ['  '] },
      ],
    });
    expect(r.syllabus).toEqual([{ mainTopic: 'Basics', subTopics: ['Variables'] }]);
    expect(r.status).toBe('draft');
  });
});

describe('live session form (site 5)', () => {
  const session = { title: 'Loops live', courseId: 'c1', date: '2026-12-01', time: '12:00' };
  it.each(['title', 'courseId', 'date', 'time'])('%s required', (field) =>
    rule(liveSessionFormSchema, session, { ...session, [field]: '' }, v.sessionRequiredFields),
  );
  it('defaults', () => {
    const r = liveSessionFormSchema.parse(session);
    expect(r).toMatchObject({ duration: '1 hour', maxParticipants: 50, status: 'scheduled' });
  });
});

describe('testimonial (site 5)', () => {
  const t = { text: 'Great teaching', author: 'Neha', course: 'Java', faculty: 'Prakash Sir', rating: 5 };
  it('text required', () => rule(testimonialFormSchema, t, { ...t, text: '' }, v.testimonialTextRequired));
  it('author required', () => rule(testimonialFormSchema, t, { ...t, author: '' }, v.testimonialAuthorRequired));
  it('faculty required', () => rule(testimonialFormSchema, t, { ...t, faculty: '' }, v.testimonialFacultyRequired));
  it('course from the list', () => rule(testimonialFormSchema, t, { ...t, course: 'Rust' }, v.testimonialCourseRequired));
  it('rating 1 to 5', () => {
    rule(testimonialFormSchema, t, { ...t, rating: 0 }, v.ratingRange);
    expect(messagesOf(testimonialFormSchema, { ...t, rating: 6 })).toContain(v.ratingRange);
    expect(messagesOf(testimonialFormSchema, { ...t, rating: 1 })).toEqual([]);
  });
});

describe('job form (site 5)', () => {
  const job = {
    title: 'Java Developer',
    company: 'Infosys',
    role: 'Full Time',
    location: 'Pune',
    skills: 'Java, Spring ,SQL',
    postedOn: '2026-11-01',
    lastDate: '2026-12-01',
    experience: '0-1 years',
    batchEligibility: '2025 Batch',
    link: 'https://example.com/apply',
    description: 'Build services',
  };
  it.each([
    ['title', 'Title'],
    ['company', 'Company'],
    ['location', 'Location'],
    ['postedOn', 'Posted date'],
    ['lastDate', 'Last date'],
    ['experience', 'Experience'],
    ['batchEligibility', 'Eligible batches'],
    ['link', 'Link'],
    ['description', 'Description'],
    ['skills', 'Skills'],
  ])('%s required', (field, label) => rule(jobFormSchema, job, { ...job, [field]: '' }, v.jobFieldRequired(label)));
  it('role required', () => rule(jobFormSchema, job, { ...job, role: '' }, v.jobFieldRequired('Role')));
  it('skills comma separated become a list; empty salary is Not specified', () => {
    const r = jobFormSchema.parse(job);
    expect(r.skills).toEqual(['Java', 'Spring', 'SQL']);
    expect(r.salary).toBe('Not specified');
  });
});

describe('content upload (site 5)', () => {
  it.each([
    ['video', 'lesson.mp4', 'lesson.pdf', v.contentVideoType],
    ['assignment', 'task.docx', 'task.txt', v.contentAssignmentType],
    ['note', 'notes.md', 'notes.docx', v.contentNoteType],
  ] as const)('%s files', (type, good, bad, message) => {
    expect(checkContentFile(type, good)).toBeNull();
    expect(checkContentFile(type, bad)).toBe(message);
  });
});

describe('payment proof (site 5)', () => {
  it('transaction id required', () =>
    rule(paymentProofSchema, { transactionId: 'UPI123', courseId: 'c1' }, { transactionId: ' ', courseId: 'c1' }, v.transactionIdRequired));
  it('course must be selected', () =>
    rule(paymentProofSchema, { transactionId: 'UPI123', courseId: 'c1' }, { transactionId: 'UPI123' }, v.courseMissing));
  it('screenshot required', () => {
    expect(checkScreenshot({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkScreenshot(null)).toBe(v.screenshotRequired);
  });
  it('screenshot must be an image', () => expect(checkScreenshot({ type: 'application/pdf', size: 1000 })).toBe(v.screenshotType));
  it('screenshot at most 5 MB', () => {
    expect(checkScreenshot({ type: 'image/jpeg', size: maxScreenshotBytes })).toBeNull();
    expect(checkScreenshot({ type: 'image/jpeg', size: maxScreenshotBytes + 1 })).toBe(v.screenshotSize);
  });
});

describe('contact (site 5)', () => {
  const c = { name: 'Kiran', email: 'kiran@example.com', subject: 'Support', message: 'Hello' };
  it('name required', () => rule(contactFormSchema, c, { ...c, name: '' }, v.contactNameRequired));
  it('email required and valid', () => {
    rule(contactFormSchema, c, { ...c, email: '' }, v.emailRequired);
    expect(messagesOf(contactFormSchema, { ...c, email: 'kiran' })).toContain(v.emailInvalid);
  });
  it('message required', () => rule(contactFormSchema, c, { ...c, message: '   ' }, v.contactMessageRequired));
  it('subject from the list, General Inquiry by default', () => {
    rule(contactFormSchema, c, { ...c, subject: 'Sales' }, v.contactSubjectRequired);
    expect(contactFormSchema.parse({ ...c, subject: undefined }).subject).toBe('General Inquiry');
  });
});

describe('code run (editor 5)', () => {
  it('needs code', () =>
    rule(codeRunRequestSchema, { code: 'print(1)', language: 'python' }, { code: '', language: 'python' }, v.codeRequired));
  it('needs a supported language', () =>
    rule(codeRunRequestSchema, { code: 'x', language: 'csharp' }, { code: 'x', language: 'rust' }, v.languageUnsupported));
});

describe('quiz pass condition (editor 5)', async () => {
  const { quizPassed, quizRules } = await import('../src/index.js');
  it('16 of 20 passes, 15 fails', () => {
    expect(quizRules.questionsPerQuiz).toBe(20);
    expect(quizPassed(16)).toBe(true);
    expect(quizPassed(20)).toBe(true);
    expect(quizPassed(15)).toBe(false);
  });
  it('the result messages are the spec words', () => {
    expect(messages.quiz.passed).toBe('Congratulations! You passed this level!');
    expect(messages.quiz.failed).toBe('You need 16 correct answers to pass. Keep practicing!');
  });
});
