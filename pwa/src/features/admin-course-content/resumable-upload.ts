/**
 * A lesson video sent with the tus protocol (`tus-js-client`), so a dropped connection does not
 * start a large upload over: the client asks the server for its offset and continues from there,
 * retrying with growing pauses, and a page reloaded in the middle picks up the same upload (its
 * address is kept in localStorage under the file's fingerprint). The wizard's fields travel as the
 * upload's metadata and are checked by the server before a byte is sent; once every byte is in,
 * `complete` checks the file by its content and adds the lesson (asked twice, it answers with the
 * same lesson). The access token is read before every request, and renewed once when it expired.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import { contentUploadsApi, contentUploadsPath, messages, type ContentForm, type CourseContent } from '@institute/shared-schema';
import { call } from '../../api/client';
import { ApiError, refreshSession } from '../../api/http';
import { getSession } from '../../data/session';

export interface ResumableHandlers {
  onProgress: (sent: number, total: number) => void;
  /** The connection dropped: the upload waits and continues by itself. */
  onRetrying: () => void;
}

/** Pauses between tries after a failure: quick at first, then every minute for a long outage. */
const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, ...Array<number>(60).fill(60_000)];

const errorOf = (e: Error | DetailedError) => {
  const res = (e as DetailedError).originalResponse;
  if (!res) return new ApiError(0, messages.learningMore.uploadFailed);
  type Body = { message?: string; errors?: { field: string; message: string }[] };
  let body: Body | null = null;
  try {
    body = JSON.parse(res.getBody()) as Body;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError(res.getStatus(), body?.message ?? messages.learningMore.uploadFailed, body);
};

export interface ResumableUpload {
  done: Promise<{ message: string; content: CourseContent }>;
  /** Stops and deletes the server's partial file. */
  cancel: () => Promise<void>;
}

export function uploadResumable(courseId: string, form: ContentForm, file: File, handlers: ResumableHandlers): ResumableUpload {
  let refreshing: Promise<boolean> | null = null;
  const metadata = {
    courseId,
    title: form.title,
    description: form.description ?? '',
    type: form.type,
    duration: form.duration ?? '',
    liveSessionId: form.liveSessionId ?? '',
    filename: file.name,
  };
  let upload: Upload | null = null;
  let stop: (e: Error) => void = () => undefined;
  const bytes = new Promise<string>((resolve, reject) => {
    stop = reject;
    upload = new Upload(file, {
      endpoint: contentUploadsPath,
      metadata,
      retryDelays,
      // Bounded requests: a long upload on a slow phone is several PATCHes, none near the server's request timeout.
      chunkSize: 32 * 1024 * 1024,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (req) => {
        if (refreshing) await refreshing;
        const token = getSession()?.token;
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (err, attempt) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        if (status === 401) {
          refreshing ??= refreshSession().finally(() => (refreshing = null));
          return attempt < 2;
        }
        // A refusal in words (a field, the size, another's upload) is final; a conflict or a lock is not.
        if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false;
        handlers.onRetrying();
        return true;
      },
      onProgress: (sent, total) => handlers.onProgress(sent, total),
      onError: (e) => reject(errorOf(e)),
      onSuccess: () => resolve(upload!.url!),
    });
    const current = upload;
    // The same file for the same lesson, started before a reload: continue it.
    void current.findPreviousUploads().then(
      (previous) => {
        const same = previous.find((p) => JSON.stringify(p.metadata) === JSON.stringify(metadata));
        if (same) current.resumeFromPreviousUpload(same);
        current.start();
      },
      () => current.start(),
    );
  });
  const done = bytes.then(async (url) => {
    const id = url.split('/').pop()!;
    // Completing is idempotent: a lost answer is asked again.
    for (let attempt = 0; ; attempt++) {
      try {
        return await call(contentUploadsApi.complete, { params: { id }, body: {} }, { fallback: messages.adminSave.content });
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== 0 || attempt >= 5) throw e;
        handlers.onRetrying();
        await new Promise((r) => setTimeout(r, 2000 * (attempt + 1)));
      }
    }
  });
  return {
    done,
    cancel: async () => {
      await upload?.abort(true).catch(() => undefined);
      stop(new ApiError(0, messages.learningMore.uploadCancelled));
    },
  };
}
