/**
 * Issue 21: what changes on its own is said to a screen reader through a live region, and only
 * when it matters: the sync status when the network goes or comes back (not each sync cycle), and
 * the quiz timer's warning once and "Time's up" (not every second). Toasts are alerts (resume.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { messages, quizRules } from '@institute/shared-schema';
import { newStudent, signInNewStudent } from './accounts';
import { hydrated } from './hydration';
import { chooseLevel } from './quiz-page';

test('the sync status says when the network goes and comes back, in a polite status region', async ({ page, request, context }) => {
  await signInNewStudent(page, request, newStudent());
  await page.goto('/student/dashboard');
  await hydrated(page);
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  const region = page.getByRole('status').and(page.getByTestId('sync-announcement'));
  // A sync cycle with nothing new says nothing.
  await expect(region).toHaveText('');

  await context.setOffline(true);
  await expect(region).toHaveText(messages.sync.offlineKept);
  await context.setOffline(false);
  await expect(region).toHaveText(messages.sync.backOnline);
  await expect(status).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  await expect(region).toHaveText(messages.sync.backOnline);
});

test("the quiz timer warns once, then says time's up: its live region does not change every second", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/quiz');
  await chooseLevel(page, 'Python', 'Beginner', 'Level 1');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  const region = page.getByTestId('timer-announcement');
  await expect(region).toHaveAttribute('aria-live', 'assertive');
  // Every text the region takes, and every name the timer takes, as the first question runs out.
  await page.evaluate(() => {
    const w = window as unknown as { heard: string[]; ticks: number };
    w.heard = [];
    w.ticks = 0;
    const live = document.querySelector('[data-testid="timer-announcement"]')!;
    const badge = document.querySelector('[role="timer"]')!;
    // A change of its text, not a mutation: a renderer may swap an empty text node for another.
    let text = live.textContent ?? '';
    new MutationObserver(() => {
      if ((live.textContent ?? '') === text) return;
      text = live.textContent ?? '';
      w.heard.push(text);
    }).observe(live, { childList: true, characterData: true, subtree: true });
    new MutationObserver(() => (w.ticks += 1)).observe(badge, { attributes: true, attributeFilter: ['aria-label'] });
  });
  await expect(region).toHaveText("Time's up", { timeout: (quizRules.secondsPerQuestion + 10) * 1000 });
  const { heard, ticks } = await page.evaluate(() => {
    const w = window as unknown as { heard: string[]; ticks: number };
    return { heard: w.heard, ticks: w.ticks };
  });
  // The timer's name changed each second; the region spoke twice: the warning, then time's up.
  expect(ticks).toBeGreaterThanOrEqual(quizRules.timerWarningSeconds);
  expect(heard).toEqual([`${quizRules.timerWarningSeconds} seconds or less left`, "Time's up"]);
});
