/**
 * Offline-first through the real service worker and the real server (DESIGN.md "Offline-first"):
 * a signed-in student goes offline, reloads, browses, submits a testimonial and a contact message,
 * edits the profile, closes the page and reopens it offline (the queue is still there and shown),
 * then comes back online: everything reaches the server exactly once and the status says synced.
 */
import { expect, test, type Page } from '@playwright/test';
import { newStudent, registerThroughUi, e2eAdmin } from './accounts';
import { syncSchemaVersion } from '@institute/shared-schema';
import { hydrated } from './hydration';

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  // The first visit is not controlled until the worker claims it; a reload is controlled for sure.
  await expect
    .poll(
      async () => {
        if (await page.evaluate(() => !!navigator.serviceWorker.controller)) return true;
        await page.reload();
        return page.evaluate(() => !!navigator.serviceWorker.controller);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

const status = (page: Page) => page.getByTestId('sync-status');

test('offline writes survive a closed tab and reach the server exactly once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const student = newStudent();
  await registerThroughUi(page, request, student);
  await waitForServiceWorker(page);
  await expect(status(page)).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });

  await context.setOffline(true);
  await page.goto('/courses');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').or(page.locator('[data-testid="course-card"]')).first()).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-state', 'offline');

  const words = `Offline words ${student.phone}`;
  await page.goto('/about/testimonials');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await page.getByRole('textbox', { name: 'Testimonial text' }).fill(words);
  await page.getByLabel('Author').fill('Asha');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'Python' }).click();
  await page.getByLabel('Faculty').fill('Ravi');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('testimonial').filter({ hasText: words })).toContainText('Waiting for approval');

  const note = `Offline question ${student.phone}`;
  await page.goto('/contact');
  await page.getByLabel('Message').fill(note);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();

  await page.goto('/student/profile');
  await page.getByRole('button', { name: /Edit/ }).click();
  await page.getByLabel('Education').fill('B.Sc. Offline');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('B.Sc. Offline')).toBeVisible();
  await expect(status(page)).toHaveAccessibleName(/3 changes waiting to sync/);

  // The tab closes; the queue is on disk. A new tab, still offline, shows it.
  await page.close();
  const again = await context.newPage();
  await again.goto('/');
  await expect(status(again)).toHaveAccessibleName(/You are offline, 3 changes waiting to sync/);
  await status(again).click();
  await expect(again.getByTestId('sync-summary')).toHaveText('3 changes waiting to sync');
  await again.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(status(again)).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

  // On the server, each exactly once.
  const token = await again.evaluate(() => localStorage.getItem('token'));
  const me = (await (await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    user: { education: string };
  };
  expect(me.user.education).toBe('B.Sc. Offline');
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const adminToken = ((await login.json()) as { token: string }).token;
  // Everything the administrator may see, page by page.
  const testimonials: { text: string }[] = [];
  const contacts: { message: string }[] = [];
  let cursors: Record<string, string> = {};
  for (let more = true; more;) {
    const url = `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=${encodeURIComponent(JSON.stringify(cursors))}`;
    const answer = (await (await request.get(url, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
      hasMore: boolean;
      buckets: { bucket: string; cursor: string; collections: Record<string, { put: never[] }> }[];
    };
    for (const b of answer.buckets) {
      cursors = { ...cursors, [b.bucket]: b.cursor };
      testimonials.push(...(b.collections.adminTestimonials?.put ?? []));
      contacts.push(...(b.collections.adminMessages?.put ?? []));
    }
    more = answer.hasMore;
  }
  expect(testimonials.filter((t) => t.text === words)).toHaveLength(1);
  expect(contacts.filter((m) => m.message === note)).toHaveLength(1);
});
