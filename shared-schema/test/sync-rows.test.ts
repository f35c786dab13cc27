/**
 * Every synced collection has a row schema: checked by the compiler (the map must name each
 * collection of `syncCollections`, and `SyncRowTypes` maps each one to its entity) and here at run
 * time. The server's tests parse a pulled row of each collection with its schema
 * (sync-server/test/sync-rows.test.ts).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  allSyncCollections,
  syncRowFields,
  syncRowSchemas,
  type CourseBookmark,
  type Enrollment,
  type PaymentVerification,
  type SyncCollection,
  type SyncRowTypes,
  type User,
} from '../src/index.js';

describe('sync row schemas', () => {
  it('name exactly the synced collections', () => {
    expect(Object.keys(syncRowSchemas).sort()).toEqual([...allSyncCollections].sort());
    expectTypeOf<keyof SyncRowTypes>().toEqualTypeOf<SyncCollection>();
  });

  it('give each collection its entity type', () => {
    expectTypeOf<SyncRowTypes['enrollments']>().toEqualTypeOf<Enrollment>();
    expectTypeOf<SyncRowTypes['me']>().toEqualTypeOf<User>();
    expectTypeOf<SyncRowTypes['paymentProofs']>().toEqualTypeOf<PaymentVerification>();
    expectTypeOf<SyncRowTypes['bookmarks']>().toEqualTypeOf<CourseBookmark>();
  });

  it('each declare an id', () => {
    for (const collection of allSyncCollections) expect(syncRowFields(collection), collection).toContain('id');
  });

  it('never name a secret', () => {
    for (const collection of allSyncCollections)
      for (const field of ['passwordHash', 'verify', 'lockedBy', 'lockedUntil'])
        expect(syncRowFields(collection), collection).not.toContain(field);
  });
});
