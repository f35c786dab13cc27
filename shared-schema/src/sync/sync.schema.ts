/**
 * The sync protocol's wire types (DESIGN.md "Sync protocol"). The names of the push body and
 * its answer are a contract other clients rely on: do not rename them.
 */
import { z } from 'zod';

/** Bumped when the shape of synced rows changes; the server answers "reset" to older clients. */
export const syncSchemaVersion = 1;

export const bucketPattern = /^(public|admin|user:[\w-]+|course:[\w-]+)$/;
export const bucketSchema = z.string().regex(bucketPattern);

export const mutationSchema = z.object({
  seq: z.number().int().positive(),
  id: z.uuid(),
  name: z.string().min(1),
  args: z.unknown(),
});
export type Mutation = z.infer<typeof mutationSchema>;

export const pushRequestSchema = z.object({
  clientId: z.string().min(8).max(100),
  schemaVersion: z.number().int(),
  mutations: z.array(mutationSchema).max(500),
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
