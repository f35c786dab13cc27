/**
 * One resume, in JSON Resume's shape (https://jsonresume.org/schema), behind every template: switching
 * template keeps the content, and an export is a valid JSON Resume as it is. What only this app needs
 * (the resume's own name, the template it was last shown in) sits under `meta['x-app']`, which JSON
 * Resume allows. Every field is bounded: a resume is synced to the student's account, so a device
 * cannot make the server store more than `resumeLimits` allows.
 */
import { z } from 'zod';
import { boundedString, limits, noNul, noNulPattern } from '../fields.js';
import { resumeTemplateIds } from './resume-templates.js';

export const resumeLimits = {
  /** Entries of any one section (work, education, ...). */
  items: 30,
  /** Highlights or keywords of one entry. */
  points: 20,
  /** A photo read locally, as a data URL (a downscaled JPEG is far smaller). */
  photo: 400_000,
  /** Resumes one student keeps. */
  perStudent: 20,
} as const;

const short = boundedString(limits.title).default('');
const text = boundedString(limits.text).default('');
const list = <T extends z.ZodType>(item: T, max: number = resumeLimits.items) => z.array(item).max(max).default([]);

export const resumeProfileSchema = z.object({ network: short, username: short, url: boundedString(limits.url).default('') });

export const resumeBasicsSchema = z.object({
  name: short,
  label: short,
  image: z.string().max(resumeLimits.photo).regex(noNulPattern, noNul).default(''),
  email: short,
  phone: short,
  url: boundedString(limits.url).default(''),
  summary: text,
  location: z.object({ address: short, city: short, region: short, countryCode: short }).partial().default({}),
  profiles: list(resumeProfileSchema, 10),
});

export const resumeWorkSchema = z.object({
  name: short,
  position: short,
  startDate: short,
  endDate: short,
  summary: text,
  highlights: list(boundedString(limits.shortText), resumeLimits.points),
});

export const resumeEducationSchema = z.object({
  institution: short,
  area: short,
  studyType: short,
  startDate: short,
  endDate: short,
  score: short,
});

export const resumeProjectSchema = z.object({
  name: short,
  description: text,
  url: boundedString(limits.url).default(''),
  /** The name of a file the student attached on the device (FresherTemplate2's file input); the file stays there. */
  fileName: short.optional(),
});

export const resumeSkillSchema = z.object({
  name: short,
  level: short,
  keywords: list(boundedString(limits.title), resumeLimits.points),
});

export const resumeCertificateSchema = z.object({
  name: short,
  issuer: short,
  date: short,
  url: boundedString(limits.url).default(''),
  /** As for projects: the name of a file attached on the device. */
  fileName: short.optional(),
});
export const resumeLanguageSchema = z.object({ language: short, fluency: short });

export const resumeAppMetaSchema = z.object({
  /** The name the student gave this resume ("Internship, Nov 2026"). */
  title: boundedString(limits.title).default(''),
  template: z.enum(resumeTemplateIds).optional(),
});

export const resumeSchema = z.object({
  basics: resumeBasicsSchema.default(() => resumeBasicsSchema.parse({})),
  work: list(resumeWorkSchema),
  education: list(resumeEducationSchema),
  projects: list(resumeProjectSchema),
  skills: list(resumeSkillSchema),
  certificates: list(resumeCertificateSchema),
  languages: list(resumeLanguageSchema),
  meta: z
    .object({ 'x-app': resumeAppMetaSchema.default(() => resumeAppMetaSchema.parse({})) })
    .default(() => ({ 'x-app': resumeAppMetaSchema.parse({}) })),
});

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeWork = z.infer<typeof resumeWorkSchema>;
export type ResumeEducation = z.infer<typeof resumeEducationSchema>;
export type ResumeProject = z.infer<typeof resumeProjectSchema>;
export type ResumeSkill = z.infer<typeof resumeSkillSchema>;
export type ResumeCertificate = z.infer<typeof resumeCertificateSchema>;

/** The sections a student adds items to (FresherTemplate2's Resume Controls), in their order on the page. */
export const resumeSections = ['work', 'education', 'projects', 'skills', 'certificates'] as const;
export type ResumeSection = (typeof resumeSections)[number];

/** A new, empty item of a section, as "+ Add ..." creates it. */
export function emptyItem(section: ResumeSection): Resume[ResumeSection][number] {
  switch (section) {
    case 'work':
      return resumeWorkSchema.parse({});
    case 'education':
      return resumeEducationSchema.parse({});
    case 'projects':
      return resumeProjectSchema.parse({});
    case 'skills':
      return resumeSkillSchema.parse({});
    case 'certificates':
      return resumeCertificateSchema.parse({});
  }
}

/**
 * Reads a JSON Resume file (another tool's export or ours): unknown sections and fields are dropped,
 * missing ones empty. Returns the zod error for a file that is not a resume (wrong types, too long).
 */
export function importJsonResume(json: unknown) {
  return resumeSchema.safeParse(json);
}

/** The resume as a JSON Resume document ($schema first, our extras under meta['x-app']). */
export function exportJsonResume(resume: Resume) {
  return { $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json', ...resume };
}

/** The download's file name from the person's name (`resume` when unnamed), keeping any script's letters. */
export function resumeFileName(resume: Resume, extension: 'pdf' | 'docx' | 'png' | 'json') {
  const base = resume.basics.name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${base || 'resume'}.${extension}`;
}

/** A resume as the student's bucket carries it (the `resumes` collection). */
export const resumeRowSchema = z.object({
  id: z.uuid(),
  resume: resumeSchema,
  /** The server's time of the last save it received. */
  editedAt: z.string(),
});
export type ResumeRow = z.infer<typeof resumeRowSchema>;

/** The sync mutations' arguments: save a resume whole (last save wins), or delete it. */
export const resumeSaveSchema = z.object({ id: z.uuid(), resume: resumeSchema });
export const resumeDeleteSchema = z.object({ id: z.uuid() });
