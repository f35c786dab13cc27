/**
 * Reads a multipart form of short text fields and at most one file, refusing anything else with a
 * 4xx in the catalogue's words: a body cut short or with the wrong boundary (400), a second file or a
 * file under another name (400), a field past its bound (400), too many fields or parts (413), a
 * NUL in a field or a file name (400, no column can hold one). Used by every route that takes a file.
 */
import type { FastifyRequest } from 'fastify';
import { detectImageType, fieldLabel, maxScreenshotBytes, messages, type ImageType } from '@institute/shared-schema';
import { HttpError } from '../http-error.js';

export interface MultipartLimits {
  /** The form's file field (`screenshot`, `file`). */
  fileField: string;
  fileBytes: number;
  /** Each text field's largest value, in bytes, and how many text fields the form may have. */
  fieldBytes: number;
  fields: number;
  /** Answer for a file past `fileBytes`. */
  fileTooLarge: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string } | null;
}

const badCharacter = (label: string) => new HttpError(400, messages.request.badCharacter(label));

export async function readMultipartForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, messages.request.malformed);
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileBytes, files: 2, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.fields + 2 },
    });
    for await (const part of parts) {
      if (part.fieldname.includes('\u0000')) throw badCharacter('Field name');
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField || file) {
          part.file.resume();
          throw new HttpError(400, messages.request.oneFile);
        }
        if (part.filename.includes('\u0000')) {
          part.file.resume();
          throw badCharacter('File name');
        }
        const bytes = await part.toBuffer().catch((e: Error & { code?: string }) => {
          throw e.code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, limits.fileTooLarge) : e;
        });
        file = { bytes, filename: part.filename };
        continue;
      }
      if (part.valueTruncated) throw new HttpError(400, messages.request.tooLong(fieldLabel([part.fieldname]), limits.fieldBytes));
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (value.includes('\u0000')) throw badCharacter(fieldLabel([part.fieldname]));
      fields[part.fieldname] = value;
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const status = (e as { statusCode?: unknown }).statusCode;
    // @fastify/multipart's limits (413) keep their status; busboy's own errors (a body cut short,
    // a boundary that is not there, a malformed part header) are the request's fault: 400.
    if (typeof status === 'number' && status >= 400 && status < 500)
      throw new HttpError(status === 406 ? 400 : status, status === 413 ? messages.request.bodyTooLarge : messages.request.malformed);
    throw new HttpError(400, messages.request.malformed);
  }
  return { fields, file };
}

/**
 * A form that is one image (an upload, a profile picture): the file under `fileField`, a few short
 * fields at most beside it, refused when it is missing, too large or not an image.
 */
export async function readImageUpload(
  request: FastifyRequest,
  fileField: string,
): Promise<{ bytes: Buffer; filename: string; type: ImageType }> {
  const { file } = await readMultipartForm(request, {
    fileField,
    fileBytes: maxScreenshotBytes,
    fieldBytes: 1024,
    fields: 5,
    fileTooLarge: messages.validation.screenshotSize,
  });
  if (!file) throw new HttpError(400, messages.profile.imageRequired);
  const type = detectImageType(file.bytes);
  if (!type) throw new HttpError(400, messages.validation.screenshotType);
  return { ...file, type };
}
