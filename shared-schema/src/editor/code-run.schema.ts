import { z } from 'zod';
import { messages } from '../messages.js';
import { limits, missingOrWrongType } from '../fields.js';

/** The editor's languages, in the order of its selector; html runs only in the browser. */
export const editorLanguages = ['java', 'python', 'cpp', 'c', 'javascript', 'csharp', 'html'] as const;
export const editorLanguageSchema = z.enum(editorLanguages, { error: messages.validation.languageUnsupported });
export type EditorLanguage = z.infer<typeof editorLanguageSchema>;
/** Languages the server-side runner executes. */
export const serverLanguages = ['java', 'python', 'cpp', 'c', 'javascript', 'csharp'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

export const languageLabels: Record<EditorLanguage, string> = {
  java: 'Java',
  python: 'Python',
  cpp: 'C++',
  c: 'C',
  javascript: 'JavaScript',
  csharp: 'C#',
  html: 'HTML',
};

/** Runs of one learner that may wait for a runner at once (runs queued offline arrive together). */
export const maxWaitingRunsPerUser = 20;

/** Largest program accepted, in characters; a program's input has the same bound. */
export const maxCodeLength = limits.code;

export const codeRunRequestSchema = z.object({
  code: z
    .string({ error: missingOrWrongType(messages.validation.codeRequired) })
    .max(maxCodeLength)
    .min(1, messages.validation.codeRequired),
  language: editorLanguageSchema,
  stdin: z.string().max(maxCodeLength).optional(),
});
export type CodeRunRequest = z.infer<typeof codeRunRequestSchema>;

export const codeRunStatuses = ['ok', 'compile-error', 'runtime-error', 'limit', 'unavailable', 'error'] as const;

export const codeRunResultSchema = z.object({
  output: z.string(),
  error: z.string().optional(),
  status: z.enum(codeRunStatuses),
  exitCode: z.number().int().nullable(),
  timeMs: z.number(),
});
export type CodeRunResult = z.infer<typeof codeRunResultSchema>;

/**
 * A run asked for while offline: the `code.run` sync mutation. The id is the device's, so a repeat
 * queues nothing twice; HTML never reaches the server (it renders in the browser).
 */
export const codeRunMutationSchema = codeRunRequestSchema
  .extend({ id: z.uuid() })
  .refine((run) => run.language !== 'html', { message: messages.runner.htmlInBrowser, path: ['language'] });

/** A code run as the device keeps it (the `codeRuns` collection of the user's bucket). */
export const codeRunRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  language: editorLanguageSchema,
  code: z.string(),
  stdin: z.string().nullable(),
  status: z.enum(['queued', 'running', 'done']),
  result: codeRunResultSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CodeRunRow = z.infer<typeof codeRunRowSchema>;
