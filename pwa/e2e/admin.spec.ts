/**
 * The administrator's console (issue 19): the sidebar layout (collapsing on a desktop, a drawer on
 * a phone, the current page marked), the redirects of `/admin`, and the inbox of contact messages
 * a visitor sends, read and replied to.
 */
import fs from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginThroughUi, newStudent, registerThroughApi, registerThroughUi, e2eAdmin as admin } from './accounts';
import { touchTargetOffenders } from './touch-targets';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

async function adminSignIn(page: Page) {
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A visitor's message through the public contact form; unique per run and project. */
async function visitorSends(page: Page, testInfo: TestInfo) {
  const name = `Visitor ${testInfo.project.name} ${Date.now() % 1e6}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(`Is there a weekend batch?\nThanks, ${name}`);
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText(/your message has been sent/i)).toBeVisible();
  return name;
}

test('the sidebar collapses, marks the current page, and /admin paths redirect as the spec says', async ({ page }, testInfo) => {
  await adminSignIn(page);
  const sidebar = page.getByTestId('admin-sidebar');
  const nav = sidebar.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Students', 'Courses', /^Messages/, 'Profile', 'Payment verifications']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(280);
  await shot(page, testInfo, 'dashboard-sidebar');

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(72);
  // Only icons show, each link still named.
  await expect(nav.getByText('Payment verifications')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(nav.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
  await shot(page, testInfo, 'users-collapsed');
  // The choice is kept on this device.
  await page.reload();
  await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav.getByText('Payment verifications')).toBeVisible();

  // The dashboard's figures lead to their pages.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByTestId('link-totalCourses').click();
  await expect(page).toHaveURL(/\/admin\/courses$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/no-such-page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // Logout at the foot of the sidebar.
  await page.goto('/admin/dashboard');
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
});

test("a visitor's message reaches Messages, unread in the sidebar, then is read, replied to and archived @phone", async ({
  page,
}, testInfo) => {
  const name = await visitorSends(page, testInfo);
  await adminSignIn(page);
  const phone = testInfo.project.name === 'phone';

  // On a phone the sidebar is a drawer.
  let nav = page.getByTestId('admin-sidebar').getByRole('navigation', { name: 'Administration' });
  if (phone) {
    await expect(page.getByTestId('admin-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Admin menu' }).click();
    nav = page.getByRole('dialog', { name: 'Administration' }).getByRole('navigation', { name: 'Administration' });
  }
  const messagesLink = nav.getByRole('link', { name: /^Messages, \d+ unread$/ });
  await expect(messagesLink).toBeVisible();
  const unreadBefore = Number(/(\d+) unread/.exec((await messagesLink.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unreadBefore).toBeGreaterThan(0);
  await messagesLink.click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  if (phone) await expect(page.getByRole('dialog', { name: 'Administration' })).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.getByText('Unread')).toBeVisible();
  await expect(card.getByText('Is there a weekend batch?')).toBeVisible();

  // Search and the subject filter run on the server.
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByTestId('inbox-message')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Feedback');
  await expect(page.getByText('No messages match this search.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('General Inquiry');
  await expect(card).toBeVisible();
  await shot(page, testInfo, 'messages');
  if (phone) expect(await touchTargetOffenders(page)).toEqual([]);

  // Reply opens the mail client with the message quoted.
  const reply = card.getByRole('link', { name: `Reply to ${name}` });
  const href = (await reply.getAttribute('href')) ?? '';
  const mail = new URL(href);
  expect(mail.protocol).toBe('mailto:');
  expect(decodeURIComponent(mail.pathname)).toBe('visitor@example.com');
  expect(decodeURIComponent(/subject=([^&]*)/.exec(href)?.[1] ?? '')).toBe('Re: General Inquiry');
  expect(decodeURIComponent(/body=([^&]*)/.exec(href)?.[1] ?? '')).toContain('> Is there a weekend batch?');

  await card.getByRole('button', { name: 'Mark read' }).click();
  await expect(card).not.toHaveAttribute('data-unread');
  await expect(card.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  // The sidebar's count follows.
  if (phone) {
    await page.getByRole('button', { name: 'Admin menu' }).click();
  }
  const after = unreadBefore - 1;
  await expect(nav.getByRole('link', { name: after === 0 ? 'Messages' : `Messages, ${after} unread` })).toBeVisible();
  if (phone) await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Mark unread' }).click();
  await expect(card).toHaveAttribute('data-unread', 'true');
  // Replying marks it read too.
  await page.evaluate(() => {
    // No mail client in the test browser: keep the click from leaving the page.
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="mailto:"]')) e.preventDefault();
    });
  });
  await reply.click();
  await expect(card).not.toHaveAttribute('data-unread');

  await card.getByRole('button', { name: 'Archive' }).click();
  await expect(card).toHaveCount(0);
  await page.getByText('Archived', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Archived' })).toBeChecked();
  await expect(page.getByRole('article', { name })).toBeVisible();
});

/** A one-pixel PNG, the proof's screenshot. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

test("a student's phone shows the decision's notification without a reload @phone-only", async ({ page, browser, request }, testInfo) => {
  // Registration, a decision on another device, then up to a sync interval (15 s while visible).
  test.setTimeout(120_000);
  const s = newStudent();
  await registerThroughUi(page, request, s);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // The student sends a proof for a course (through the API: the payment dialog has its own tests).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const [course] = (await (await request.get('/api/courses')).json()) as { id: string; title: string }[];
  const transactionId = `UPI${Date.now()}`;
  const proof = await request.post('/api/verify-payment', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      transactionId,
      courseId: course!.id,
      amount: '4999',
      screenshot: { name: 'proof.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(proof.status(), await proof.text()).toBe(201);

  // An administrator rejects it with a note, on another device.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await adminSignIn(adminPage);
  await adminPage.goto('/admin/payment-verifications');
  // By the transaction id: other tests' students (and this test's retry) share the name.
  await adminPage
    .getByTestId('verification-row')
    .filter({ hasText: transactionId })
    .getByRole('button', { name: `Review payment from ${s.firstName} ${s.lastName}` })
    .click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('textbox').fill('The transaction id is not on our statement');
  await dialog.getByRole('button', { name: /Reject/ }).click();
  await expect(adminPage.getByText(/rejected successfully/i)).toBeVisible();
  await adminContext.close();

  // The student's phone, never reloaded, shows it within a sync interval.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const item = page.getByTestId('notification').first();
  await expect(item).toContainText('Payment rejected');
  await expect(item).toContainText('The transaction id is not on our statement');
  await shot(page, testInfo, 'student-notification');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('an export downloads as a CSV that parses: byte-order mark, header, the students', async ({ page, request }) => {
  const s = newStudent();
  await registerThroughApi(request, s);

  await adminSignIn(page);
  await page.goto('/admin/users');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export students' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('"Id","First name","Last name","Email","Phone","Status","Joined"');
  expect(lines.some((l) => l.includes(`"${s.email}"`))).toBe(true);
});

test('the audit trail lists who did what, filtered by action, linked to the thing changed', async ({ page }, testInfo) => {
  await adminSignIn(page);
  // An administrator's change: a course created through the API, as another client would.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const title = `Audited ${Date.now()}`;
  const created = await page.request.post('/api/courses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'A course',
      level: 'Beginner',
      duration: '6 weeks',
      instructor: 'R. Kulkarni',
      price: 100,
      originalPrice: 200,
      category: 'Programming',
      skills: [],
      isActive: true,
      syllabus: [],
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);

  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('course.create');
  const entry = page.getByTestId('audit-entry').first();
  await expect(entry).toContainText('Created a course');
  await expect(entry).toContainText('Institute Administrator');
  await page.getByRole('combobox', { name: 'Action' }).selectOption('user.delete');
  await expect(page.getByText('Nothing recorded for these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('course.create');
  await shot(page, testInfo, 'audit');
  await entry.getByRole('link', { name: /Open course/ }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
});
