/**
 * Uploaded files: bytes on disk under DATA_DIR/uploads (named by their id, never by the client's
 * name), a row in `uploads` with owner, type found from the content, size and SHA-256. Reads are
 * for the owner and administrators only.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { messages } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { deleteUpload, findUpload, insertUpload, lockOwnerUploads, uploadUsage } from './uploads.repository.js';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class UploadIdTaken extends Error {
  constructor(readonly id: string) {
    super(`upload ${id} exists`);
  }
}

/** What one account may store: bytes in all, and files per hour (config `uploads`). */
export interface UploadQuota {
  quotaBytes: number;
  perHour: number;
}

const hourMs = 60 * 60 * 1000;

export class UploadStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dir: string,
    private readonly quota: UploadQuota = { quotaBytes: Number.MAX_SAFE_INTEGER, perHour: Number.MAX_SAFE_INTEGER },
  ) {}

  /**
   * Refuses a file past the owner's quota: 413 when it would take the account past its bytes (a
   * device shows the message and keeps the write for the user to decide), 429 with Retry-After when
   * the hour's files are used (a device retries then). Runs under the owner's lock.
   */
  private async checkQuota(trx: Kysely<DB>, ownerId: string, size: number) {
    const usage = await uploadUsage(trx, ownerId, new Date(Date.now() - hourMs));
    if (usage.bytes + size > this.quota.quotaBytes)
      throw new HttpError(413, messages.sync.uploadQuota(Math.floor(this.quota.quotaBytes / (1024 * 1024))));
    if (usage.recent >= this.quota.perHour) {
      const freeAt = (usage.oldestRecent?.getTime() ?? Date.now()) + hourMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw new HttpError(429, messages.sync.uploadsPerHour(this.quota.perHour), { retryAfterSeconds });
    }
  }

  /**
   * Stores a file. The row is written first, so a second upload under the same id fails on the
   * primary key before it could touch the first one's bytes (`UploadIdTaken`); the bytes go to a
   * temporary name and are renamed, so a half-written file is never served. The owner's quota is
   * checked and the row written in one transaction under the owner's lock.
   */
  async save(args: { ownerId: string; purpose: string; contentType: string; bytes: Buffer; originalName?: string; id?: string }) {
    const id = args.id ?? randomUUID();
    await fs.mkdir(this.dir, { recursive: true });
    try {
      await this.db.transaction().execute(async (trx) => {
        await lockOwnerUploads(trx, args.ownerId);
        await this.checkQuota(trx, args.ownerId, args.bytes.length);
        await insertUpload(trx, {
          id,
          owner_id: args.ownerId,
          purpose: args.purpose,
          content_type: args.contentType,
          size_bytes: args.bytes.length,
          sha256: sha256(args.bytes),
          storage_key: id,
          original_name: args.originalName?.slice(0, 200) ?? null,
        });
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new UploadIdTaken(id);
      throw e;
    }
    const file = path.join(this.dir, id);
    const part = `${file}.${randomUUID()}.part`;
    try {
      await fs.writeFile(part, args.bytes, { flag: 'wx' });
      await fs.rename(part, file);
    } catch (e) {
      await fs.rm(part, { force: true });
      await deleteUpload(this.db, id);
      throw e;
    }
    return id;
  }

  find(id: string) {
    return findUpload(this.db, id);
  }

  /** Deletes an upload that nothing refers to (a proof the server refused after its screenshot was stored). */
  async remove(id: string) {
    const storageKey = await deleteUpload(this.db, id);
    if (storageKey) await fs.rm(path.join(this.dir, path.basename(storageKey)), { force: true });
  }

  /** A temporary name in the uploads folder for a file streamed in; `adopt` gives it an id. */
  async tempPath() {
    await fs.mkdir(this.dir, { recursive: true });
    return path.join(this.dir, `${randomUUID()}.part`);
  }

  /**
   * Stores a file already streamed to `tempPath` (course content, which can be far larger than
   * memory should hold): its row, then the rename, so a half-written file is never served. Not
   * counted against a quota: only administrators add course content, and its size is bounded by
   * its type.
   */
  async adopt(args: {
    /** The id to store it under (a resumable upload keeps its own, so completing it twice is noticed). */
    id?: string;
    ownerId: string | null;
    purpose: string;
    contentType: string;
    size: number;
    sha256: string;
    tempPath: string;
    originalName: string;
  }) {
    const id = args.id ?? randomUUID();
    await insertUpload(this.db, {
      id,
      owner_id: args.ownerId,
      purpose: args.purpose,
      content_type: args.contentType,
      size_bytes: args.size,
      sha256: args.sha256,
      storage_key: id,
      original_name: args.originalName.slice(0, 200),
    });
    try {
      await fs.rename(args.tempPath, path.join(this.dir, id));
    } catch (e) {
      await deleteUpload(this.db, id);
      throw e;
    }
    return id;
  }

  /** Where a stored file is on disk (for streaming and range reads). */
  pathOf(storageKey: string) {
    return path.join(this.dir, path.basename(storageKey));
  }

  read(storageKey: string) {
    return fs.readFile(path.join(this.dir, path.basename(storageKey)));
  }
}
