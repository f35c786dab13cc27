/**
 * Assignments and measured progress (issue 18), end to end on the built app: the administrator adds
 * an assignment through the content wizard with a due date in the past and its maximum marks (a bad
 * maximum refused under its field); the student's submission of it is marked late by the server.
 * An enrolled student
 * on a phone goes offline, submits an assignment with a file (it waits in the outbox, the progress
 * card counts it at once), reconnects and sees it submitted by the server; the administrator on a
 * desktop finds it at /admin/assignments, opens it and gives marks and feedback; the student's
 * device receives the marks through sync, and the progress card shows the measured figures.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { defaultSiteConfig, messages } from '@institute/shared-schema';
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

/** The institute's calendar day `days` from today (YYYY-MM-DD). */
const instituteDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: defaultSiteConfig.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a student submits an assignment offline with a file; the administrator grades it; the student sees the marks', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // A registered student on a phone, enrolled in the first course (its seeded assignments: a practice set and a mini project).
  const s = newStudent();
  const context = await phone(browser);
  const studentPage = await context.newPage();
  await signInNewStudent(studentPage, request, s);
  const { token } = await apiLogin(request, admin.email, admin.password);
  const courses = (await (await request.get('/api/courses')).json()) as { id: string; title: string }[];
  const course = courses[0]!;
  const { user } = await apiLogin(request, s.email, s.password);
  const enrolled = await request.post('/api/enroll', {
    headers: { authorization: `Bearer ${token}` },
    data: { studentId: user.id, courseId: course.id },
  });
  expect(enrolled.ok()).toBe(true);

  // The administrator adds an assignment through the content wizard: due yesterday, out of 50 marks.
  const capstone = `Capstone ${s.phone}`;
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/course-content');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course.title }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Title').fill(capstone);
  await page.getByText('Assignment', { exact: true }).click();
  await page.getByLabel('Due date').fill(instituteDay(-1));
  await page.getByLabel('Maximum marks').fill('0');
  await page.locator('input[type="file"]').setInputFiles({ name: 'capstone.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Upload content', exact: true }).click();
  await expect(page.getByText(messages.assignments.maxMarksInvalid(1000))).toBeVisible();
  await page.getByLabel('Maximum marks').fill('50');
  await page.getByRole('button', { name: 'Upload content', exact: true }).click();
  await expect(page.getByText(messages.success.contentAdded)).toBeVisible();

  await studentPage.goto(`/student/continue-learning/${course.id}`);
  await waitForServiceWorker(studentPage);
  await studentPage.getByRole('tab', { name: 'Assignments' }).click();
  const card = studentPage.getByTestId('assignment-card').filter({ hasText: 'Mini project' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute('data-state', 'not-submitted');
  await expect(card).toContainText('Not Started');
  await expect(card).toContainText('Out of 100 marks');
  const progressCard = studentPage.getByTestId('progress-card');
  const late = studentPage.getByTestId('assignment-card').filter({ hasText: capstone });
  await expect(late).toContainText('Out of 50 marks');
  await expect(progressCard.getByTestId('progress-assignments')).toHaveText('Assignments done: 0 of 3');
  const before = Number(await progressCard.getAttribute('data-progress'));
  expect(await touchTargetOffenders(studentPage)).toEqual([]);

  // Submitted after its due date (online, text only): the server marks it late.
  await late.getByRole('button', { name: `Submit Assignment: ${capstone}` }).click();
  const lateDialog = studentPage.getByRole('dialog', { name: `Submit: ${capstone}` });
  await lateDialog.getByLabel('Your answer').fill('Here is my capstone write-up.');
  await lateDialog.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(late).toHaveAttribute('data-state', 'late', { timeout: 30_000 });
  await expect(late).toContainText('Submitted late');

  // Offline: the submission and its file wait on the device; the card and the progress card show it at once.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Submit Assignment: Mini project' }).click();
  const dialog = studentPage.getByRole('dialog', { name: 'Submit: Mini project' });
  await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(dialog.getByText(messages.assignments.answerRequired)).toBeVisible();
  await dialog.getByLabel('Your answer').fill(`My mini project, by ${s.phone}`);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'project.pdf', mimeType: 'application/pdf', buffer: pdf });
  await studentPage.screenshot({ path: testInfo.outputPath('submit-dialog-phone.png') });
  await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(dialog).toBeHidden();
  await expect(studentPage.getByText(messages.assignments.submittedOffline)).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'waiting');
  await expect(progressCard.getByTestId('progress-assignments')).toHaveText('Assignments done: 2 of 3');

  // Back online: the file goes up, then the write; the server's answer makes it submitted (on time).
  await context.setOffline(false);
  await expect(card).toHaveAttribute('data-state', 'submitted', { timeout: 30_000 });
  await expect(card).toContainText('Submitted');
  await card.getByRole('button', { name: 'View Submission: Mini project' }).click();
  const view = studentPage.getByRole('dialog', { name: 'Your submission: Mini project' });
  await expect(view.getByTestId('submission-text')).toHaveText(`My mini project, by ${s.phone}`);
  await expect(view.getByRole('button', { name: 'project.pdf' })).toBeVisible();
  await expect(view.getByText('Not graded yet. You can resubmit until it is graded.')).toBeVisible();
  await view.getByRole('button', { name: 'Close', exact: true }).click();

  // The administrator, on a desktop, reviews it and gives marks and feedback; the late one is marked so.
  await page.getByRole('link', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/admin\/assignments$/);
  const row = page
    .getByTestId('submission-row')
    .filter({ hasText: `${s.firstName} ${s.lastName}` })
    .filter({ hasText: 'Mini project' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('To mark');
  await expect(row).not.toContainText('Late');
  await expect(page.getByTestId('submission-row').filter({ hasText: capstone })).toContainText('Late');
  await row.getByRole('button', { name: /^Review/ }).click();
  const grade = page.getByTestId('grade-dialog');
  await expect(grade.getByTestId('grade-text')).toHaveText(`My mini project, by ${s.phone}`);
  const file = page.waitForEvent('popup');
  await grade.getByRole('button', { name: 'project.pdf' }).click();
  await (await file).close();
  await grade.getByLabel('Marks (out of 100)').fill('101');
  await grade.getByRole('button', { name: 'Save marks' }).click();
  await expect(grade.getByText(messages.assignments.marksInvalid(100))).toBeVisible();
  await grade.getByLabel('Marks (out of 100)').fill('85');
  await grade.getByLabel('Feedback').fill('Well structured. Add tests next time.');
  await page.screenshot({ path: testInfo.outputPath('grade-dialog-desktop.png') });
  await grade.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText(messages.assignments.graded)).toBeVisible();
  await expect(row).toContainText('85 / 100');

  // The student's device gets the marks and the feedback through sync; the progress card moved.
  await expect(card.getByTestId('assignment-marks')).toHaveText('85 / 100', { timeout: 40_000 });
  await expect(card).toHaveAttribute('data-state', 'graded');
  await card.getByRole('button', { name: 'View Submission: Mini project' }).click();
  await expect(view.getByTestId('submission-grade')).toContainText('Marks: 85 out of 100');
  await expect(view.getByTestId('submission-grade')).toContainText('Well structured. Add tests next time.');
  await expect(view.getByRole('button', { name: 'Resubmit' })).toBeHidden();
  await view.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(progressCard.getByTestId('progress-assignments')).toHaveText('Assignments done: 2 of 3');
  const after = Number(await progressCard.getAttribute('data-progress'));
  expect(after).toBeGreaterThan(before);
  await studentPage.getByRole('tab', { name: 'Progress' }).click();
  await expect(studentPage.getByTestId('recent-activity')).toContainText('Mini project marked 85 out of 100');
  await expect(studentPage.getByTestId('recent-activity')).toContainText('Submitted Mini project');
  await studentPage.screenshot({ path: testInfo.outputPath('progress-phone.png'), fullPage: true });

  // The dashboard's progress bar shows the same measured percent.
  await studentPage.goto('/student/dashboard');
  await expect(studentPage.getByTestId('enrolled-course').filter({ hasText: course.title })).toContainText(`${after}%`);
  await context.close();
});
