/**
 * Learning after enrolment (issue 18), end to end on the built app: an administrator on a desktop
 * schedules two live sessions through /admin/live-sessions (one starting in a few minutes, one
 * later); an enrolled student on a phone finds them in Continue Learning, is refused the later one
 * by the server's verify (it opens 15 minutes before its start), joins the near one through the
 * confirm dialog (the meeting opens in a new tab) and the administrator sees the attendance.
 * The administrator adds lessons through the three-step content wizard (a Markdown note and a PDF
 * assignment; a file of the wrong type is refused under its field); the student opens the note in
 * place, and its card then offers Review. The administrator then reorders the lessons (with the
 * keyboard), edits the note's title and duration and removes the assignment; the student's Course
 * Content tab follows each change through sync.
 */
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { defaultSiteConfig, messages } from '@institute/shared-schema';
import { loginThroughUi, newStudent, signInNewStudent, e2eAdmin as admin } from './accounts';
import { touchTargetOffenders } from './touch-targets';

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The institute's wall-clock date (YYYY-MM-DD) and time (HH:MM) `minutes` from now. */
function instituteClock(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: defaultSiteConfig.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { token: string; user: { id: string } };
}

/** A registered student enrolled in the first course, with a phone page signed in. */
async function enrolledStudent(browser: Browser, request: APIRequestContext) {
  const s = newStudent();
  const context = await phone(browser);
  const page = await context.newPage();
  await signInNewStudent(page, request, s);
  const { token } = await apiLogin(request, admin.email, admin.password);
  const courses = (await (await request.get('/api/courses')).json()) as { id: string; title: string }[];
  const course = courses[0]!;
  const { user } = await apiLogin(request, s.email, s.password);
  const enrolled = await request.post('/api/enroll', {
    headers: { authorization: `Bearer ${token}` },
    data: { studentId: user.id, courseId: course.id },
  });
  expect(enrolled.ok()).toBe(true);
  return { s, context, page, course };
}

async function scheduleThroughUi(page: Page, course: string, s: { title: string; date: string; time: string; link: string }) {
  await page.getByRole('button', { name: 'Schedule session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule live session' });
  await expect(dialog.getByLabel('Time')).toHaveValue('12:00');
  await expect(dialog.getByLabel('Duration')).toHaveValue('1 hour');
  await expect(dialog.getByLabel('Max participants')).toHaveValue('50');
  await dialog.getByLabel('Title').fill(s.title);
  await dialog.getByLabel('Description').fill('Questions and answers on the week’s lessons');
  await dialog.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course }).click();
  await dialog.getByLabel('Date').fill(s.date);
  await dialog.getByLabel('Time').fill(s.time);
  await dialog.getByLabel('Instructor').fill('R. Kulkarni');
  await dialog.getByLabel('Meeting link').fill(s.link);
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  // The previous session's toast may still show beside this one's.
  await expect(page.getByText(messages.success.liveSessionCreated).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an administrator schedules sessions; an enrolled student joins the one about to start and not the later one', async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // A student registered and enrolled (the enrolment flow has its own spec).
  const s = newStudent();
  const student = await phone(browser);
  const studentPage = await student.newPage();
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

  // The administrator schedules both sessions; the dialog refuses a form without its required fields.
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/live-sessions');
  await expect(page.getByRole('heading', { name: 'Live sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule live session' });
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(dialog.getByText(messages.validation.sessionRequiredFields).first()).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const soon = { title: `Doubt clearing ${s.phone}`, ...instituteClock(5), link: `${baseURL}/meeting/room-soon` };
  const later = { title: `Project review ${s.phone}`, ...instituteClock(45), link: `${baseURL}/meeting/room-later` };
  await scheduleThroughUi(page, course.title, soon);
  await scheduleThroughUi(page, course.title, later);
  const soonCard = page.getByTestId('admin-session').filter({ hasText: soon.title });
  await expect(soonCard).toContainText('0 of 50 joined');
  await page.screenshot({ path: testInfo.outputPath('admin-live-sessions-desktop.png'), fullPage: true });

  // The student, on a phone, sees both under Upcoming once the sync brought the course bucket.
  await studentPage.goto(`/student/continue-learning/${course.id}`);
  await studentPage.getByRole('tab', { name: 'Live Sessions' }).click();
  const laterCard = studentPage.getByTestId('course-session').filter({ hasText: later.title });
  await expect(laterCard).toBeVisible({ timeout: 30_000 });
  expect(await touchTargetOffenders(studentPage)).toEqual([]);
  await studentPage.screenshot({ path: testInfo.outputPath('student-sessions-phone.png'), fullPage: true });

  await expect(studentPage.getByText('Sessions attended: 0')).toBeVisible();
  // Any session can go to the phone's calendar, with a reminder.
  const download = studentPage.waitForEvent('download');
  await laterCard.getByRole('button', { name: `Add ${later.title} to calendar` }).click();
  const ics = await (await download).path().then((p) => fs.readFile(p, 'utf8'));
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('TRIGGER:-PT15M');

  // Not before its time: verify refuses, no dialog.
  await laterCard.getByRole('button', { name: `Join ${later.title}` }).click();
  await expect(studentPage.getByText(`${messages.student.cannotJoin}: ${messages.learning.sessionNotOpen(15)}`)).toBeVisible();
  await expect(studentPage.getByRole('dialog', { name: 'Join live session' })).toBeHidden();

  // The near one: the confirm dialog, then the meeting in a new tab.
  await studentPage
    .getByTestId('course-session')
    .filter({ hasText: soon.title })
    .getByRole('button', { name: `Join ${soon.title}` })
    .click();
  const confirm = studentPage.getByRole('dialog', { name: 'Join live session' });
  await expect(confirm.getByText(soon.title)).toBeVisible();
  await expect(confirm.getByText('Instructor: R. Kulkarni')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await studentPage.screenshot({ path: testInfo.outputPath('join-dialog-phone.png') });
  const popup = student.waitForEvent('page');
  await confirm.getByRole('button', { name: 'Join Now' }).click();
  const meeting = await popup;
  await expect(meeting).toHaveURL(soon.link);
  await expect(confirm).toBeHidden();
  await expect(studentPage.getByText('Sessions attended: 1')).toBeVisible();

  // The administrator sees the attendance, counted once.
  await page.reload();
  await expect(page.getByTestId('admin-session').filter({ hasText: soon.title })).toContainText('1 of 50 joined');
  await student.close();
});

test('an administrator adds lessons through the content wizard; an enrolled student opens a note in place', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { s, context, page: studentPage, course } = await enrolledStudent(browser, request);
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const note = `Week 1 notes ${s.phone}`;
  const addLesson = async (lesson: { title: string; type: string; name: string; mimeType: string; body: Buffer }, wrongFirst?: string) => {
    await page.goto('/admin/course-content');
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: course.title }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('radio', { name: 'No live session' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(course.title);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Title').fill(lesson.title);
    await page.getByText(lesson.type, { exact: true }).click();
    if (wrongFirst) {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video') });
      await page.getByRole('button', { name: 'Upload content', exact: true }).click();
      await expect(page.getByText(wrongFirst)).toBeVisible();
    }
    await page.locator('input[type="file"]').setInputFiles({ name: lesson.name, mimeType: lesson.mimeType, buffer: lesson.body });
    await page.getByRole('button', { name: 'Upload content', exact: true }).click();
    await expect(page.getByText(messages.success.contentAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses$/);
  };
  await addLesson(
    { title: note, type: 'Note', name: 'week1.md', mimeType: 'text/markdown', body: Buffer.from('# Week 1\n\nVariables hold values.\n') },
    messages.validation.contentNoteType,
  );
  await addLesson({
    title: `Assignment 1 ${s.phone}`,
    type: 'Assignment',
    name: 'task.pdf',
    mimeType: 'application/pdf',
    body: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await page.goto('/admin/course-content');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course.title }).click();
  const assignment = page.getByTestId('course-lesson').filter({ hasText: `Assignment 1 ${s.phone}` });
  await expect(assignment).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('content-wizard-desktop.png') });

  // The student's Course Content tab lists both once synced (reached by the legacy /course/{id} link); the note opens in place.
  await studentPage.goto(`/course/${course.id}`);
  await expect(studentPage).toHaveURL(new RegExp(`/student/continue-learning/${course.id}$`));
  const card = studentPage.getByTestId('lesson-card').filter({ hasText: note });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: `Start ${note}` }).click();
  await expect(studentPage.getByTestId('lesson-text')).toContainText('Variables hold values.');
  await studentPage.screenshot({ path: testInfo.outputPath('lesson-note-phone.png'), fullPage: true });
  await studentPage.getByRole('button', { name: 'Back to lessons' }).click();
  await expect(card.getByRole('button', { name: `Review ${note}` })).toBeVisible();
  await expect(studentPage.getByTestId('lesson-card').filter({ hasText: `Assignment 1 ${s.phone}` })).toBeVisible();

  // The administrator moves the assignment above the note, with the keyboard: the focus stays on the moved lesson.
  const adminTitles = () => page.getByTestId('course-lesson-title').allTextContents();
  const indexOf = (titles: string[], title: string) => titles.findIndex((t) => t.endsWith(`. ${title}`) || t.includes(title));
  const before = await adminTitles();
  expect(indexOf(before, `Assignment 1 ${s.phone}`)).toBe(indexOf(before, note) + 1);
  const moveUp = assignment.getByRole('button', { name: `Move Assignment 1 ${s.phone} up` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.learning.contentReordered, { exact: false })).toBeVisible();
  await expect.poll(async () => indexOf(await adminTitles(), `Assignment 1 ${s.phone}`)).toBe(indexOf(before, note));
  await expect(moveUp).toBeFocused();

  // It edits the note: the title is required; the new title and duration are kept, the file stays.
  const renamed = `Week 1 notes, revised ${s.phone}`;
  await page
    .getByTestId('course-lesson')
    .filter({ hasText: note })
    .getByRole('button', { name: `Edit ${note}` })
    .click();
  const editDialog = page.getByRole('dialog', { name: 'Edit lesson' });
  await expect(editDialog.getByLabel('Title')).toHaveValue(note);
  await editDialog.getByLabel('Title').fill('');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog.getByText(messages.learning.contentTitleRequired)).toBeVisible();
  await expect(editDialog.getByLabel('Title')).toBeFocused();
  await editDialog.getByLabel('Title').fill(renamed);
  await editDialog.getByLabel('Duration').fill('20 min');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(messages.learning.contentUpdated)).toBeVisible();
  await expect(editDialog).toBeHidden();
  const renamedRow = page.getByTestId('course-lesson').filter({ hasText: renamed });
  await expect(renamedRow).toContainText('20 min');
  await page.screenshot({ path: testInfo.outputPath('content-list-desktop.png') });

  // The student's Course Content tab follows: the new order and the new title, through sync.
  await studentPage.reload();
  const studentTitles = () => studentPage.getByTestId('lesson-title').allTextContents();
  await expect(studentPage.getByTestId('lesson-card').filter({ hasText: renamed })).toBeVisible({ timeout: 30_000 });
  await expect(studentPage.getByTestId('lesson-card').filter({ hasText: renamed })).toContainText('20 min');
  await expect
    .poll(async () => {
      const titles = await studentTitles();
      return indexOf(titles, `Assignment 1 ${s.phone}`) < indexOf(titles, renamed);
    })
    .toBe(true);
  await expect(studentPage.getByTestId('lesson-card').filter({ hasText: note }).filter({ hasNotText: renamed })).toHaveCount(0);

  // The administrator removes the assignment (the dialog says its submissions go too); it leaves the student's list with the next sync.
  await assignment.getByRole('button', { name: `Remove Assignment 1 ${s.phone}` }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove lesson' });
  await expect(removeDialog).toContainText('submissions of it, with their files, marks and feedback, are deleted too');
  await removeDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.learning.contentRemoved)).toBeVisible();
  await expect(assignment).toHaveCount(0);
  await studentPage.reload();
  await expect(studentPage.getByTestId('lesson-card').filter({ hasText: renamed })).toBeVisible({ timeout: 30_000 });
  await expect(studentPage.getByTestId('lesson-card').filter({ hasText: `Assignment 1 ${s.phone}` })).toHaveCount(0, { timeout: 30_000 });
  await context.close();
});
