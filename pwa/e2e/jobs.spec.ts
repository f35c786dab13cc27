/**
 * The job portal and job management, end to end on the built app (issue 16): on a phone, the board
 * (featured internship first, search, each filter and their combination, the empty text, the
 * search kept in the URL across a reload, Apply Now in a new tab without an opener, the no-link
 * alert) and the board and a search offline; on a desktop, an administrator posts, edits and
 * deletes a job and the board shows each change.
 */
import { expect, test, type Page } from '@playwright/test';
import { featuredJob, messages } from '@institute/shared-schema';
import { loginThroughUi, newStudent, signInNewStudent, e2eAdmin } from './accounts';
import { waitForServiceWorker } from './service-worker';
import { hydrated, offlineCopyComplete } from './hydration';

const cards = (page: Page) => page.getByTestId('job-card');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const search = (page: Page) => page.getByPlaceholder('Search jobs by title, company, or location...');

async function chooseFilter(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: `Filter: ${current}` }).click();
  await page.getByRole('menuitem', { name: next }).click();
}

test('the board: featured first, search and filters combined, the URL keeps them, Apply Now in a new tab', async ({ page, context }) => {
  await context.route('https://forms.gle/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Form</title>' }));
  await page.goto('/services/job-portal');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Dream Job' })).toBeVisible();
  const featured = page.getByTestId('featured-job');
  await expect(featured.getByRole('heading', { name: featuredJob.title })).toBeVisible();
  for (const chip of featuredJob.chips) await expect(featured.getByText(chip, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  // The featured internship comes before the search box and every posted job.
  const order = await page.evaluate(() => {
    const f = document.querySelector('[data-testid="featured-job"]')!;
    const c = document.querySelector('[data-testid="job-card"]')!;
    return f.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();

  // Search: case-insensitive, on title, company or location.
  await search(page).fill('PUNE');
  await expect(titles(page)).toHaveText(['Java Developer']);
  await expect(page).toHaveURL(/[?&]q=PUNE/);
  await search(page).fill('cognizant');
  await expect(titles(page)).toHaveText(['QA Automation Intern']);
  await search(page).fill('');
  await expect(cards(page)).toHaveCount(5);

  // Each filter, then combined with a search.
  await chooseFilter(page, 'All Jobs', 'Internships');
  await expect(cards(page)).toHaveCount(2);
  await expect(page).toHaveURL(/filter=internship/);
  await chooseFilter(page, 'Internships', 'Full Time');
  await expect(cards(page)).toHaveCount(3);
  await search(page).fill('remote');
  await expect(titles(page)).toHaveText(['MERN Stack Developer']);
  await chooseFilter(page, 'Full Time', 'Internships');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(messages.public.noJobs)).toBeVisible();

  // A reload (or a shared link) opens the same view.
  await search(page).fill('python');
  // The URL follows the box once typing pauses (a navigation per key cost more than a frame).
  await expect(page).toHaveURL(/[?&]q=python/);
  await page.reload();
  await expect(search(page)).toHaveValue('python');
  await expect(page.getByRole('button', { name: 'Filter: Internships' })).toBeVisible();
  await expect(titles(page)).toHaveText(['Python Intern']);
  await chooseFilter(page, 'Internships', 'All Jobs');
  await expect(titles(page)).toHaveText(['Python Intern']);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Filter: Internships' })).toBeVisible();

  // Apply Now opens the application form in a new tab that cannot reach this page.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    cards(page)
      .first()
      .getByRole('button', { name: /^Apply Now/ })
      .click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^https:\/\/forms\.gle\//);
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await popup.close();
  await expect(page).toHaveURL(/\/services\/job-portal/);
});

test('a job with no application link shows the alert and goes nowhere', async ({ page, context }) => {
  await page.goto('/services/job-portal');
  await hydrated(page);
  await expect(cards(page)).toHaveCount(5);
  // The device holds the public bucket (the cards first shown came with the page's HTML).
  await offlineCopyComplete(page);
  // A row as an older server could have sent it: no link. Written straight into the device's table.
  await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('institute');
    open.onsuccess = () => {
      const tx = open.result.transaction('jobs', 'readwrite');
      tx.objectStore('jobs').put({ id: 'no-link-job', bucket: 'public', title: 'Linkless Analyst', company: 'Nowhere Ltd', role: 'Full Time',
        location: 'Pune', skills: 'SQL', postedOn: '2026-01-01', lastDate: '2999-01-01', experience: 'Freshers', salary: 'Not specified',
        batchEligibility: null, link: null, description: 'No link.' });
      tx.oncomplete = () => { open.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
    };
  })`);
  await page.reload();
  const card = cards(page).filter({ hasText: 'Linkless Analyst' });
  await expect(card).toBeVisible();
  // One string of skills is one chip.
  await expect(card.getByRole('listitem')).toHaveText(['SQL']);
  let opened = false;
  context.on('page', () => (opened = true));
  await card.getByRole('button', { name: /^Apply Now/ }).click();
  await expect(page.getByText(messages.validation.jobNoLink)).toBeVisible();
  expect(opened).toBe(false);
  await expect(page).toHaveURL(/\/services\/job-portal$/);
});

test('the board and its search work offline after one visit @phone', async ({ page, context }) => {
  await page.goto('/services/job-portal');
  await hydrated(page);
  await waitForServiceWorker(page);
  await expect(cards(page)).toHaveCount(5);
  await offlineCopyComplete(page);
  await context.setOffline(true);
  await page.goto('/services/job-portal?q=developer');
  await hydrated(page);
  await expect(titles(page)).toHaveText(['Front-end Developer', 'Java Developer', 'MERN Stack Developer']);
  await search(page).fill('nagpur');
  await expect(titles(page)).toHaveText(['Front-end Developer']);
  await cards(page).first().getByRole('link', { name: 'Details of Front-end Developer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Front-end Developer' })).toBeVisible();
  await expect(page.getByText('Build accessible React interfaces for healthcare products.')).toBeVisible();
  await context.setOffline(false);
});

test('an administrator posts, edits and deletes a job; the board shows each change', async ({ page, browser }) => {
  await loginThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/job-management');
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Post a job' }) });
  await expect(page.getByTestId('admin-job')).toHaveCount(5);

  // Every required field says so under itself; the first takes the focus.
  await form.getByLabel('Posted date').fill('');
  await form.getByRole('button', { name: 'Post job' }).click();
  await expect(form.getByText(messages.validation.jobFieldRequired('Title'))).toBeVisible();
  await expect(form.getByText(messages.validation.jobFieldRequired('Skills'))).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  const title = `Cloud Intern ${Date.now() % 100000}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Company').fill('Nimbus Labs');
  await form.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Internship' }).click();
  await form.getByLabel('Location').fill('Nashik');
  await form.getByLabel('Skills').fill('AWS, Linux');
  await form.getByLabel('Experience').fill('Freshers');
  await form.getByLabel('Posted date').fill('2026-11-20');
  await form.getByLabel('Last date').fill('2999-12-31');
  await form.getByLabel('Eligible batches').fill('2025 Batch');
  await form.getByLabel('Link').fill('https://example.com/apply');
  await form.getByLabel('Description').fill('Automate cloud deployments.');
  await form.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText(messages.jobs.created)).toBeVisible();
  await expect(page.getByTestId('admin-job').filter({ hasText: title })).toBeVisible();

  const board = await (await browser.newContext()).newPage();
  await board.goto(`/services/job-portal?q=${encodeURIComponent(title)}`);
  await hydrated(board);
  const boardCard = cards(board).filter({ hasText: title });
  await expect(boardCard).toBeVisible({ timeout: 20_000 });
  await expect(boardCard).toContainText('AWS');
  await expect(boardCard).toContainText('Linux');
  await expect(boardCard).not.toContainText('Salary');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.locator('form').filter({ has: page.getByRole('heading', { name: `Edit job: ${title}` }) });
  await edit.getByLabel('Salary').fill('₹20,000 per month');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(messages.jobs.updated)).toBeVisible();
  await board.reload();
  await expect(cards(board).filter({ hasText: title })).toContainText('Salary: ₹20,000 per month', { timeout: 20_000 });

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete job' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('admin-job').filter({ hasText: title })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.jobs.deleted)).toBeVisible();
  await expect(page.getByTestId('admin-job').filter({ hasText: title })).toHaveCount(0);
  await board.reload();
  await expect(board.getByText(messages.public.noJobs)).toBeVisible({ timeout: 20_000 });
});

test('a student saves a job offline and finds it on a second device', async ({ page, request, browser }) => {
  const student = newStudent();
  await signInNewStudent(page, request, student);
  await page.goto('/services/job-portal');
  await hydrated(page);
  await waitForServiceWorker(page);
  await expect(cards(page)).toHaveCount(5);
  await offlineCopyComplete(page);
  await page.context().setOffline(true);
  const card = cards(page).filter({ hasText: 'Python Intern' });
  await card.getByRole('button', { name: 'Save Python Intern' }).click();
  await expect(card.getByRole('button', { name: 'Save Python Intern' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Saved jobs (1)' }).click();
  await expect(titles(page)).toHaveText(['Python Intern']);
  await expect(page).toHaveURL(/saved=true/);
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Sync status: All changes synced' })).toBeVisible({ timeout: 20_000 });

  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const laptop = await other.newPage();
  await loginThroughUi(laptop, student.email, student.password);
  await expect(laptop).toHaveURL(/\/student\/dashboard$/);
  await laptop.goto('/services/job-portal?saved=true');
  await hydrated(laptop);
  await expect(titles(laptop)).toHaveText(['Python Intern'], { timeout: 20_000 });
  // Unsaved there, it leaves the list.
  await cards(laptop).getByRole('button', { name: 'Save Python Intern' }).click();
  await expect(laptop.getByText('You have not saved any jobs yet.', { exact: false })).toBeVisible();
  await other.close();
});
