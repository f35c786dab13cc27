/**
 * The sync protocol's wire types (DESIGN.md "Sync protocol"). The names of the push body and
 * its answer are a contract other clients rely on: do not rename them.
 */
import { z } from 'zod';
import { bucketPattern, syncCollections, syncLimits, uploadPurposes, type BucketKind } from './sync-rules.js';

export * from './sync-rules.js';

export const bucketSchema = z.string().regex(bucketPattern);

/** A device numbers its mutations from 1; the server keeps the last in an `integer` column. */
const maxSeq = 2 ** 31 - 1;

export const mutationSchema = z.object({
  seq: z.number().int().positive().max(maxSeq),
  id: z.uuid(),
  name: z.string().min(1).max(100),
  /** Checked per mutation by its name's schema (`mutationArgsSchemas`): a bad one is rejected, not the batch. */
  args: z.unknown(),
});
export type Mutation = z.infer<typeof mutationSchema>;

export const pushRequestSchema = z.object({
  clientId: z.string().min(8).max(100),
  schemaVersion: z.number().int().min(0).max(1_000),
  mutations: z.array(mutationSchema).max(syncLimits.pushMutations),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(['applied', 'rejected']),
  message: z.string().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  lastSeq: z.number().int(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** The pull request's query: the cursors the device holds, by bucket. */
export const pullQuerySchema = z.object({
  schemaVersion: z.coerce.number().int().min(0).max(1_000),
  cursors: z
    .string()
    .max(20_000)
    .optional()
    .transform((s, ctx) => {
      if (!s) return {};
      try {
        const parsed = z.record(bucketSchema, z.string().max(200)).safeParse(JSON.parse(s));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'cursors must be a JSON object of bucket names and cursors' });
      return z.NEVER;
    }),
  /** Comma-separated bucket kinds to pull now (the others wait for a later pull); all when absent. */
  only: z
    .string()
    .max(100)
    .optional()
    .transform((s, ctx) => {
      if (s === undefined) return undefined;
      const kinds = s.split(',');
      if (kinds.every((k): k is BucketKind => Object.hasOwn(syncCollections, k))) return kinds;
      ctx.addIssue({ code: 'custom', message: `only must list bucket kinds (${Object.keys(syncCollections).join(', ')})` });
      return z.NEVER;
    }),
});

export const uploadPurposeSchema = z.enum(uploadPurposes);
