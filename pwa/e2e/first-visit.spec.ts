/**
 * A new visitor's first visit (issue 14): the page is drawn and made interactive before any sync
 * starts; sync then fills the offline copy in the background (pages' data first, the quiz bank
 * after) in a worker; once it is complete, the quiz, the courses and the testimonials open offline.
 * And the JavaScript that first visit downloads to show and hydrate the home page stays within the
 * budget (docs/PERFORMANCE.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { newStudent, registerThroughUi } from './accounts';
import { hydrated } from './hydration';
import { chooseLevel } from './quiz-page';
import { waitForServiceWorker } from './service-worker';

/**
 * The budget of the JavaScript of a first visit to the home page, gzip as the server sends it, in
 * every language: issue 14's 110 KB in at most 15 files (issue 21: in every language). The browser
 * build renders with Preact's compat layer in React's place, and the small modules the first page
 * shares with later ones are one file, `first-load` (vite.config.ts). Measured: 89.4 KB in 12 files
 * in English, 95.3 KB in 13 in Marathi and Hindi (docs/PERFORMANCE.md).
 */
const budget = { gzipBytes: 110 * 1024, files: 15 };
const dist = new URL('../dist/', import.meta.url).pathname;
/** What the server sends: the precompressed .gz copy, or the file itself when too small to have one. */
const sentBytes = (file: string) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : fs.statSync(full).size;
};

/** When the page's `load` event ended, on the test's clock. */
const loadEnd = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav && nav.loadEventEnd > 0 ? performance.timeOrigin + nav.loadEventEnd : null;
  });

const isSync = (r: Request) => r.url().includes('/api/sync/') || /sync\.worker|sync-indicator/.test(r.url());
/** Work the page starts when it is idle after load (sync, the service worker's registration): not part of the first load. */
const isIdleWork = (r: Request) => isSync(r) || /virtual_pwa-register|workbox-window/.test(r.url());

test('a first visit starts sync only after load, fills the offline copy in the background, then works offline @phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const syncRequests: { url: string; at: number }[] = [];
  page.on('request', (r) => {
    if (isSync(r)) syncRequests.push({ url: r.url(), at: Date.now() });
  });
  context.on('request', (r) => {
    if (r.url().includes('/api/sync/pull')) syncRequests.push({ url: r.url(), at: Date.now() });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-offline-copy', 'complete', { timeout: 60_000 });

  const loaded = await loadEnd(page);
  expect(loaded).not.toBeNull();
  expect(syncRequests.length).toBeGreaterThan(0);
  // Nothing of sync (its code, its worker, its requests) before the page had loaded.
  for (const r of syncRequests) expect(r.at, r.url).toBeGreaterThanOrEqual(loaded!);
  // What pages show came first, the quiz bank after.
  const pulls = syncRequests.filter((r) => r.url.includes('/api/sync/pull')).map((r) => new URL(r.url).searchParams.get('only'));
  expect(pulls.indexOf('bank')).toBeGreaterThan(pulls.indexOf('user,course,public,admin'));

  // The status says the offline copy is whole.
  await status.click();
  await expect(page.getByTestId('offline-copy')).toContainText('Offline copy complete');
  await page.keyboard.press('Escape');

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/courses');
  await expect(page.getByRole('article').filter({ hasText: 'Python Programming' })).toBeVisible();
  await page.goto('/about/testimonials');
  await expect(page.getByRole('heading', { name: 'Testimonials', level: 1 })).toBeVisible();
  await expect(page.getByText(/^[1-9]\d* testimonials$/)).toBeVisible();
  await expect(page.getByText(/^“/).first()).toBeVisible();
  await context.setOffline(false);

  // A learner takes a quiz offline: the bank is on the device. (Signing up keeps what the visitor
  // downloaded; the engine test checks that the shared buckets' cursors survive it.)
  await registerThroughUi(page, request, newStudent());
  await expect(status).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  await context.setOffline(true);
  await page.goto('/services/quiz');
  await expect(page.getByRole('heading', { name: 'Quiz Challenge', level: 1 })).toBeVisible();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 1');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  await expect(page.locator('#quiz-question')).toBeVisible();
  await context.setOffline(false);
});

for (const [address, language] of [
  ['/', 'en'],
  ['/mr', 'mr'],
  ['/hi', 'hi'],
] as const)
  test(`the JavaScript of a first visit to the home page stays within its budget, in ${language} @phone`, async ({ page }) => {
    const scripts: { file: string; at: number }[] = [];
    let idleWorkStarted = Infinity;
    page.on('request', (r) => {
      if (isIdleWork(r)) idleWorkStarted = Math.min(idleWorkStarted, Date.now());
      if (r.resourceType() === 'script' && !r.serviceWorker()) scripts.push({ file: new URL(r.url()).pathname, at: Date.now() });
    });
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: the header's menu button answers (a plain button becomes the menu on first use).
    await expect(page.getByTestId('sync-status')).toBeVisible();
    const firstLoad = scripts.filter((s) => s.at < idleWorkStarted).map((s) => s.file);
    const gzip = firstLoad.reduce((sum, file) => sum + sentBytes(file), 0);
    console.log(`first visit to ${address}: ${firstLoad.length} script files, ${(gzip / 1024).toFixed(1)} KB gzip`);
    for (const file of firstLoad) console.log(`  ${(sentBytes(file) / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.length).toBeLessThanOrEqual(budget.files);
    expect(gzip).toBeLessThanOrEqual(budget.gzipBytes);
    // A language's catalogues only: none of another language's.
    for (const file of firstLoad.filter((f) => f.startsWith('/assets/i18n/')))
      expect(file).toMatch(new RegExp(`^/assets/i18n/${language}-`));
  });

test('a first visit to /courses paints the courses from its HTML, before and without sync', async ({ browser, baseURL }) => {
  // No JavaScript at all: the server rendered the published courses into the page.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  await bare.goto('/courses');
  await expect(bare.getByRole('button', { name: 'Details of Python Programming' })).toBeVisible();
  await expect(bare.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/courses$/);
  await expect(bare).toHaveTitle(/^Courses \|/);
  await noScript.close();

  // With JavaScript and sync held back: hydration keeps the same courses (no skeleton in between)
  // and they answer, from the rows the page carried.
  const context = await browser.newContext({ baseURL });
  await context.route('**/api/sync/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/courses');
  await expect(page.getByRole('button', { name: 'Details of Python Programming' })).toBeVisible();
  // Once hydrated, a course answers from the rows the page carried. (Tapping again until it answered
  // failed under load: the dialog's code took more than the try's 2 s, and the next tap then waited
  // on the dialog's overlay until the test's time ran out.)
  await hydrated(page);
  await page.getByRole('button', { name: 'Details of Python Programming' }).click();
  await expect(page.getByRole('dialog')).toContainText('Python Programming');
  await context.close();
});

test.describe('without a service worker yet', () => {
  test.use({ serviceWorkers: 'block' });

  test('a network lost before the sync code came keeps the page; the status loads once back online', async ({ page, context }) => {
    // The indicator's code cannot be fetched (the network went away after the page loaded).
    const indicatorCode = /\/assets\/sync-indicator-[\w-]+\.js$/;
    await page.route(indicatorCode, (route) => route.abort('internetdisconnected'));
    await page.goto('/courses');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'not-loaded', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // Back online, the indicator loads and sync runs.
    await page.unroute(indicatorCode);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  });

  test('a page whose code cannot be fetched says so, keeps the header, and opens once it can be', async ({ page, context }) => {
    const galleryCode = /\/assets\/gallery-[\w-]+\.js$/;
    await page.route(galleryCode, (route) => route.abort('internetdisconnected'));
    await page.goto('/courses');
    await hydrated(page);
    // The router reloads once on code it cannot fetch (a release may have renamed it); the code
    // still fails, so the page says so, under the header, never as a bare error.
    await page.getByRole('banner').getByRole('link', { name: 'Gallery' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be opened' });
    await expect(alert).toContainText('Try again', { timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    // Offline it says the page is not on the device yet; back online it opens by itself.
    await context.setOffline(true);
    await expect(alert).toContainText('You are offline and this page is not on this device yet');
    await page.unroute(galleryCode);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: /gallery/i })).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveCount(0);
  });
});
