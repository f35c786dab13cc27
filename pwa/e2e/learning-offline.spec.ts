/**
 * Issue 18, continued, end to end on the built app: an administrator uploads a video through the
 * content wizard with its progress bar, over a slow link that drops in the middle (the tus upload
 * continues from where it stopped once the network is back); an enrolled student on a phone finds
 * the private calendar feed on the Live Sessions tab, downloads a note for offline use (its size
 * shown before, the space used after), goes offline and opens it from the stored copy; a visitor
 * sees the student's public profile (never the email or phone), and "Profile not available" once
 * the student hides it.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { messages } from '@institute/shared-schema';
import { loginThroughUi, newStudent, signInNewStudent, e2eAdmin as admin } from './accounts';
import { waitForServiceWorker } from './service-worker';
import { touchTargetOffenders } from './touch-targets';

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { token: string; user: { id: string } };
}

/** An MP4's first box, then `size` bytes of varied content. */
function video(size: number) {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 31 + (i >> 10)) % 256;
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]).copy(body);
  return body;
}

test('a video uploads resumably with a progress bar; a note is kept offline; the public profile shows and hides', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A student registered on a phone and enrolled in the first course.
  const s = newStudent();
  const context = await phone(browser);
  const studentPage = await context.newPage();
  await signInNewStudent(studentPage, request, s);
  const { token: adminToken } = await apiLogin(request, admin.email, admin.password);
  const course = ((await (await request.get('/api/courses')).json()) as { id: string; title: string }[])[0]!;
  const { user: student } = await apiLogin(request, s.email, s.password);
  expect(
    (
      await request.post('/api/enroll', {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { studentId: student.id, courseId: course.id },
      })
    ).ok(),
  ).toBe(true);

  // 1. The administrator uploads a video through the wizard over a slow link that drops halfway.
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/course-content');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course.title }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const videoTitle = `Loops explained ${s.phone}`;
  await page.getByLabel('Title').fill(videoTitle);
  await page.getByText('Video', { exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'loops.mp4', mimeType: 'video/mp4', buffer: video(3 * 1024 * 1024) });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // About 512 KB/s up: the 3 MB upload takes several seconds, long enough to see and to cut.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  await page.getByRole('button', { name: 'Upload content', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: /^Upload \d+%$/ });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(/(\d+)%/.exec((await bar.getAttribute('aria-label')) ?? '')?.[1] ?? 0), { timeout: 30_000 })
    .toBeGreaterThan(10);
  await page.screenshot({ path: testInfo.outputPath('tus-upload-progress.png') });
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText(messages.learningMore.uploadResuming)).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText(messages.success.contentAdded)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/admin\/courses$/);

  // The lesson holds the whole video (the server checked it by content and stored every byte).
  const lessons = (await (
    await request.get(`/api/courses/${course.id}/content`, { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as { content: { id: string; title: string; type: string }[] };
  const uploaded = lessons.content.find((c) => c.title === videoTitle)!;
  expect(uploaded.type).toBe('video');
  const link = (await (
    await request.get(`/api/content/${uploaded.id}/link`, { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as { size: number };
  expect(link.size).toBe(3 * 1024 * 1024);

  // A Markdown note, added the quick way (the wizard's multipart path is learning.spec's).
  const note = `Offline notes ${s.phone}`;
  const added = await request.post(`/api/courses/${course.id}/content`, {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      title: note,
      description: 'Read on the bus',
      type: 'note',
      duration: '',
      liveSessionId: '',
      file: {
        name: 'offline.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# Offline\n\nLoops repeat work until a condition fails.\n'),
      },
    },
  });
  expect(added.status()).toBe(201);

  // 2. The student (phone) sees the calendar feed, then keeps the note for offline use.
  await studentPage.goto(`/student/continue-learning/${course.id}`);
  await waitForServiceWorker(studentPage);
  await studentPage.getByRole('tab', { name: 'Live Sessions' }).click();
  const feed = studentPage.getByTestId('calendar-feed');
  await expect(feed.getByLabel('Calendar link')).toHaveValue(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[\w-]{43}\/sessions\.ics$/);
  await expect(feed.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(await touchTargetOffenders(studentPage)).toEqual([]);
  await studentPage.getByRole('tab', { name: 'Course Content' }).click();

  const card = studentPage.getByTestId('lesson-card').filter({ hasText: note });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: `Start ${note}` }).click();
  await expect(studentPage.getByTestId('lesson-text')).toContainText('Loops repeat work');
  const offline = studentPage.getByTestId('offline-download');
  await expect(offline.getByText(/^Size: \d+ KB$/)).toBeVisible();
  await offline.getByRole('button', { name: messages.learningMore.offlineDownload }).click();
  await expect(offline.getByText(messages.learningMore.offlineAvailable, { exact: false })).toBeVisible();
  await expect(offline.getByTestId('offline-space')).toContainText('This app uses');
  await studentPage.screenshot({ path: testInfo.outputPath('lesson-offline-phone.png'), fullPage: true });
  expect(await touchTargetOffenders(studentPage)).toEqual([]);

  // Offline: the app opens from the service worker and the note from its stored copy.
  await context.setOffline(true);
  await studentPage.reload();
  const offlineCard = studentPage.getByTestId('lesson-card').filter({ hasText: note });
  await expect(offlineCard).toBeVisible({ timeout: 30_000 });
  await offlineCard.getByRole('button', { name: new RegExp(`(Start|Review) ${note}`) }).click();
  await expect(studentPage.getByTestId('lesson-text')).toContainText('Loops repeat work');
  await expect(
    studentPage.getByTestId('offline-download').getByText(messages.learningMore.offlineAvailable, { exact: false }),
  ).toBeVisible();
  await context.setOffline(false);

  // 3. A visitor sees the public profile: the name, never the email or phone.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/student/${student.id}`);
  const profile = visitorPage.getByTestId('public-profile');
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText(`${s.firstName} ${s.lastName}`);
  await expect(profile.getByRole('heading', { name: messages.learningMore.certificates })).toBeVisible();
  await expect(visitorPage.getByText(s.email)).toHaveCount(0);
  await expect(visitorPage.getByText(s.phone)).toHaveCount(0);

  // The student hides it from their profile page; the visitor then finds it not available.
  await studentPage.goto('/student/profile');
  const setting = studentPage.getByTestId('public-profile-setting');
  const toggle = setting.getByRole('switch', { name: messages.learningMore.profileVisibilityLabel });
  await expect(toggle).toBeChecked();
  expect(await touchTargetOffenders(studentPage)).toEqual([]);
  // Enabled once the server said how it is now.
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(studentPage.getByText(messages.learningMore.profileHidden)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: messages.learningMore.profileNotAvailable })).toBeVisible();
  await expect(visitorPage.getByTestId('public-profile')).toHaveCount(0);

  await visitor.close();
  await context.close();
});
