/**
 * Where the learner is in each lesson on this device: a video's position (so it resumes where it
 * stopped) and whether it was finished (90% of a video watched, or a document opened). Kept in
 * localStorage, per device; the server does not receive it yet (docs/ARCHITECTURE.md, "Learning").
 */
const key = 'lesson-progress';
export const watchedFraction = 0.9;

export interface LessonProgress {
  position: number;
  done: boolean;
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

export function saveLessonProgress(id: string, change: Partial<LessonProgress>) {
  const store = readStore();
  const before = store[id] ?? { position: 0, done: false };
  store[id] = { position: change.position ?? before.position, done: before.done || change.done === true };
  try {
    localStorage.setItem(key, JSON.stringify(store));
  } catch {
    // Storage full or blocked: the lesson still plays, it only will not resume.
  }
}
