/**
 * Reads the content wizard's form (issue 18) without holding the file in memory: the short fields
 * first (the form must send them before the file, as the PWA does), then the file streamed to a
 * temporary file in the uploads folder while it is hashed, counted and its first bytes kept to
 * recognise it. Refusals are 4xx in the catalogue's words: fields past their bounds or missing, a
 * file past its type's size (413), a file that is not of the lesson's type by content (400).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  checkContentFile,
  contentFormSchema,
  contentMaxBytes,
  contentSniffBytes,
  detectContentType,
  fieldLabel,
  limits,
  messages,
  type ContentMime,
} from '@institute/shared-schema';
import type { z } from 'zod';
import { HttpError } from '../../http-error.js';

export interface ContentUpload {
  form: z.output<typeof contentFormSchema>;
  file: { tempPath: string; size: number; sha256: string; contentType: ContentMime; fileName: string };
}

const fieldError = (field: string, message: string) => new HttpError(400, message, { errors: [{ field, message }] });

function parseFields(fields: Record<string, string>) {
  const parsed = contentFormSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }));
  throw new HttpError(400, errors[0]!.message, { errors });
}

export async function readContentUpload(request: FastifyRequest, tempPath: () => Promise<string>): Promise<ContentUpload> {
  if (!request.isMultipart()) throw new HttpError(400, messages.request.malformed);
  const fields: Record<string, string> = {};
  let upload: ContentUpload | null = null;
  let written: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: contentMaxBytes.video, files: 1, fields: 10, fieldSize: limits.text * 4, parts: 12 },
    });
    for await (const part of parts) {
      if (part.fieldname.includes('\u0000')) throw new HttpError(400, messages.request.badCharacter('Field name'));
      if (part.type !== 'file') {
        if (part.valueTruncated) throw new HttpError(400, messages.request.tooLong(fieldLabel([part.fieldname]), limits.text));
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (value.includes('\u0000')) throw new HttpError(400, messages.request.badCharacter(fieldLabel([part.fieldname])));
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw new HttpError(400, messages.request.oneFile);
      }
      const form = parseFields(fields); // the fields came first: refuse before reading a byte of the file
      const name = part.filename;
      if (!name || name.includes('\u0000') || name.length > limits.title) {
        part.file.resume();
        throw fieldError('file', messages.learning.contentFileRequired);
      }
      const byName = checkContentFile(form.type, name);
      if (byName) {
        part.file.resume();
        throw fieldError('file', byName);
      }
      const max = contentMaxBytes[form.type];
      const hash = createHash('sha256');
      let size = 0;
      const head: Buffer[] = [];
      let headBytes = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > max) return done(new HttpError(413, messages.learning.contentTooLarge(Math.floor(max / (1024 * 1024)))));
          hash.update(chunk);
          if (headBytes < contentSniffBytes) {
            head.push(chunk.subarray(0, contentSniffBytes - headBytes));
            headBytes += Math.min(chunk.length, contentSniffBytes - headBytes);
          }
          done(null, chunk);
        },
      });
      written = await tempPath();
      await pipeline(part.file, meter, createWriteStream(written, { flags: 'wx' }));
      if (part.file.truncated) throw new HttpError(413, messages.learning.contentTooLarge(Math.floor(max / (1024 * 1024))));
      const contentType = detectContentType(form.type, Buffer.concat(head), name);
      if (!contentType) throw fieldError('file', checkContentFile(form.type, 'x') ?? messages.learning.contentFileRequired);
      upload = { form, file: { tempPath: written, size, sha256: hash.digest('hex'), contentType, fileName: name } };
    }
    if (!upload) {
      parseFields(fields);
      throw fieldError('file', messages.learning.contentFileRequired);
    }
    return upload;
  } catch (e) {
    if (written) await fs.rm(written, { force: true });
    if (e instanceof HttpError) throw e;
    const status = (e as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      throw new HttpError(status === 406 ? 400 : status, status === 413 ? messages.request.bodyTooLarge : messages.request.malformed);
    throw new HttpError(400, messages.request.malformed);
  }
}
