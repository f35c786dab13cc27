import type { Page } from '@playwright/test';

/**
 * Waits until the page's script has taken over its HTML (`data-hydrated` on `<html>`, set by the
 * root layout once the page's content has hydrated). A page the server rendered with its data (courses, jobs) shows its buttons and
 * inputs at first paint, before that: a click or a keystroke there would do nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Waits until the device holds its offline copy (the sync status says every part is ready). A page
 * the server rendered shows its rows before the device has them: going offline is safe only after this.
 */
export async function offlineCopyComplete(page: Page): Promise<void> {
  await page.getByTestId('sync-status').and(page.locator('[data-offline-copy="complete"]')).waitFor({ state: 'attached', timeout: 90_000 });
}
