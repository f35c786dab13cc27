/**
 * The home page's moving parts (issue 15; site spec sections 1, 2 Home and 9) and Reviews: the
 * welcome pop-up shows once and fetches its video only when it opens; the promo slides (8 s) and
 * the testimonial (5 s) rotate, pause, and stay still under reduced motion (WCAG 2.2.2), as does
 * the scrolling banner; the counters reach their figures; a visitor's testimonial appears on the
 * home page once an administrator approves it at /admin/reviews. Time is moved with Playwright's
 * clock, never waited for.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  homeContent,
  homeTimings,
  messages,
  promoSlidesOf,
  welcomeVideoOf,
  type PromoSlide,
  type SiteItem,
  type WelcomeVideo,
} from '@institute/shared-schema';
import { loginThroughUi, logoutThroughUi, e2eAdmin as admin } from './accounts';
import { hydrated } from './hydration';
import { touchTargetOffenders } from './touch-targets';

/** The site content the home page shows (the seeded demo: 8 slides and the pop-up's video), as the server has it. */
async function homeItems(request: APIRequestContext): Promise<{ slides: PromoSlide[]; video: WelcomeVideo }> {
  const items = (await (await request.get('/api/site-items')).json()) as { data: SiteItem[] };
  const video = welcomeVideoOf(items.data);
  if (!video) throw new Error('no pop-up video in the site content');
  return { slides: promoSlidesOf(items.data), video };
}

/**
 * Opens the home page with a fake clock, waits for its lazy module (the timers) and for the
 * device's testimonials (sync fills them after load), then stops the clock: from here on time
 * moves only when the test says.
 */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('home-hero')).toHaveAttribute('data-live', 'ready');
  await expect(page.getByTestId('home-testimonials').locator('figure')).not.toHaveCount(1, { timeout: 30_000 });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

/** Moves a stopped clock on a second at a time until `read` gives `value` (the page loads its modules meanwhile). */
async function runUntil<T>(page: Page, read: () => Promise<T>, value: T) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return read();
      },
      { timeout: 30_000 },
    )
    .toBe(value);
}

/**
 * A timer a click starts runs `ms` plus a frame later: the renderer runs effects after the next
 * frame (Preact does), and frames wait for the test's clock too.
 */
const afterClick = (ms: number) => ms + 100;

const indexOf = async (part: Locator) => Number(await part.getAttribute('data-index'));

test.describe('a first-time visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees the welcome pop-up once; its video is fetched only when it opens @phone', async ({ page, request }) => {
    const { video: welcomeVideo } = await homeItems(request);
    expect(welcomeVideo.player.kind).toBe('file');
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(welcomeVideo.src)) videoRequests.push(r.url());
    });
    // Time stands still: the page loads and paints, but nothing that waits for idle runs yet.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
    const dialog = page.getByRole('dialog', { name: welcomeVideo.title });
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    const stylesBefore = await page.evaluate(() => document.querySelectorAll('style').length);

    // Once the page is idle, the pop-up opens, and only now its video element and file.
    await runUntil(page, () => dialog.count(), 1);
    await page.clock.resume();
    await expect(dialog).toBeVisible();
    // It waits for the visitor to press play: nothing moves by itself.
    await expect(dialog.locator('video')).toHaveAttribute('preload', 'metadata');
    await expect(dialog.locator('video')).not.toHaveAttribute('autoplay', /.*/);
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    // The page behind holds still through an inline style, not a stylesheet added to the document
    // (which made the browser restyle the whole page as the pop-up opened: ui/dialogs.tsx).
    const root = () =>
      page.evaluate(() => ({ overflow: document.documentElement.style.overflow, styles: document.querySelectorAll('style').length }));
    expect(await root()).toEqual({ overflow: 'hidden', styles: stylesBefore });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await root()).overflow).toBe('');

    // Dismissed once: not again.
    await page.reload();
    await expect(page.getByTestId('home-hero')).toHaveAttribute('data-live', 'ready');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the page carries every slide of the site content, the final figures and the journey', async ({ request }) => {
  const { slides } = await homeItems(request);
  expect(slides).toHaveLength(8);
  const html = await (await request.get('/')).text();
  for (const s of slides) expect(html).toContain(s.title);
  // The final figure, as drawn and as the width it keeps (`data-final`), then its suffix.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const s of homeContent.stats)
    expect(html).toMatch(new RegExp(`data-final="${s.value}"><span[^>]*>${s.value}</span></span>${escaped(s.suffix)}<`));
  for (const j of homeContent.journey) expect(html).toContain(j.step);
  expect(html).toContain(`${homeContent.discountPercent}% off on upcoming batches`);
});

test('the promo slides rotate every 8 s and pause; the testimonial every 5 s and pauses; all within touch targets @phone', async ({
  page,
  request,
}) => {
  const { slides } = await homeItems(request);
  await openHome(page);
  const promo = page.getByTestId('promo-slides');
  const n = slides.length;
  const at = await indexOf(promo);
  await expect(promo.getByRole('group', { name: `${at + 1} of ${n}` })).toContainText(slides[at]!.title);
  await page.clock.runFor(homeTimings.promoMs);
  await expect(promo).toHaveAttribute('data-index', String((at + 1) % n));
  await expect(promo.getByText(slides[(at + 1) % n]!.title)).toBeVisible();
  await expect(promo.getByText(slides[at]!.title)).toBeHidden();

  // Previous and next wrap around.
  for (let i = (at + 1) % n; i > 0; i--) await promo.getByRole('button', { name: 'Previous slide' }).click();
  await expect(promo).toHaveAttribute('data-index', '0');
  await promo.getByRole('button', { name: 'Previous slide' }).click();
  await expect(promo).toHaveAttribute('data-index', String(n - 1));
  await promo.getByRole('button', { name: 'Next slide' }).click();
  await expect(promo).toHaveAttribute('data-index', '0');

  // Paused, it stays; played again, it moves on.
  await promo.getByRole('button', { name: 'Pause slides' }).click();
  await page.clock.runFor(homeTimings.promoMs * 3);
  await expect(promo).toHaveAttribute('data-index', '0');
  await promo.getByRole('button', { name: 'Play slides' }).click();
  await page.clock.runFor(afterClick(homeTimings.promoMs));
  await expect(promo).toHaveAttribute('data-index', '1');

  // The testimonial: the device's approved ones.
  const quotes = page.getByTestId('home-testimonials');
  const count = await quotes.locator('figure').count();
  const first = await indexOf(quotes);
  await page.clock.runFor(homeTimings.testimonialMs);
  await expect(quotes).toHaveAttribute('data-index', String((first + 1) % count));
  await quotes.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.clock.runFor(homeTimings.testimonialMs * 3);
  await expect(quotes).toHaveAttribute('data-index', String((first + 1) % count));
  await quotes.getByRole('button', { name: 'Play testimonials' }).click();
  await page.clock.runFor(afterClick(homeTimings.testimonialMs));
  await expect(quotes).toHaveAttribute('data-index', String((first + 2) % count));

  // The banner: the offer and the upcoming batches of the device's courses; a pause button stops it.
  const banner = page.getByTestId('home-banner');
  await expect(banner.getByRole('listitem').first()).toHaveText(`${homeContent.discountPercent}% off on upcoming batches`);
  await expect(banner).toContainText(/Python Programming: new batch/);
  await banner.getByRole('button', { name: 'Pause banner' }).click();
  await expect(banner.locator('[data-paused]')).toHaveAttribute('data-paused', 'true');
  await expect(banner.getByRole('button', { name: 'Play banner' })).toBeVisible();
  expect(await touchTargetOffenders(page)).toEqual([]);
});

test('under reduced motion nothing moves by itself until the visitor presses play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const promo = page.getByTestId('promo-slides');
  const quotes = page.getByTestId('home-testimonials');
  await page.clock.runFor(homeTimings.promoMs * 3);
  await expect(promo).toHaveAttribute('data-index', '0');
  await expect(quotes).toHaveAttribute('data-index', '0');
  await expect(promo.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await expect(quotes.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  const track = page.getByTestId('home-banner').locator('[data-paused]');
  expect(await track.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');

  // The visitor's choice wins over the system's.
  await promo.getByRole('button', { name: 'Play slides' }).click();
  await page.clock.runFor(afterClick(homeTimings.promoMs));
  await expect(promo).toHaveAttribute('data-index', '1');
  await page.getByTestId('home-banner').getByRole('button', { name: 'Play banner' }).click();
  expect(await track.evaluate((e) => getComputedStyle(e).animationName)).not.toBe('none');
});

test('the counters count up when they scroll into view and end on their figures', async ({ page }) => {
  // Time stands still from the start, so counters already in view (a desktop) wait for the test too.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  await runUntil(page, () => page.getByTestId('home-hero').getAttribute('data-live'), 'ready');
  const counters = page.getByTestId('home-counters').getByTestId('counter');
  await counters.first().scrollIntoViewIfNeeded();
  await page.clock.runFor(homeTimings.counterMs / 3);
  await expect(counters.first()).not.toHaveText('2000+');
  await page.clock.runFor(homeTimings.counterMs);
  await expect(counters).toHaveText(['2000+', '5000+', '92%']);
});

test("a visitor's testimonial appears on the home page once an administrator approves it at /admin/reviews", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const text = `The mock interviews made the difference (${testInfo.project.name} ${Date.now() % 1e6}).`;
  const author = `Visitor ${testInfo.project.name}`;

  // A visitor submits; it waits for approval.
  await page.goto('/about/testimonials');
  // The page is prerendered: its button shows before the script that opens the dialog has taken over.
  await hydrated(page);
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  const add = page.getByRole('dialog', { name: 'Add testimonial' });
  await add.getByRole('textbox', { name: 'Testimonial text' }).fill(text);
  await add.getByRole('textbox', { name: 'Author' }).fill(author);
  await add.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'Python' }).click();
  await add.getByRole('textbox', { name: 'Faculty' }).fill('Ms. Joshi');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.success.testimonialSubmitted)).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('home-testimonials').locator('figure').first()).not.toContainText('Loading', { timeout: 30_000 });
  await expect(page.getByTestId('home-testimonials').getByText(text)).toHaveCount(0);

  // The administrator finds it waiting, checks the edit dialog's rules, and approves it.
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const card = page.getByTestId('review').filter({ hasText: text });
  await expect(card).toHaveAttribute('data-approved', 'false');
  await expect(card.getByText('Waiting for approval')).toBeVisible();

  await card.getByRole('button', { name: `Edit the testimonial by ${author}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit testimonial' });
  await edit.getByRole('textbox', { name: 'Author' }).fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText(messages.validation.testimonialAuthorRequired)).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Author' })).toBeFocused();
  await edit.getByRole('textbox', { name: 'Author' }).fill(author);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(messages.success.testimonialUpdated)).toBeVisible();
  await expect(edit).toHaveCount(0);

  // The delete dialog asks first; cancelled, nothing goes.
  await card.getByRole('button', { name: `Delete the testimonial by ${author}` }).click();
  const del = page.getByRole('dialog', { name: 'Delete testimonial' });
  await expect(del).toContainText(author);
  await del.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Approve the testimonial by ${author}` }).click();
  await expect(page.getByText(messages.reviews.approved)).toBeVisible();
  await expect(card).toHaveAttribute('data-approved', 'true');
  await expect(card.getByText('Shown on the site')).toBeVisible();
  // Toasts stack for a moment (their close buttons side by side); the page's own targets are measured.
  // A toast may close by itself meanwhile: its button is then gone, and the click gives up at once.
  for (const close of await page.getByRole('button', { name: 'Close message' }).all())
    await close.click({ timeout: 2000 }).catch(() => undefined);
  // A toast keeps still while the pointer is over it: the pointer, left where the last close button
  // was, leaves the stack so that the toast that slid under it closes by itself.
  await page.mouse.move(1, page.viewportSize()!.height - 1);
  await expect(page.getByRole('button', { name: 'Close message' })).toHaveCount(0, { timeout: 20_000 });
  expect(await touchTargetOffenders(page)).toEqual([]);
  await logoutThroughUi(page);

  // The home page shows it among the rotating testimonials; stepping reaches it.
  await page.goto('/');
  const quotes = page.getByTestId('home-testimonials');
  const figure = quotes.locator('figure').filter({ hasText: text });
  await expect(figure).toHaveCount(1, { timeout: 30_000 });
  await quotes.getByRole('button', { name: 'Pause testimonials' }).click();
  for (let i = 0; i < 50 && (await figure.getAttribute('data-active')) !== 'true'; i++)
    await quotes.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(figure).toBeVisible();
  await expect(figure).toContainText(author);
});
