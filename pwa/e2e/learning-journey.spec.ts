/**
 * Issue 18's check list in one sitting, end to end on the built app: an administrator on a desktop
 * uploads a video, a PDF note and an assignment through the content wizard; an enrolled student on
 * a phone watches the video to its end (it counts as watched: the progress card and the server's
 * figures move), downloads the note for offline use, goes offline, opens the note from its stored
 * copy and submits the assignment with a file, reconnects and sees it submitted; the administrator
 * grades it; the student sees the marks and the progress card changes accordingly.
 * (Scheduling a session and joining it at the right time and not before: learning.spec.ts.)
 */
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { defaultSiteConfig, messages, type ProgressAnswer } from '@institute/shared-schema';
import { loginThroughUi, newStudent, signInNewStudent, e2eAdmin as admin } from './accounts';
import { waitForServiceWorker } from './service-worker';

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { token: string; user: { id: string } };
}

/** The institute's calendar day `days` from today (YYYY-MM-DD). */
const instituteDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: defaultSiteConfig.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const pdf = (words: string) => Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** One lesson through the three-step wizard; success leads to /admin/courses. */
async function addThroughWizard(
  page: Page,
  course: string,
  lesson: {
    title: string;
    type: 'Video' | 'Note' | 'Assignment';
    file: { name: string; mimeType: string; buffer: Buffer };
    dueDate?: string;
  },
) {
  await page.goto('/admin/course-content');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Title').fill(lesson.title);
  await page.getByText(lesson.type, { exact: true }).click();
  if (lesson.dueDate) await page.getByLabel('Due date').fill(lesson.dueDate);
  await page.locator('input[type="file"]').setInputFiles(lesson.file);
  await page.getByRole('button', { name: 'Upload content', exact: true }).click();
  await expect(page.getByText(messages.success.contentAdded).last()).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/admin\/courses$/);
}

test('the whole journey: wizard uploads; a phone watches a video to the end, keeps a note offline, submits offline; graded; progress moves', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // A registered student on a phone, enrolled in the first course.
  const s = newStudent();
  const context = await phone(browser);
  const studentPage = await context.newPage();
  await signInNewStudent(studentPage, request, s);
  const { token: adminToken } = await apiLogin(request, admin.email, admin.password);
  const course = ((await (await request.get('/api/courses')).json()) as { id: string; title: string }[])[0]!;
  const { token: studentToken, user } = await apiLogin(request, s.email, s.password);
  const enrolled = await request.post('/api/enroll', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { studentId: user.id, courseId: course.id },
  });
  expect(enrolled.ok()).toBe(true);

  // 1. The administrator (desktop) uploads a video, a PDF note and an assignment through the wizard.
  const videoTitle = `Welcome tour ${s.phone}`;
  const noteTitle = `Loop notes PDF ${s.phone}`;
  const taskTitle = `Loops exercise ${s.phone}`;
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A real, playable WebM (VP8, about 6 seconds): the app's own welcome video.
  const webm = await fs.readFile(new URL('../public/media/welcome.webm', import.meta.url));
  await addThroughWizard(page, course.title, {
    title: videoTitle,
    type: 'Video',
    file: { name: 'welcome-tour.webm', mimeType: 'video/webm', buffer: webm },
  });
  await addThroughWizard(page, course.title, {
    title: noteTitle,
    type: 'Note',
    file: { name: 'loops.pdf', mimeType: 'application/pdf', buffer: pdf('loop notes') },
  });
  await addThroughWizard(page, course.title, {
    title: taskTitle,
    type: 'Assignment',
    dueDate: instituteDay(7),
    file: { name: 'exercise.pdf', mimeType: 'application/pdf', buffer: pdf('exercise') },
  });

  // 2. The student (phone) finds the three lessons once synced.
  await studentPage.goto(`/student/continue-learning/${course.id}`);
  await waitForServiceWorker(studentPage);
  const lesson = (title: string) => studentPage.getByTestId('lesson-card').filter({ hasText: title });
  await expect(lesson(taskTitle)).toBeVisible({ timeout: 30_000 });
  const progressCard = studentPage.getByTestId('progress-card');
  const percent = async () => Number(await progressCard.getAttribute('data-progress'));
  const videosText = await progressCard.getByTestId('progress-videos').textContent();
  const [watchedBefore, totalVideos] = (/(\d+) of (\d+)/.exec(videosText ?? '') ?? []).slice(1).map(Number) as [number, number];
  const atStart = await percent();

  // 3. The video, watched to its end, counts as watched: on the card, on the progress card, and on the server.
  await lesson(videoTitle)
    .getByRole('button', { name: `Start ${videoTitle}` })
    .click();
  const video = studentPage.getByTestId('lesson-view').locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && Number.isFinite(v.duration)), { timeout: 30_000 })
    .toBe(true);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await studentPage.getByTestId('lesson-view').screenshot({ path: testInfo.outputPath('video-playing-phone.png') });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 60_000 }).toBe(true);
  await studentPage.getByRole('button', { name: 'Back to lessons' }).click();
  await expect(lesson(videoTitle).getByRole('button', { name: `Review ${videoTitle}` })).toBeVisible();
  await expect(progressCard.getByTestId('progress-videos')).toHaveText(`Videos watched: ${watchedBefore + 1} of ${totalVideos}`, {
    timeout: 30_000,
  });
  const afterVideo = await percent();
  expect(afterVideo).toBeGreaterThan(atStart);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/courses/${course.id}/progress`, { headers: { authorization: `Bearer ${studentToken}` } });
        const p = (await res.json()) as ProgressAnswer;
        return p.videosWatched;
      },
      { timeout: 30_000 },
    )
    .toBe(watchedBefore + 1);

  // 4. The PDF note, downloaded for offline use: its size before, the space used after.
  await lesson(noteTitle)
    .getByRole('button', { name: `Start ${noteTitle}` })
    .click();
  await expect(studentPage.getByTestId('lesson-view').locator('iframe')).toBeVisible();
  const offline = studentPage.getByTestId('offline-download');
  await expect(offline.getByText(/^Size: .+/)).toBeVisible();
  await offline.getByRole('button', { name: messages.learningMore.offlineDownload }).click();
  await expect(offline.getByText(messages.learningMore.offlineAvailable, { exact: false })).toBeVisible();
  await expect(offline.getByTestId('offline-space')).toContainText('This app uses');

  // 5. Offline: the app and the note open from the device; the assignment is submitted with a file and waits.
  await context.setOffline(true);
  await studentPage.reload();
  await expect(lesson(noteTitle)).toBeVisible({ timeout: 30_000 });
  await lesson(noteTitle)
    .getByRole('button', { name: new RegExp(`(Start|Review) ${noteTitle}`) })
    .click();
  await expect(
    studentPage.getByTestId('offline-download').getByText(messages.learningMore.offlineAvailable, { exact: false }),
  ).toBeVisible();
  await expect(studentPage.getByTestId('lesson-view').locator('iframe')).toHaveAttribute('src', /offline-lessons|^blob:/);
  await studentPage.getByTestId('lesson-view').screenshot({ path: testInfo.outputPath('note-offline-phone.png') });
  await studentPage.getByRole('button', { name: 'Back to lessons' }).click();

  await studentPage.getByRole('tab', { name: 'Assignments' }).click();
  const card = studentPage.getByTestId('assignment-card').filter({ hasText: taskTitle });
  await expect(card).toHaveAttribute('data-state', 'not-submitted');
  const assignmentsBefore = await progressCard.getByTestId('progress-assignments').textContent();
  await card.getByRole('button', { name: `Submit Assignment: ${taskTitle}` }).click();
  const dialog = studentPage.getByRole('dialog', { name: `Submit: ${taskTitle}` });
  await dialog.getByLabel('Your answer').fill(`My loops, by ${s.phone}`);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'loops-answer.pdf', mimeType: 'application/pdf', buffer: pdf('answer') });
  await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(dialog).toBeHidden();
  await expect(studentPage.getByText(messages.assignments.submittedOffline)).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'waiting');
  await expect(progressCard.getByTestId('progress-assignments')).not.toHaveText(assignmentsBefore ?? '');
  const afterSubmit = await percent();
  expect(afterSubmit).toBeGreaterThan(afterVideo);

  // 6. Back online: the file goes up, then the submission; the server's answer makes it submitted.
  await context.setOffline(false);
  await expect(card).toHaveAttribute('data-state', 'submitted', { timeout: 30_000 });

  // 7. The administrator grades it.
  await page.goto('/admin/assignments');
  const row = page
    .getByTestId('submission-row')
    .filter({ hasText: `${s.firstName} ${s.lastName}` })
    .filter({ hasText: taskTitle });
  await expect(row).toContainText('To mark');
  await row.getByRole('button', { name: /^Review/ }).click();
  const grade = page.getByTestId('grade-dialog');
  await expect(grade.getByTestId('grade-text')).toHaveText(`My loops, by ${s.phone}`);
  await grade.getByLabel('Marks (out of 100)').fill('90');
  await grade.getByLabel('Feedback').fill('Clear and correct.');
  await grade.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText(messages.assignments.graded)).toBeVisible();
  await expect(row).toContainText('90 / 100');

  // 8. The student sees the marks; the progress card shows the video and the assignment done.
  await expect(card.getByTestId('assignment-marks')).toHaveText('90 / 100', { timeout: 40_000 });
  await expect(card).toHaveAttribute('data-state', 'graded');
  await expect(progressCard.getByTestId('progress-videos')).toHaveText(`Videos watched: ${watchedBefore + 1} of ${totalVideos}`);
  expect(await percent()).toBe(afterSubmit);
  await studentPage.getByRole('tab', { name: 'Progress' }).click();
  const recent = studentPage.getByTestId('recent-activity');
  await expect(recent).toContainText(`${taskTitle} marked 90 out of 100`);
  await expect(recent).toContainText(videoTitle);
  await studentPage.screenshot({ path: testInfo.outputPath('journey-progress-phone.png'), fullPage: true });
  await context.close();
});
