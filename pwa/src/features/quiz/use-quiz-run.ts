/**
 * One quiz in progress: the shared engine's transitions (`stepRun`) driven by the clock. The
 * timer counts from when each question appeared (wall time, so a slowed-down tab still times out
 * on time); a locked answer moves on after the engine's delay, or at once on Continue.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { advanceDelayMs, startRun, stepRun } from '@institute/shared-schema';

export function useQuizRun(total: number, onFinish: (answers: (number | null)[], totalTimeMs: number) => void) {
  const [run, dispatch] = useReducer(stepRun, total, startRun);
  const startedAt = useRef(Date.now());
  const shownAt = useRef(Date.now());
  const ticked = useRef(0);
  const finished = useRef(false);

  // A new question: its timer starts now.
  useEffect(() => {
    shownAt.current = Date.now();
    ticked.current = 0;
  }, [run.index]);

  // The countdown: one engine tick per whole second since the question appeared.
  useEffect(() => {
    if (run.locked || run.finished) return;
    const id = window.setInterval(() => {
      const due = Math.floor((Date.now() - shownAt.current) / 1000);
      for (; ticked.current < due; ticked.current++) dispatch({ type: 'tick' });
    }, 200);
    return () => window.clearInterval(id);
  }, [run.locked, run.finished, run.index]);

  // A locked answer waits 1.5 s (2 s after a timeout), then moves on.
  useEffect(() => {
    if (!run.locked || run.finished) return;
    const id = window.setTimeout(() => dispatch({ type: 'advance' }), advanceDelayMs(run));
    return () => window.clearTimeout(id);
  }, [run]);

  useEffect(() => {
    if (run.finished && !finished.current) {
      finished.current = true;
      onFinish(run.answers, Date.now() - startedAt.current);
    }
  }, [run, onFinish]);

  const select = useCallback((option: number) => dispatch({ type: 'select', option }), []);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const advance = useCallback(() => dispatch({ type: 'advance' }), []);
  return { run, select, next, advance };
}
