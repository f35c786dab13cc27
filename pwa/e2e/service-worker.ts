import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page (it registers after `load`), so offline reloads work. */
export async function waitForServiceWorker(page: Page) {
  // Generous waits: on a loaded machine the worker's install (its precache) can take many seconds.
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return !!reg?.active;
    },
    undefined,
    { timeout: 60_000 },
  );
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 }).toBe(true);
}
