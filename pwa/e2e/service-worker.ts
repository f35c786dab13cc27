import { expect, test, type Page } from '@playwright/test';

/** How long the worker may take to install and take the page on a loaded two-core machine. */
const workerWait = 90_000;

/**
 * Waits until the service worker controls the page (it registers after `load`), so offline reloads
 * work. Its install downloads every route's code (the precache): on a loaded machine that can take
 * most of a minute, so the test's own time is extended by this wait rather than spent by it. A page
 * still not controlled after its worker is active is reloaded again, not waited on: a page becomes
 * controlled only by a navigation.
 */
export async function waitForServiceWorker(page: Page) {
  test.info().setTimeout(test.info().timeout + workerWait);
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return !!reg?.active;
    },
    undefined,
    { timeout: workerWait },
  );
  await expect(async () => {
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }).toPass({ intervals: [1_000, 3_000, 5_000], timeout: workerWait });
}
