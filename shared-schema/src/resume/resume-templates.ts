/**
 * The template names, without zod: the template route checks its parameter with them in
 * `beforeLoad`, which is in the PWA's entry (docs/LEARNED.md: a zod schema there lands in the first load).
 */
/** The resume's templates, by their route names (spec section 2, "Resume template routes"). */
export const resumeTemplateIds = [
  'FresherTemplate1',
  'FresherTemplate2',
  'FresherTemplate3',
  'FresherTemplate4',
  'FresherTemplate5',
  'FresherTemplate7',
  'FresherTemplate9',
  'FresherTemplate13',
  'FresherTemplate14',
  'FresherTemplate15',
  'exp-1',
  'exp-2',
  'exp-3',
  'exp-4',
  'exp-5',
  'exp-6',
] as const;
export type ResumeTemplateId = (typeof resumeTemplateIds)[number];
export const isResumeTemplateId = (value: string): value is ResumeTemplateId => (resumeTemplateIds as readonly string[]).includes(value);
