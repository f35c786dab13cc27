import { expect, test } from '@playwright/test';
import { hydrated, offlineCopyComplete } from './hydration';
import { waitForServiceWorker } from './service-worker';

test('the home page renders with the navigation and the footer @phone', async ({ page, isMobile }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await nav.getByRole('button', { name: 'Services' }).click();
    for (const item of ['Resume Builder', 'Code Editor', 'Quiz', 'Job Portal'])
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'About' }).click();
    for (const item of ['Mission', 'Journey', 'Team', 'Institutes', 'Internship', 'Testimonials'])
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  for (const link of ['Home', 'Courses', 'Institutes', 'Contact', 'Privacy Policy', 'Terms'])
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  await expect(footer).toContainText('Nashik, Maharashtra');
  await expect(footer.getByRole('link', { name: /\+91/ })).toBeVisible();
  // The prerendered HTML was adopted without a hydration mismatch.
  expect(errors).toEqual([]);
});

test('public pages arrive prerendered, readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await context.close();
});

test('the header keeps the 64px offset and changes look after scrolling @phone', async ({ page }) => {
  await page.goto('/courses');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBe(64);
  expect(await page.locator('main').evaluate((m) => getComputedStyle(m).paddingTop)).toBe('64px');
  await expect(header).not.toHaveAttribute('data-scrolled');
  // The course list arrives with the first sync; until then the page may be too short to scroll.
  await expect(page.getByRole('button', { name: /^Details of / }).first()).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('an unknown path shows Page Not Found and Go to Home leads home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('does not exist or has been moved')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
});

test('courses come from the server, priced in rupees', async ({ page }) => {
  await page.goto('/courses');
  await hydrated(page);
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('article').filter({ hasText: 'Java Full Stack Development' })).toContainText('₹34,999');
});

test('the service worker installs, and the app works offline after one visit @phone', async ({ page, context }) => {
  await page.goto('/courses');
  await hydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForServiceWorker(page);
  await offlineCopyComplete(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  // The courses were kept on the device.
  await expect(page.getByRole('article').filter({ hasText: 'Python Programming' })).toBeVisible();

  // A route never opened before still loads: its code was precached.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  await context.setOffline(false);
});

test('the web manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { sizes: string; src: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#1c7ed6' });
  expect(manifest.name).toContain('EPL');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeTruthy();
    const res = await request.get(icon!.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

// One viewport is enough for the update flow: it runs on the desktop only (no @phone tag).
test('a new release waits for the user before reloading', async ({ page }) => {
  const fs = await import('node:fs');
  const swFile = new URL('../dist/sw.js', import.meta.url).pathname;
  const original = fs.readFileSync(swFile, 'utf8');
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  try {
    // The server reads files at request time: this is what a new deployment looks like to the page.
    fs.writeFileSync(swFile, `${original}\n// next release\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByRole('status').filter({ hasText: 'A new version of the app is ready.' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByRole('button', { name: 'Reload to update' }).click();
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  } finally {
    fs.writeFileSync(swFile, original);
  }
});
