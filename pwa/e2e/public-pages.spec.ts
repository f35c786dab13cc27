/**
 * The about pages, the gallery and the placements, end to end on the built app (issue 15), on a
 * phone and a desktop: every route renders its spec texts from the demo content the server seeded;
 * each page has its own head; the gallery's filters, the full-screen viewer's keys and the quiz
 * carousel wrapping both ways; an administrator uploads a gallery photo and it appears in its
 * category; every new page opens offline after one visit, a video saying it needs the network.
 */
import { expect, test, type Page } from '@playwright/test';
import { featuredJob, messages, pageDataLimit, publicPageAt, publicPages, type SiteItem } from '@institute/shared-schema';
import { loginThroughUi, e2eAdmin } from './accounts';
import { hydrated } from './hydration';
import { waitForServiceWorker } from './service-worker';
import { touchTargetOffenders } from './touch-targets';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits until the public bucket's rows are on the device and drawn (the team's three cards). */
async function contentLoaded(page: Page) {
  await page.goto('/about/team');
  await expect(page.getByTestId('team-member')).toHaveCount(3, { timeout: 30_000 });
}

test('the about pages render their spec texts and their own heads', async ({ page }) => {
  await contentLoaded(page);
  await expect(heading(page, 'Our Team')).toBeVisible();
  const first = page.getByTestId('team-member').first();
  await expect(first.getByRole('heading', { name: 'Prakash Deshmukh' })).toBeVisible();
  for (const text of [
    'Founder & Lead Trainer',
    'Experience: 12+ years',
    'Education: M.E. Computer Engineering',
    'Company: EPL Institute of Programming',
  ])
    await expect(first.getByText(text)).toBeVisible();
  await expect(first.getByRole('link', { name: 'Mail Prakash Deshmukh' })).toHaveAttribute('href', 'mailto:prakash@epl.institute');
  await expect(first.getByRole('link', { name: 'Prakash Deshmukh on LinkedIn' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Photo of Prakash Deshmukh' })).toHaveAttribute('srcset', /\/api\/site-images\/.+ 320w/);
  await expect(page).toHaveTitle(publicPageAt('/about/team')!.title);

  await page.goto('/about/mission');
  await expect(heading(page, 'Our Mission')).toBeVisible();
  await expect(page.getByText('Career first')).toBeVisible();

  await page.goto('/about/journey');
  await expect(heading(page, 'Our Journey')).toBeVisible();
  for (const figure of ['156 students', '489 students', '944 students', '1300 students', '2000+ students'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByTestId('journey-highlight')).toHaveCount(3);
  await expect(page.getByTestId('journey-highlight').first()).toContainText('10 September 2021');
  await expect(page.getByText('Licence on 1 January 2023, ISO 9001:2015 on 15 March 2023.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'ISO 9001:2015 certificate of EPL Institute of Programming' })).toBeVisible();

  await page.goto('/about/institutes');
  await expect(heading(page, 'Our Institutes')).toBeVisible();
  await expect(page.getByTestId('institute-achievement').filter({ hasText: '100+' })).toBeVisible();
  await expect(page.getByTestId('institute-achievement').filter({ hasText: '95%' })).toBeVisible();
  await expect(page.getByTestId('story-step')).toHaveCount(7);
  await expect(page.getByText('Infosys', { exact: true })).toBeVisible();

  await page.goto('/about/internship');
  await expect(heading(page, 'Internship Program')).toBeVisible();
  await expect(page.getByTestId('benefit')).toHaveCount(8);
  const phases = page.getByTestId('phase');
  await expect(phases).toHaveText([/Foundation.*4 weeks/, /Specialization.*8 weeks/, /Project.*4 weeks/]);
  await expect(page.getByText('What our alumni say')).toBeVisible();
  await expect(page.locator('blockquote')).toHaveCount(2);
  const apply = page.getByRole('link', { name: 'Apply Now' });
  await expect(apply).toHaveCount(2);
  await expect(apply.first()).toHaveAttribute('href', featuredJob.link);
  await expect(apply.first()).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Start Coding' }).first().click();
  await expect(page).toHaveURL(/\/services\/editor$/);
});

test('prerendered pages carry their title, description, canonical link and Open Graph tags', async ({ request }) => {
  for (const { path, ...meta } of publicPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${meta.title.replace(/&/g, '&amp;')}</title>`);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}">`));
    expect(html, path).toContain('property="og:title"');
    expect(html, path).toContain('property="og:description"');
    expect(html, path).toMatch(new RegExp(`property="og:url" content="[^"]+${path}"`));
  }
});

test('placements: achievers, 12 partners, 30 stars with the banner in 4 styles', async ({ page }) => {
  await page.goto('/placements');
  await expect(heading(page, 'Our Placement Achievers')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Recruiting Partners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Stars' })).toBeVisible();
  await expect(page.getByTestId('partner')).toHaveCount(12, { timeout: 30_000 });
  await expect(page.getByTestId('partner').first()).toContainText('Infosys');
  const stars = page.getByTestId('star');
  await expect(stars).toHaveCount(30);
  await expect(stars.first()).toContainText('Congratulations!');
  await expect(stars.first()).toContainText('Aarti Jadhav');
  const styles = await stars.evaluateAll((cards) => new Set(cards.map((c) => c.getAttribute('data-banner-style'))).size);
  expect(styles).toBe(4);
  await expect(page.getByText(messages.siteContent.imageNotAvailable).first()).toBeVisible();
  // The stars' grid: 1 column on a phone, 4 on a desktop.
  const columns = await page
    .getByTestId('stars-grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
  expect(columns).toBe(test.info().project.name === 'phone' ? 1 : 4);
});

test('the gallery: filters, the viewer by keyboard, the quiz carousel wrapping both ways', async ({ page }) => {
  await page.goto('/gallery');
  await expect(heading(page, 'Gallery')).toBeVisible();
  const photos = page.getByTestId('gallery-photo');
  await expect(page.getByTestId('gallery-count')).toHaveText('200 photos', { timeout: 30_000 });
  for (const label of ['all', 'epl', 'first', 'second', 'third', 'Our Achievement', 'mock-interview'])
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'epl', exact: true }).click();
  await expect(page.getByTestId('gallery-count')).toHaveText('40 photos');
  await expect(page).toHaveURL(/filter=epl/);
  expect(new Set(await photos.evaluateAll((ps) => ps.map((p) => p.getAttribute('data-category'))))).toEqual(new Set(['epl']));
  // Lazy images with their size set and a placeholder first.
  const img = photos.first().locator('img');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', '960');
  await expect(img).toHaveAttribute('height', '640');
  await expect(img).toHaveAttribute('sizes', /vw/);
  expect(await img.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/webp');

  await page.getByRole('button', { name: 'mock-interview', exact: true }).click();
  await expect(page.getByTestId('gallery-count')).toHaveText('35 photos');

  // The viewer: arrows step (wrapping), Escape closes.
  await photos.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('(1 of 35)');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('(2 of 35)');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText('(35 of 35)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The quiz view: its text, five slides wrapping both ways, four videos.
  await page.getByRole('button', { name: 'Our Achievement', exact: true }).click();
  await expect(page).toHaveURL(/filter=nashik-quiz/);
  await expect(page.getByText('Quiz event: 6 of 10 students won, second place.')).toBeVisible();
  const carousel = page.getByTestId('quiz-carousel');
  await expect(carousel).toContainText('Slide 1 of 5');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel).toContainText('Slide 5 of 5');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel).toContainText('Slide 1 of 5');
  for (let i = 0; i < 5; i++) await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel).toContainText('Slide 1 of 5');
  await expect(page.getByTestId('site-video')).toHaveCount(4);
  await expect(page.getByTestId('gallery-count')).toHaveText('25 photos');
});

/** Swipes across the photo viewer (a touch screen's move: `dx` px to the right, left when negative). */
async function swipe(page: Page, dx: number) {
  await page.getByTestId('photo-viewer').evaluate((el, dx) => {
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2 - dx / 2;
    const touch = (clientX: number) => new Touch({ identifier: 1, target: el, clientX, clientY: y });
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }));
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x + dx)] }));
  }, dx);
}

test('a first visit to the gallery: the photos its HTML carries, then all of them with every filter, nothing shifting; swipes step the viewer @phone', async ({
  page,
  request,
}) => {
  // Every layout shift from the first byte on (CLS counts those the visitor did not cause).
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        if (!e.hadRecentInput)
          // What moved, so a failure says which part of the page to fix.
          w.shifts.push(`${e.value}: ${e.sources.map((s) => `${s.node?.nodeName} "${s.node?.textContent?.slice(0, 40)}"`).join(', ')}`);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const all = ((await (await request.get('/api/site-items?kind=gallery')).json()) as { data: SiteItem[] }).data;
  expect(all.length).toBeGreaterThanOrEqual(195);
  // The HTML carries the first photos (a phone paints them before any script runs); sync brings the rest.
  const html = await (await request.get('/gallery')).text();
  expect(html.match(/data-testid="gallery-photo"/g)).toHaveLength(pageDataLimit);

  await page.goto('/gallery');
  await expect(page.getByTestId('gallery-photo')).not.toHaveCount(0);
  await expect(page.getByTestId('gallery-count')).toHaveText(`${all.length} photos`, { timeout: 30_000 });
  await expect(page.getByTestId('gallery-photo')).toHaveCount(all.length);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);

  // Every filter over every photo, not only those the HTML carried.
  for (const category of ['epl', 'first', 'second', 'third', 'nashik-quiz', 'mock-interview'] as const) {
    const expected = all.filter((p) => p.category === category);
    await page.getByTestId(`gallery-filter-${category}`).click();
    await expect(page.getByTestId('gallery-count')).toHaveText(`${expected.length} photos`);
    await expect(page.getByTestId('gallery-photo').last()).toHaveAttribute('aria-label', `Open photo: ${expected.at(-1)!.caption}`);
  }

  // Swipes on a touch screen (the phone): left is next, right is previous, wrapping at the ends.
  if (test.info().project.name === 'phone') {
    const n = all.filter((p) => p.category === 'mock-interview').length;
    await page.getByTestId('gallery-photo').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`(1 of ${n})`);
    await swipe(page, -120);
    await expect(dialog).toContainText(`(2 of ${n})`);
    await swipe(page, 120);
    await swipe(page, 120);
    await expect(dialog).toContainText(`(${n} of ${n})`);
    // A short or mostly vertical move is no swipe.
    await swipe(page, -20);
    await expect(dialog).toContainText(`(${n} of ${n})`);
  }
});

test('the header and footer links reach the new pages', async ({ page }) => {
  await page.goto('/gallery');
  await expect(heading(page, 'Gallery')).toBeVisible();
  for (const path of ['/about/mission', '/about/journey', '/about/team', '/about/institutes', '/about/internship', '/placements']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  }
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Institutes' }).click();
  await expect(heading(page, 'Our Institutes')).toBeVisible();
});

test("every new page and the home page's slides open offline after one visit; a video says it needs the network", async ({
  page,
  context,
}) => {
  await contentLoaded(page);
  await waitForServiceWorker(page);
  await page.goto('/gallery?filter=nashik-quiz');
  // Seen once, so the first photos are in the runtime cache.
  await expect(page.getByTestId('gallery-count')).toHaveText('25 photos');
  await context.setOffline(true);
  const pages: [string, string][] = [
    ['/about/mission', 'Our Mission'],
    ['/about/journey', 'Our Journey'],
    ['/about/team', 'Our Team'],
    ['/about/institutes', 'Our Institutes'],
    ['/about/internship', 'Internship Program'],
    ['/placements', 'Our Placement Achievers'],
    ['/gallery', 'Gallery'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
  }
  await expect(page.getByTestId('gallery-count')).toHaveText('200 photos');
  // The home page: the shell has no page data offline, so its promo slides come from the device's copy.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  await expect(page.getByTestId('promo-slides').getByRole('group', { name: '1 of 8' })).toContainText('20% off on upcoming batches', {
    timeout: 20_000,
  });
  await page.goto('/about/team');
  await expect(page.getByTestId('team-member')).toHaveCount(3);
  await page.goto('/placements');
  await expect(page.getByTestId('star')).toHaveCount(30);
  await page.goto('/gallery?filter=nashik-quiz');
  await expect(page.getByTestId('needs-network').first()).toHaveText(messages.siteContent.videoNeedsNetwork);
  // A photo seen before comes from the bounded cache.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('site-images');
    return (await cache.keys()).length;
  });
  expect(cached).toBeGreaterThan(0);
  await context.setOffline(false);
});

test('every target of the new pages can be touched (44 px, or spaced) on a phone @phone-only', async ({ page }) => {
  await contentLoaded(page);
  for (const path of [
    '/about/mission',
    '/about/journey',
    '/about/team',
    '/about/institutes',
    '/about/internship',
    '/placements',
    '/gallery?filter=nashik-quiz',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/gallery')) await expect(page.getByTestId('gallery-count')).toBeVisible();
    if (path === '/placements') await expect(page.getByTestId('star')).toHaveCount(30);
    expect(await touchTargetOffenders(page), path).toEqual([]);
  }
  await page.getByTestId('gallery-photo').first().click();
  await expect(page.getByTestId('photo-viewer')).toBeVisible();
  expect(await touchTargetOffenders(page), 'the photo viewer').toEqual([]);
});

/** A 48×32 PNG, kept inline (no file is fetched). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF8dMJr5YH2PPOFgAET03pF/drCtAQdWhmCFsWdfxg2CsDsUMYcu6DiF80KpDMUPYssqhCsY4HRwe1weB4rxqP55PZgAAAABJRU5ErkJggg==',
  'base64',
);

test('an administrator uploads a gallery photo and it appears in its category', async ({ page, browser }) => {
  // Signing in, two uploads and a visitor's first sync: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await loginThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Site content' }).first().click();
  await expect(page).toHaveURL(/\/admin\/site-content$/);
  await expect(page.getByTestId('admin-site-item').first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Add to Gallery photos' });

  const caption = `Placement drive ${Date.now()}`;
  try {
    // Not an image: refused by its content, whatever its name says.
    await form.getByLabel('Caption').fill(caption);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'third' }).click();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(messages.siteContent.notAnImage).first()).toBeVisible();

    await form.locator('input[type="file"]').setInputFiles({ name: 'drive.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'Add' }).click();
    // Upload, conversion and the entry: slow on a busy machine.
    await expect(page.getByText(messages.siteContent.created).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('admin-site-item').filter({ hasText: caption })).toBeVisible();

    // A visitor's gallery shows it under third, after the next sync.
    const visitor = await browser.newPage();
    await visitor.goto('/gallery?filter=third');
    await expect(visitor.getByRole('button', { name: `Open photo: ${caption}` })).toBeVisible({ timeout: 30_000 });
    // The photo is in the page's HTML: the filter answers only once the page's script has taken over.
    await hydrated(visitor);
    await visitor.getByRole('button', { name: 'second', exact: true }).click();
    await expect(visitor.getByRole('button', { name: `Open photo: ${caption}` })).toHaveCount(0);
    await visitor.close();

    // Removed, with a confirmation.
    await page.getByRole('button', { name: `Remove ${caption}` }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(messages.siteContent.deleted).first()).toBeVisible();
    await expect(page.getByTestId('admin-site-item').filter({ hasText: caption })).toHaveCount(0);
  } finally {
    // Whatever failed above, the gallery is left as the other tests count it.
    await page.evaluate(async (c) => {
      const token = localStorage.getItem('token');
      const list = (await (await fetch('/api/site-items?kind=gallery')).json()) as { data: { id: string; caption: string }[] };
      for (const item of list.data.filter((i) => i.caption === c))
        await fetch(`/api/admin/site-items/${item.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    }, caption);
  }
});

test('an administrator edits a caption and reorders photos and slides, by keyboard; visitors see both', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const gallery = ((await (await page.request.get('/api/site-items?kind=gallery')).json()) as { data: SiteItem[] }).data.filter(
    (p) => p.category === 'first',
  );
  const [above, target] = [gallery[0]!, gallery[1]!];
  const slides = ((await (await page.request.get('/api/site-items?kind=promo-slide')).json()) as { data: SiteItem[] }).data;
  const slide = slides[1]!;
  const caption = `Lab day ${Date.now() % 1e6}`;
  const slideTitle = `Weekend Java batch ${Date.now() % 1e6}`;

  await loginThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/site-content');
  try {
    // Edit: the shared schema's message under the field, the focus on it; then saved.
    await page.getByRole('button', { name: `Edit ${target.caption}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit entry' });
    await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveValue('first');
    await edit.getByLabel('Caption').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText(messages.siteContent.detailRequired('Caption'))).toBeVisible();
    await expect(edit.getByLabel('Caption')).toBeFocused();
    await edit.getByLabel('Caption').fill(caption);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(messages.siteContent.updated).first()).toBeVisible({ timeout: 20_000 });
    await expect(edit).toHaveCount(0);

    // Reorder by keyboard: the photo goes above the one before it in its category; the focus stays on it.
    const up = page.getByRole('button', { name: `Move ${caption} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(messages.siteContent.moved).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: `Move ${caption} down` })).toBeFocused();
    await expect(up).toBeDisabled();
    const cards = page.getByTestId('admin-site-item');
    const captions = await cards.allInnerTexts();
    expect(captions.findIndex((t) => t.includes(caption))).toBeLessThan(captions.findIndex((t) => t.includes(above.caption)));

    // A promo slide: its title changed and moved to the front.
    await page.getByRole('tab', { name: 'Promo slides' }).click();
    await page.getByRole('button', { name: `Edit ${slide.caption}` }).click();
    await edit.getByLabel('Caption').fill(slideTitle);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await page.getByRole('button', { name: `Move ${slideTitle} up` }).click();
    await expect(page.getByTestId('admin-site-item').first()).toContainText(slideTitle);

    // A visitor: the gallery's first photo of that category, and the home page's first slide.
    const visitor = await browser.newPage();
    await visitor.goto('/gallery?filter=first');
    await expect(visitor.getByTestId('gallery-photo').first()).toHaveAttribute('aria-label', `Open photo: ${caption}`, { timeout: 30_000 });
    await expect(visitor.getByTestId('gallery-photo').nth(1)).toHaveAttribute('aria-label', `Open photo: ${above.caption}`);
    await visitor.goto('/');
    await expect(visitor.getByTestId('promo-slides').getByRole('group', { name: '1 of 8' })).toContainText(slideTitle, { timeout: 30_000 });
    await visitor.close();
  } finally {
    // Whatever failed above, the content is left as the other tests expect it.
    await page.evaluate(
      async ({ restore }) => {
        const token = localStorage.getItem('token');
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        for (const item of restore) {
          await fetch(`/api/admin/site-items/${item.id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ ...item, imageId: item.image?.id ?? null }),
          });
        }
      },
      { restore: [above, target, slides[0]!, slide] },
    );
  }
});
