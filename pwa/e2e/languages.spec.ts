/**
 * Issue 21, languages: English, Marathi and Hindi, each at its own addresses (`/mr/…`, `/hi/…`).
 * A Marathi reader's first visit is Marathi from the HTML on; the header's switch changes the
 * language where the reader is and is remembered on the device and on the account; a page fetches
 * its own language's catalogues only, and the Devanagari font only for Marathi or Hindi; and after
 * one visit the reader's language works offline. Every route in every language is checked for
 * untranslated messages and by axe in accessibility.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteWordGroups, siteWordsOf } from '@institute/shared-schema';
import { hydrated } from './hydration';
import { loginThroughUi, newStudent, registerThroughApi } from './accounts';
import { waitForServiceWorker } from './service-worker';

const languageSwitch = (page: Page, name: string) => page.getByRole('combobox', { name });

test("a Marathi browser's first visit is in Marathi from the HTML alone, with the page's other languages named", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'mr-IN' });
  const page = await context.newPage();
  // No script and no stylesheet: what is drawn comes from the server's HTML.
  await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/mr\/courses$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page).toHaveTitle(/[\u0900-\u097f]/);
  await expect(languageSwitch(page, 'ॲपची भाषा')).toHaveValue('mr');
  await expect(
    page
      .getByRole('link', { name: 'लॉग इन' })
      .or(page.getByRole('button', { name: 'नेव्हिगेशन उघडा' }))
      .first(),
  ).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/courses`);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', `${origin}/hi/courses`);
  await context.close();
});

test('the header switch changes the language in place; the choice is remembered, and English is one choice away', async ({ page }) => {
  await page.goto('/courses');
  await hydrated(page);
  await languageSwitch(page, 'Display language').focus();
  await languageSwitch(page, 'Display language').selectOption('mr');
  await expect(page).toHaveURL(/\/mr\/courses$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(languageSwitch(page, 'ॲपची भाषा')).toBeFocused();
  // A link of a Marathi page stays in Marathi.
  await page
    .getByRole('link', { name: /मुख्यपृष्ठ/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mr$/);
  // Remembered: an English address opens in Marathi.
  await page.goto('/about/team');
  await expect(page).toHaveURL(/\/mr\/about\/team$/);
  await hydrated(page);
  await languageSwitch(page, 'ॲपची भाषा').selectOption('en');
  await expect(page).toHaveURL(/\/about\/team$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/gallery');
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(languageSwitch(page, 'Display language')).toHaveValue('en');
});

test("a page fetches its own language's catalogues only, and the Devanagari font only in Marathi or Hindi", async ({ browser }) => {
  for (const locale of ['en', 'hi'] as const) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(locale === 'en' ? '/courses' : '/hi/courses');
    await hydrated(page);
    const catalogues = requested.filter((p) => p.startsWith('/assets/i18n/'));
    expect(catalogues.length, locale).toBeGreaterThan(0);
    for (const file of catalogues) expect(file, locale).toMatch(new RegExp(`^/assets/i18n/${locale}-`));
    const fonts = requested.filter((p) => p.startsWith('/fonts/'));
    if (locale === 'en') expect(fonts).toEqual([]);
    else {
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'भाषा'))).toBe(true);
      expect(fonts.some((f) => f.includes('noto-sans-devanagari'))).toBe(true);
      const family = await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
      expect(family).toMatch(/^"?Noto Sans Devanagari/);
    }
    await context.close();
  }
});

test("after one Marathi visit, the reader's language works offline on pages not seen yet", async ({ page, context }) => {
  await page.goto('/mr');
  await waitForServiceWorker(page);
  await hydrated(page);
  await context.setOffline(true);
  // The contact page's code and words were never shown: both come from the worker's caches.
  await page.goto('/mr/contact');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(languageSwitch(page, 'ॲपची भाषा')).toHaveValue('mr');
  expect(await page.evaluate(() => (globalThis as { __missingMessages?: string[] }).__missingMessages ?? [])).toEqual([]);
  await context.setOffline(false);
});

test('the language follows the account: chosen on one device, another device opens in it once signed in', async ({ browser, request }) => {
  const student = newStudent();
  await registerThroughApi(request, student);
  const first = await browser.newContext();
  const phone = await first.newPage();
  await loginThroughUi(phone, student.email, student.password);
  await expect(phone).toHaveURL(/\/student\/dashboard$/);
  await hydrated(phone);
  const saved = phone.waitForResponse((r) => r.url().endsWith('/api/users/language') && r.request().method() === 'PUT');
  await languageSwitch(phone, 'Display language').selectOption('hi');
  expect((await saved).ok()).toBe(true);
  await first.close();

  const second = await browser.newContext();
  const desktop = await second.newPage();
  await loginThroughUi(desktop, student.email, student.password);
  await expect(desktop).toHaveURL(/\/hi\/student\/dashboard$/);
  await expect(desktop.locator('html')).toHaveAttribute('lang', 'hi');
  await second.close();
});

test("a server's refusal with a value reaches a Marathi reader in Marathi, by its message code and value", async ({ page, request }) => {
  const s = newStudent();
  await registerThroughApi(request, s);
  // The registration code went to this number moments ago: the server asks to wait, by code.
  const answer = await request.post('/api/auth/send-otp', { data: { mobile: s.phone, purpose: 'reset' } });
  expect(answer.status()).toBe(429);
  expect(await answer.json()).toMatchObject({ code: 'auth.otpWait', values: [expect.stringMatching(/^\d+$/)] });

  await page.goto('/mr/forgot-password');
  await hydrated(page);
  await page.getByLabel('मोबाइल नंबर').fill(s.phone);
  await page.getByRole('button', { name: 'OTP पाठवा' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^दुसरा OTP मागवण्यापूर्वी कृपया \d+ सेकंद थांबा\.$/);
});

/**
 * The site's own words kept as data (home figures and journey, about pages, gallery, placements,
 * footer), in English; a word that reads the same in every language (ISO 9001:2015) is no sign of English.
 */
const siteWords = siteWordsOf(siteWordGroups).filter((word) => /[a-z]{3}/.test(word));

test('the site’s own words (home figures and journey, about pages, gallery, placements, footer) are in Marathi and Hindi', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pages = [
    '/',
    '/about/mission',
    '/about/journey',
    '/about/team',
    '/about/institutes',
    '/about/internship',
    '/gallery',
    '/placements',
    '/contact',
  ];
  // The site words a page shows: its visible texts that are one of them whole (a testimonial or a
  // photo's caption, written in English by people, may contain such words and is no defect).
  const englishOn = (on: Page) =>
    on.evaluate((words) => {
      const shown = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.parentElement?.checkVisibility()) shown.add(node.textContent?.trim() ?? '');
      return words.filter((word) => shown.has(word));
    }, siteWords);
  // The English pages show them (so the list is what a page shows)...
  await page.goto('/');
  await hydrated(page);
  expect(await englishOn(page)).toEqual(expect.arrayContaining(['Mock Interview', 'Students trained', 'Learn to code. Get placed.']));
  // ...a Marathi reader sees none of them, drawn by the app...
  for (const path of pages) {
    await page.goto(`/mr${path === '/' ? '' : path}`);
    await hydrated(page);
    expect(await englishOn(page), `/mr${path}`).toEqual([]);
  }
  // ...and a Hindi reader none in the server's HTML alone, before any script.
  const context = await browser.newContext();
  const html = await context.newPage();
  await html.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const path of pages) {
    await html.goto(`/hi${path === '/' ? '' : path}`);
    expect(await englishOn(html), `/hi${path}`).toEqual([]);
  }
  await context.close();
});
