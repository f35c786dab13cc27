/**
 * Lessons kept on the device for offline use (issue 18), in Cache Storage (`offline-lessons`), each
 * under a stable address of its own, `/offline-lessons/{contentId}` (the server's signed links
 * change; this does not). Why Cache Storage and not an IndexedDB blob: a video player asks for
 * byte ranges as it seeks, and the service worker answers `/offline-lessons/…` from this cache with
 * Workbox's range-request support (206 with `Content-Range`, `vite.config.ts`), so a 300 MB lesson
 * plays and seeks offline without ever being read whole into memory. A page that no service worker
 * controls yet (the very first visit) opens the stored copy as a blob URL, which seeks too.
 *
 * Saving asks the browser for persistent storage (`navigator.storage.persist()`), so the copy is
 * not evicted when space runs low, and the space the app uses is read with `navigator.storage.estimate()`.
 */
import { contentApi, messages, type ContentFileAnswer, type CourseContent } from '@institute/shared-schema';
import { call } from '../../api/client';

export const offlineLessonsCache = 'offline-lessons';
export const offlineLessonUrl = (contentId: string) => `/offline-lessons/${encodeURIComponent(contentId)}`;

export interface StoredLesson {
  size: number;
  contentType: string;
  fileName: string;
  savedAt: string;
}

const cacheAvailable = () => typeof caches !== 'undefined';

export async function storedLesson(contentId: string): Promise<StoredLesson | null> {
  if (!cacheAvailable()) return null;
  const res = await (await caches.open(offlineLessonsCache)).match(offlineLessonUrl(contentId));
  if (!res) return null;
  return {
    size: Number(res.headers.get('content-length') ?? 0),
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    fileName: decodeURIComponent(res.headers.get('x-file-name') ?? 'lesson'),
    savedAt: res.headers.get('x-saved-at') ?? '',
  };
}

export interface StorageUse {
  usage: number;
  quota: number;
}

export async function storageUse(): Promise<StorageUse | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}

/** Asks for storage the browser will not clear under pressure; whether it was granted. */
export async function askPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted?.()) return true;
  return navigator.storage.persist().catch(() => false);
}

export class OfflineSaveError extends Error {}

/**
 * Stores a lesson's file: streamed from its signed link into the cache (never held whole), with
 * its size, type and name in the stored headers. `onProgress` hears the bytes stored so far.
 */
export async function saveLessonOffline(
  content: CourseContent,
  file: ContentFileAnswer,
  onProgress: (stored: number, total: number) => void,
): Promise<void> {
  if (!cacheAvailable()) throw new OfflineSaveError(messages.learningMore.offlineFailed);
  const use = await storageUse();
  if (use && use.quota > 0 && use.quota - use.usage < file.size) throw new OfflineSaveError(messages.learningMore.offlineNoSpace);
  // A link that expired while the page stood open is asked for again.
  let res = await fetch(file.url).catch(() => null);
  if (!res?.ok) {
    const fresh = await call(contentApi.fileLink, { params: { id: content.id } }, { fallback: messages.learningMore.offlineFailed });
    res = await fetch(fresh.url);
  }
  if (!res.ok || !res.body) throw new OfflineSaveError(messages.learningMore.offlineFailed);
  let stored = 0;
  const counted = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        stored += chunk.byteLength;
        onProgress(stored, file.size);
        controller.enqueue(chunk);
      },
    }),
  );
  const headers = new Headers({
    'content-type': file.contentType,
    'content-length': String(file.size),
    'x-file-name': encodeURIComponent(file.fileName),
    'x-saved-at': new Date().toISOString(),
  });
  const cache = await caches.open(offlineLessonsCache);
  try {
    await cache.put(offlineLessonUrl(content.id), new Response(counted, { headers }));
  } catch (e) {
    await cache.delete(offlineLessonUrl(content.id));
    throw new OfflineSaveError(
      (e as { name?: string }).name === 'QuotaExceededError' ? messages.learningMore.offlineNoSpace : messages.learningMore.offlineFailed,
    );
  }
}

export async function removeLessonOffline(contentId: string): Promise<void> {
  if (!cacheAvailable()) return;
  await (await caches.open(offlineLessonsCache)).delete(offlineLessonUrl(contentId));
}

/** What a lesson opens: its stored copy when there is one (offline or not: it saves the data), else its signed link. */
export interface LessonSource {
  file: ContentFileAnswer;
  text: string | null;
  stored: boolean;
  /** Releases a blob URL made for the stored copy. */
  release: () => void;
}

export async function lessonSource(content: CourseContent): Promise<LessonSource> {
  const stored = await storedLesson(content.id).catch(() => null);
  if (stored) {
    const cache = await caches.open(offlineLessonsCache);
    const res = (await cache.match(offlineLessonUrl(content.id)))!;
    const isText = stored.contentType.startsWith('text/');
    // Controlled by the service worker: its range-aware route serves the stored copy. Otherwise a blob URL.
    let url = offlineLessonUrl(content.id);
    let release = () => {};
    if (!isText && !navigator.serviceWorker?.controller) {
      const blobUrl = URL.createObjectURL(await res.clone().blob());
      url = blobUrl;
      release = () => URL.revokeObjectURL(blobUrl);
    }
    return {
      file: { url, size: stored.size, contentType: stored.contentType, fileName: stored.fileName, expiresAt: '' },
      text: isText ? await res.text() : null,
      stored: true,
      release,
    };
  }
  if (!content.file) throw new Error(messages.learning.contentFileMissing);
  const file = await call(contentApi.fileLink, { params: { id: content.id } }, { fallback: messages.student.courseLoadFailed });
  const text = file.contentType.startsWith('text/') ? await (await fetch(file.url)).text() : null;
  return { file, text, stored: false, release: () => undefined };
}

/**
 * Bytes as people read them: 812 KB, 12.4 MB, 1.2 GB. `number` writes the figure (a screen passes
 * `useFormat().number`, so Marathi gets its own digits: १२.४ MB); units stay as they are said.
 */
export function formatBytes(
  bytes: number,
  number: (value: number, options?: Intl.NumberFormatOptions) => string = (value, options) =>
    value.toFixed(options?.maximumFractionDigits ?? 0),
): string {
  const tenths = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false };
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)), { maximumFractionDigits: 0, useGrouping: false })} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${number(bytes / (1024 * 1024), tenths)} MB`;
  return `${number(bytes / (1024 * 1024 * 1024), tenths)} GB`;
}
