/**
 * The analytics page (issue 19), on a desktop and a phone: a student pays for a course and an
 * administrator approves it (through the API: their screens have their own tests), the student's
 * device syncs; then the administrator opens Analytics from the sidebar, sees every chart with its
 * name and its table of figures (this run's enrolment, revenue, decision and active student among
 * them), changes the range, and is told plainly when offline. The dashboard's figures lead to
 * their pages.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dayIn, defaultSiteConfig, monthsInRange, presetRange, syncSchemaVersion } from '@institute/shared-schema';
import { loginThroughUi, newStudent, registerThroughApi, e2eAdmin as admin } from './accounts';
import { touchTargetOffenders } from './touch-targets';

/** A one-pixel PNG, the proof's screenshot. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

/** The sidebar's navigation: on a phone, inside the drawer it opens. */
async function adminNav(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name !== 'phone') return page.getByTestId('admin-sidebar').getByRole('navigation', { name: 'Administration' });
  await page.getByRole('button', { name: 'Admin menu' }).click();
  return page.getByRole('dialog', { name: 'Administration' }).getByRole('navigation', { name: 'Administration' });
}

test('an administrator reads the analytics: charts, their tables, the range, offline @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  // A student registers (the form has its own tests), pays for a course, and their device syncs once.
  const { token: studentToken } = await registerThroughApi(request, newStudent());
  const studentAuth = { authorization: `Bearer ${studentToken}` };
  const [course] = (await (await request.get('/api/courses')).json()) as { id: string; title: string; price: number }[];
  const proof = await request.post('/api/verify-payment', {
    headers: studentAuth,
    multipart: {
      transactionId: `UPI${Date.now()}`,
      courseId: course!.id,
      amount: '4999',
      screenshot: { name: 'proof.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(proof.status(), await proof.text()).toBe(201);
  const proofId = ((await proof.json()) as { verification: { id: string } }).verification.id;
  const pushed = await request.post('/api/sync/push', {
    headers: studentAuth,
    data: {
      clientId: randomUUID(),
      schemaVersion: syncSchemaVersion,
      mutations: [{ seq: 1, id: randomUUID(), name: 'notification.read', args: { id: randomUUID() } }],
    },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);

  // The administrator approves it.
  const login = await request.post('/api/auth/login', { data: admin });
  const adminAuth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const decided = await request.put(`/api/update-verification/${proofId}`, {
    headers: adminAuth,
    data: { status: 'approved', adminNotes: 'Received' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // Analytics, from the sidebar.
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = await adminNav(page, testInfo);
  await nav.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

  // Six charts, each named in words and drawn.
  const sections = ['analytics-months', 'analytics-payments', 'analytics-active', 'analytics-quiz', 'analytics-runs', 'analytics-courses'];
  for (const id of sections) await expect(page.getByTestId(id)).toBeVisible();
  for (const id of ['analytics-months', 'analytics-payments', 'analytics-active', 'analytics-courses']) {
    const chart = page.getByTestId(`${id}-chart`);
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', /^(Bar|Area) charts? of /);
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /Bar charts of enrolments and revenue per month/ })).toBeVisible();

  // Each chart's figures are a table, in the page for screen readers and shown on request.
  const months = page.getByTestId('analytics-months');
  const monthsTable = months.getByRole('table', { name: 'Enrolments and revenue per month' });
  await expect(monthsTable).toBeAttached();
  await months.getByRole('button', { name: 'Show as table' }).click();
  await expect(months.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  await expect(monthsTable).toBeVisible();
  const thisMonth = monthsTable.getByRole('row').last();
  const [enrolments, revenue] = await thisMonth.getByRole('cell').allTextContents();
  expect(Number(enrolments!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  expect(Number(revenue!.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(4999);

  const payments = page.getByTestId('analytics-payments');
  await expect(payments).toContainText(/Median time to a decision: (under a minute|\d+ min)/);
  await payments.getByRole('button', { name: 'Show as table' }).click();
  const approved = payments.getByRole('table', { name: 'Payment proofs submitted, by status' }).getByRole('row', { name: /Approved/ });
  expect(Number((await approved.getByRole('cell').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);

  const active = page.getByTestId('analytics-active');
  await expect(active).toContainText(/[1-9][\d,]* students? active in the range/);

  const courses = page.getByTestId('analytics-courses');
  await courses.getByRole('button', { name: 'Show as table' }).click();
  await expect(courses.getByRole('table', { name: 'Most chosen courses' }).getByRole('row', { name: course!.title })).toBeVisible();
  await expect(page.getByTestId('analytics-least')).toContainText('Least chosen:');
  await shot(page, testInfo, 'analytics');
  await page.getByTestId('analytics-quiz').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('analytics-viewport.png') });
  if (testInfo.project.name === 'phone') expect(await touchTargetOffenders(page)).toEqual([]);

  // The range: 12 months and 90 days answer from the server; a custom range is checked before asking.
  await page.getByText('Last 12 months', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 12 months' })).toBeChecked();
  const year = presetRange('12m', dayIn(defaultSiteConfig.timeZone));
  // A header row and a row for every month the 12 months touch (13, or 12 when today ends a month).
  await expect(monthsTable.getByRole('row')).toHaveCount(1 + monthsInRange(year.from, year.to).length);
  await page.getByText('Last 90 days', { exact: true }).click();
  await expect(page.getByTestId('analytics-range')).toHaveText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, Asia\/Kolkata calendar$/);
  await page.getByText('Custom', { exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill('2025-01-01');
  await page.getByLabel('To', { exact: true }).fill('2024-12-01');
  await expect(page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date.' })).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2025-01-31');
  await expect(page.getByTestId('analytics-range')).toHaveText('2025-01-01 to 2025-01-31, Asia/Kolkata calendar');
  await expect(monthsTable.getByRole('row')).toHaveCount(2);
  await expect(months).toContainText('Nothing in this range.');

  // Offline, the page says it needs the network.
  await page.context().setOffline(true);
  await expect(page.getByTestId('analytics-offline')).toContainText('Analytics needs the network');
  await page.context().setOffline(false);
  await expect(page.getByTestId('analytics-offline')).toHaveCount(0);
});

test("the dashboard's figures lead to their pages", async ({ page }, testInfo) => {
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const links: [string, RegExp][] = [
    ['link-totalStudents', /\/admin\/users$/],
    ['link-totalCourses', /\/admin\/courses$/],
    ['link-activeCourses', /\/admin\/courses$/],
    ['link-totalRevenue', /\/admin\/payment-verifications$/],
    ['link-totalTestimonials', /\/admin\/reviews$/],
    ['link-liveSessions', /\/admin\/live-sessions$/],
    ['link-upcomingSessions', /\/admin\/live-sessions$/],
  ];
  for (const [testId, url] of links) {
    await page.goto('/admin/dashboard');
    const link = page.getByTestId(testId);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page, `${testId} on ${testInfo.project.name}`).toHaveURL(url);
  }
});
