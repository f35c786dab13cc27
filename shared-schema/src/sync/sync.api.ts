/**
 * The sync protocol's two endpoints (DESIGN.md "Sync protocol"). A visitor may pull the shared
 * buckets (`public`, `bank`); a token that is sent must be valid. The pull's answer is sent as bytes serialised and
 * compressed once (the server's encoded-body.ts): its schema documents it and types the device's
 * reading of it, but does not check it on the way out.
 */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import {
  allSyncCollections,
  pullQuerySchema,
  pushRequestSchema,
  pushResponseSchema,
  syncLimits,
  type PullResponse,
  type SyncCollection,
} from './sync.schema.js';

/** A synced row: the shared entity of its collection, always with its id. */
const syncRowSchema = z.looseObject({ id: z.string() });

export const pulledBucketSchema = z.object({
  bucket: z.string(),
  /** Opaque; sent back as is on the next pull. */
  cursor: z.string(),
  /** The device's copy of this bucket is not to be trusted: delete its rows before applying these. */
  reset: z.boolean().optional(),
  /** The user lost this bucket: delete its rows and its cursor. */
  removed: z.boolean().optional(),
  collections: z.partialRecord(
    z.enum(allSyncCollections as [SyncCollection, ...SyncCollection[]]),
    z.object({ put: z.array(syncRowSchema), del: z.array(z.string()) }),
  ),
});

export const pullResponseSchema = z.object({
  schemaVersion: z.number().int(),
  buckets: z.array(pulledBucketSchema),
  /** More pages wait: pull again at once with the new cursors. */
  hasMore: z.boolean(),
});

// The schema and the protocol's named types describe one answer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const pullAnswerMatches: Same<z.output<typeof pullResponseSchema>, PullResponse> = true;
void pullAnswerMatches;

export const syncApi = {
  pull: defineEndpoint({
    method: 'GET',
    path: '/api/sync/pull',
    access: 'public',
    summary:
      'Changes of every bucket the caller may see after the cursors it holds, in pages (visitors: the shared public and bank buckets); `only` names the bucket kinds wanted now',
    query: pullQuerySchema,
    answers: { 200: pullResponseSchema },
  }),
  push: defineEndpoint({
    method: 'POST',
    path: '/api/sync/push',
    access: 'user',
    summary: "Apply a device's ordered batch of mutations; each is applied or rejected with a message",
    body: pushRequestSchema,
    bodyLimit: syncLimits.pushBodyBytes,
    answers: { 200: pushResponseSchema },
  }),
} as const;
