/**
 * Where the learner is in each lesson on this device: a video's position (so it resumes where it
 * stopped) and whether it was finished (90% of a video watched, or a document opened). Kept in
 * localStorage, per device, for resuming. A video's progress also goes to the server (issue 18) as
 * the `lesson.progress` sync mutation, which works offline: when it starts and each time it passes
 * another tenth, up to watched, so the server records the learning event the progress figures
 * are computed from (`courseProgress` in shared-schema, the same 90% rule on both sides).
 */
import { isVideoWatched, maxVideoSeconds, videoFraction, videoWatchedFraction } from '@institute/shared-schema';
import { mutate } from '../../sync/sync-runtime';

const key = 'lesson-progress';
export const watchedFraction = videoWatchedFraction;

export interface LessonProgress {
  position: number;
  done: boolean;
  /** The last tenth of the video reported to the server (10: watched); absent before the first. */
  reported?: number;
}

type Store = Record<string, LessonProgress>;

function readStore(): Store {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

export const lessonProgress = (id: string): LessonProgress => readStore()[id] ?? { position: 0, done: false };

/** The duration of the lesson's video on the page: the one playing its file, else the lesson view's only video. */
function videoDuration(id: string): number | null {
  if (typeof document === 'undefined') return null;
  const videos = [...document.querySelectorAll<HTMLVideoElement>('[data-testid="lesson-view"] video')];
  const video = videos.find((v) => v.currentSrc.includes(`/api/content/${id}/`)) ?? (videos.length === 1 ? videos[0] : undefined);
  const duration = video?.duration;
  return duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : null;
}

/** The tenth of the video a report reaches (10 once it counts as watched). */
const stepOf = (fraction: number) => (isVideoWatched(fraction) ? 10 : Math.floor(fraction * 10));

export function saveLessonProgress(id: string, change: Partial<Omit<LessonProgress, 'reported'>> & { duration?: number }) {
  const store = readStore();
  const before = store[id] ?? { position: 0, done: false };
  const next: LessonProgress = {
    position: change.position ?? before.position,
    done: before.done || change.done === true,
    reported: before.reported,
  };

  const duration = change.duration ?? videoDuration(id);
  if (duration !== null && duration <= maxVideoSeconds) {
    // The end of a video is reported at its end (the player rewinds the kept position to 0 there).
    const position = Math.min(change.done && change.position === 0 ? duration : next.position, duration);
    const step = stepOf(videoFraction(position, duration));
    if (step > (before.reported ?? -1)) {
      next.reported = step;
      void mutate('lesson.progress', { contentId: id, position, duration }).catch(() => undefined);
    }
  }
  store[id] = next;
  try {
    localStorage.setItem(key, JSON.stringify(store));
  } catch {
    // Storage full or blocked: the lesson still plays, it only will not resume.
  }
}
