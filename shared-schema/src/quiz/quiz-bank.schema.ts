/**
 * The quiz bank: language > tier > sub-level > questions (editor spec section 3), in the repo's
 * source format (quiz-bank/FORMAT.md). The API serves the same objects under the spec's keys.
 */
import { z } from 'zod';
import { limits } from '../fields.js';

export const quizLanguages = ['html', 'javascript', 'python', 'java', 'csharp', 'cpp', 'c'] as const;
export const quizLanguageSchema = z.enum(quizLanguages);
export type QuizLanguage = z.infer<typeof quizLanguageSchema>;

export const quizTiers = ['beginner', 'intermediate', 'advanced'] as const;
export const quizTierSchema = z.enum(quizTiers);
export type QuizTier = z.infer<typeof quizTierSchema>;

export const quizSubLevels = ['level1', 'level2', 'level3', 'assignment'] as const;
export const quizSubLevelSchema = z.enum(quizSubLevels);
export type QuizSubLevel = z.infer<typeof quizSubLevelSchema>;

export const quizLanguageNames: Record<QuizLanguage, string> = {
  html: 'HTML',
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  c: 'C',
};
export const quizTierNames: Record<QuizTier, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const quizSubLevelNames: Record<QuizSubLevel, string> = {
  level1: 'Level 1',
  level2: 'Level 2',
  level3: 'Level 3',
  assignment: 'Assignment Level',
};

/** Rules of the quiz (editor spec section 9). */
export const quizRules = {
  questionsPerQuiz: 20,
  secondsPerQuestion: 15,
  timerWarningSeconds: 5,
  passMark: 16,
  advanceAfterAnswerMs: 1500,
  advanceAfterTimeoutMs: 2000,
  minQuestionsPerSubLevel: 25,
} as const;

/** Pass condition (editor spec section 5): at least 16 correct of 20. */
export const quizPassed = (score: number) => score >= quizRules.passMark;

/**
 * Whether a sub-level is scored by the server. Assignment levels earn certificates, so their keys
 * (the right option, the explanation that names it, the programs that verify it) stay on the
 * server: no bank answer, sync row or attempt answer carries them, and the server scores the
 * options a learner chose. Practice levels (Level 1 to 3) keep their keys on the device, so they
 * work offline with instant feedback.
 */
export const isServerScored = (subLevel: QuizSubLevel) => subLevel === 'assignment';

export const questionKinds = ['concept', 'output', 'error', 'completion'] as const;

const verifySchema = z.object({
  program: z.string().min(1).optional(),
  stdin: z.string().optional(),
  expectedOutput: z.string().optional(),
  expect: z.enum(['compile-error', 'runtime-error']).optional(),
  /** For `error`: a piece of the toolchain's message that shows the failure is the one the key names. */
  diagnostic: z.string().min(1).optional(),
});

const quizQuestionFields = z.object({
  id: z.string().regex(/^[a-z]+\.(beginner|intermediate|advanced)\.(level1|level2|level3|assignment)\.\d{2}$/),
  kind: z.enum(questionKinds),
  question: z.string().trim().min(1),
  code: z.string().optional(),
  options: z
    .array(z.string().min(1))
    .length(4)
    .refine((o) => new Set(o).size === 4, 'options must be distinct'),
  correct: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(1),
  verify: verifySchema.optional(),
});

export const quizQuestionSchema = quizQuestionFields.superRefine((q, ctx) => {
  const needsVerify = q.kind === 'output' || q.kind === 'error';
  if (needsVerify && !q.verify) ctx.addIssue({ code: 'custom', message: `${q.kind} question needs verify` });
  if (q.kind === 'output' && q.verify && q.verify.expectedOutput === undefined)
    ctx.addIssue({ code: 'custom', message: 'output question needs verify.expectedOutput' });
  if (q.kind === 'error' && q.verify && !q.verify.expect) ctx.addIssue({ code: 'custom', message: 'error question needs verify.expect' });
  if (q.kind === 'completion' && q.verify && !q.verify.program?.includes('{{option}}'))
    ctx.addIssue({ code: 'custom', message: 'completion program needs {{option}}' });
  if (q.verify && !q.verify.program && !q.code) ctx.addIssue({ code: 'custom', message: 'verify needs a program or code' });
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/**
 * A question as devices get it (`GET /api/quiz/bank`, the synced rows): a practice level's carries
 * its key; a server-scored (assignment) level's has no `correct`, `explanation` nor `verify`.
 */
export const quizBankQuestionSchema = quizQuestionFields.extend({
  correct: quizQuestionFields.shape.correct.optional(),
  explanation: quizQuestionFields.shape.explanation.optional(),
});
export type QuizBankQuestion = z.infer<typeof quizBankQuestionSchema>;

/**
 * A bank question as the `public` bucket carries it (the `quizQuestions` collection): one flat row
 * saying where it sits in the bank, without `verify` (the programs that check the answers stay on
 * the server), and without the key of a server-scored level (`isServerScored`).
 * `assembleQuizBank` builds the bank's shape from these rows.
 */
export const syncedQuizQuestionSchema = quizBankQuestionSchema.omit({ code: true, verify: true }).extend({
  language: quizLanguageSchema,
  tier: quizTierSchema,
  subLevel: quizSubLevelSchema,
  position: z.number().int().min(0),
  code: z.string().nullable(),
});
export type SyncedQuizQuestion = z.infer<typeof syncedQuizQuestionSchema>;

/** A sub-level as devices get it. */
const subLevelSchema = z.object({
  name: z.string(),
  topics: z.array(z.string()).default([]),
  questions: z.array(quizBankQuestionSchema),
});

/** A sub-level of the repo's files, which must give it enough questions to draw a quiz from. */
export const quizSubLevelSchemaBody = subLevelSchema.extend({
  questions: z.array(quizQuestionSchema).min(quizRules.minQuestionsPerSubLevel),
});
export type QuizSubLevelData = z.infer<typeof quizSubLevelSchemaBody>;

const subLevelsOf = <S extends z.ZodType>(subLevel: S) =>
  z.object({ level1: subLevel, level2: subLevel, level3: subLevel, assignment: subLevel });

/** One tier file of the repo's bank (quiz-bank/<language>/<tier>.json). */
export const quizTierFileSchema = subLevelsOf(quizSubLevelSchemaBody);
export type QuizTierFile = z.infer<typeof quizTierFileSchema>;

/**
 * The whole bank in the spec's shape, as `GET /api/quiz/bank` returns it: the files' questions,
 * checked when they were seeded (a server with no bank yet answers empty sub-levels), assignment
 * questions without their keys.
 */
export const quizBankSchema = z.record(
  quizLanguageSchema,
  z.object({
    name: z.string(),
    levels: z.record(quizTierSchema, z.object({ name: z.string(), subLevels: subLevelsOf(subLevelSchema) })),
  }),
);
export type QuizBank = z.infer<typeof quizBankSchema>;

/**
 * A finished quiz: immutable, one per attempt; progress is a fold over these. Its bounds are the
 * quiz's own (twenty answers, a day at most); whether the values make sense is `checkQuizAttempt`'s.
 */
export const quizAttemptSchema = z.object({
  id: z.uuid(),
  language: quizLanguageSchema,
  tier: quizTierSchema,
  subLevel: quizSubLevelSchema,
  score: z.number().int().min(0).max(quizRules.questionsPerQuiz),
  totalQuestions: z.number().int().positive().max(quizRules.questionsPerQuiz),
  totalTimeMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
  answers: z
    .array(z.object({ questionId: z.string().max(limits.id), chosen: z.number().int().min(0).max(3).nullable() }))
    .max(quizRules.questionsPerQuiz),
  finishedAt: z.iso.datetime({ offset: true }).max(40),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/**
 * What a device sends to keep a finished quiz (the `quiz.attempt` mutation, `POST
 * /api/quiz/attempts`): the options it chose, never a score. The server scores the answers from
 * its own copy of the bank; a `score` a device still sends is dropped unread.
 */
export const quizAttemptInputSchema = quizAttemptSchema.omit({ score: true });
export type QuizAttemptInput = z.infer<typeof quizAttemptInputSchema>;

/** Progress of one sub-level (the spec's record), derived from attempts. */
export const subLevelProgressSchema = z.object({
  completed: z.boolean(),
  bestScore: z.number().int(),
  attempts: z.number().int(),
});
export type SubLevelProgress = z.infer<typeof subLevelProgressSchema>;

/** A review record; a server-scored level's has no `correctAnswer` nor `isCorrect` (null): the device never knows them. */
export const reviewRecordSchema = z.object({
  question: z.string(),
  userAnswer: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  isCorrect: z.boolean().nullable(),
  explanation: z.string().optional(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;
