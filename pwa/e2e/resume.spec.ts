/**
 * The resume builder (issue 17): the landing page and its login modal, every template route, editing
 * in place by keyboard, items added and removed, the draft kept over a reload and a template switch,
 * the PDF read back with pdftotext, JSON Resume exported and imported.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newStudent, registerThroughApi, registerThroughUi, signInNewStudent } from './accounts';
import { waitForServiceWorker } from './service-worker';
import { hydrated } from './hydration';

const templates = [
  'FresherTemplate1',
  'FresherTemplate2',
  'FresherTemplate3',
  'FresherTemplate4',
  'FresherTemplate5',
  'FresherTemplate7',
  'FresherTemplate9',
  'FresherTemplate13',
  'FresherTemplate14',
  'FresherTemplate15',
  'exp-1',
  'exp-2',
  'exp-3',
  'exp-4',
  'exp-5',
  'exp-6',
];

const resumePaper = (page: Page) => page.getByRole('article', { name: /^Resume:/ });

/** Edits a field in place by keyboard: focus it, Enter, type, Enter; the change is announced. */
async function editField(page: Page, label: string, value: string) {
  const field = page.getByRole('button', { name: new RegExp(`^${label}:`) });
  await field.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${label} updated` })).toBeAttached();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${label}: ${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`) }),
  ).toBeFocused();
}

/** The text pdftotext finds in a vertical strip of the first page, `width` points wide from `x`. */
function cropText(pdfPath: string, x: number, width: number) {
  return execFileSync('pdftotext', ['-raw', '-f', '1', '-l', '1', '-x', `${x}`, '-y', '0', '-W', `${width}`, '-H', '842', pdfPath, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
}

/**
 * A one-page PDF's text as written (pdftotext -raw: the order pdf.js, PDFBox and Tika read): the
 * main column's words in order, then the side column's in order, never one inside the other.
 */
function expectColumns(pdfPath: string, main: string[], side: string[]) {
  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  let at = -1;
  for (const words of [...main, ...side]) {
    const found = text.indexOf(words, at + 1);
    expect(found, `"${words}" after position ${at} in: ${text}`).toBeGreaterThan(at);
    at = found;
  }
  // Each column whole: no side word before the main column's end.
  const mainEnd = text.indexOf(main.at(-1)!);
  for (const words of side) expect(text.indexOf(words), `"${words}" after the main column`).toBeGreaterThan(mainEnd);
}

test('a visitor gets the Login Required modal and lands on the chosen template after signing in', async ({ page, request }) => {
  const student = newStudent();
  await registerThroughApi(request, student);

  await page.goto('/services/resume-builder');
  await expect(page.getByRole('heading', { name: 'Create Your Professional Resume', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Resume Builder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who Is It For?' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fresher Templates' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'IT Student Resume' })).toBeVisible();
  await page.getByRole('tab', { name: 'Experienced Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Dynamic Experience Template' })).toBeVisible();
  await page.getByRole('tab', { name: 'Fresher Templates' }).click();

  await page.getByRole('button', { name: 'Use Template: IT Student Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog.getByText('Please login first to use a template.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/services\/resume-builder\/templates\/FresherTemplate4/);
  await expect(resumePaper(page)).toHaveAttribute('data-template', 'FresherTemplate4');
});

test('a visitor opening a template route directly signs in and returns to it; an unknown template is not found', async ({
  page,
  request,
}) => {
  const student = newStudent();
  await registerThroughApi(request, student);
  await page.goto('/services/resume-builder/templates/exp-3');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(resumePaper(page)).toHaveAttribute('data-template', 'exp-3');
  await page.goto('/services/resume-builder/templates/FresherTemplate99');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the exp-1 and exp-2 cards are cross-linked as the spec states', async ({ page, request }) => {
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder');
  // The landing page is prerendered: a tab clicked before it hydrates does nothing.
  await hydrated(page);
  await page.getByRole('tab', { name: 'Experienced Templates' }).click();
  await expect(page.getByRole('link', { name: 'Use Template: Professional Experience Template' })).toHaveAttribute(
    'href',
    /templates\/exp-2$/,
  );
  await expect(page.getByRole('link', { name: 'Use Template: Executive Experience Template' })).toHaveAttribute(
    'href',
    /templates\/exp-1$/,
  );
});

test('the landing page comes prerendered: hero and cards in the HTML, card images sized, lazy, WebP in a srcset', async ({ request }) => {
  const html = await (await request.get('/services/resume-builder')).text();
  expect(html).toContain('data-prerendered="/services/resume-builder"');
  expect(html).toMatch(/<h1[^>]*>Create Your Professional Resume<\/h1>/);
  // The default tab's six cards are in the page, each image with its size and srcset.
  const images = [...html.matchAll(/<img [^>]*alt="Preview of [^"]+"[^>]*>/g)].map((m) => m[0]);
  expect(images).toHaveLength(6);
  // The first at once (in view on a desktop, the largest paint there), the others lazy.
  expect(images[0]).toContain('loading="eager"');
  for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
  for (const img of images) {
    expect(img).toContain('width="397"');
    expect(img).toContain('height="562"');
    expect(img).toMatch(/srcSet="\/resume-templates\/[\w-]+-400w\.webp 400w, \/resume-templates\/[\w-]+-600w\.webp 600w"/i);
  }
  for (const file of ['FresherTemplate1-400w.webp', 'exp-6-600w.webp']) {
    const res = await request.get(`/resume-templates/${file}`);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect((await res.body()).byteLength, file).toBeLessThan(40_000);
  }
});

test('every one of the sixteen template routes renders the resume', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInNewStudent(page, request, newStudent());
  for (const id of templates) {
    await page.goto(`/services/resume-builder/templates/${id}`);
    await expect(resumePaper(page)).toHaveAttribute('data-template', id);
    // Until the student changes something, each template shows its own sample.
    await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText(
      id.startsWith('exp-') ? 'Rahul Deshmukh' : 'Priya Sharma',
    );
    await expect(page.getByRole('heading', { name: 'Resume Controls' })).toBeVisible();
  }
});

test('add, edit and remove items by keyboard; the draft survives a reload and a template switch; the PDF has the words in order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder/templates/FresherTemplate2');
  await expect(resumePaper(page)).toBeVisible();

  await editField(page, 'Name', 'Meera Kulkarni');
  await page.getByRole('button', { name: '+ Add Project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project added' })).toBeAttached();
  await editField(page, 'Project 3 title', 'Chess Engine in Rust');
  await editField(page, 'Project 3 detail', 'Plays legal chess at club strength.');
  await page.getByRole('button', { name: '+ Add Experience' }).click();
  await editField(page, 'Experience 2 role', 'Teaching Assistant');
  await page.getByRole('button', { name: 'Remove Project 1: Library Manager' }).click();
  await expect(resumePaper(page).getByText('Library Manager')).toHaveCount(0);
  // Escape puts back what was there.
  await page.getByRole('button', { name: /^Title:/ }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Something else');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Title: Computer Science Student\./ })).toBeVisible();

  await page.reload();
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Meera Kulkarni');
  await expect(resumePaper(page)).toContainText('Chess Engine in Rust');
  await expect(resumePaper(page)).not.toContainText('Library Manager');

  await page.getByLabel('Template').selectOption('exp-3');
  await expect(page).toHaveURL(/templates\/exp-3\?resume=/);
  await expect(resumePaper(page)).toHaveAttribute('data-template', 'exp-3');
  await expect(resumePaper(page)).toContainText('Chess Engine in Rust');
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Meera Kulkarni');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Resume', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Meera_Kulkarni.pdf');
  const pdfPath = testInfo.outputPath('resume.pdf');
  await file.saveAs(pdfPath);
  // exp-3 is a sidebar on the left: the sidebar's sections beside the main column, and the text
  // (as written: pdftotext -raw) the main column whole, then the side whole.
  expectColumns(
    pdfPath,
    [
      'Meera Kulkarni',
      'Computer Science Student',
      'Experience',
      'Teaching Assistant',
      'Projects',
      'Chess Engine in Rust',
      'Plays legal chess',
      'Education',
      'Fergusson College',
    ],
    ['Technical Skills', 'Web: HTML', 'Certifications', 'Java Programming', 'Languages', 'English (Fluent)'],
  );
  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' });
  // Drawn where the page draws them: the sidebar's words in the left third, the main column's right of it.
  expect(cropText(pdfPath, 0, 200)).toContain('Technical Skills');
  expect(cropText(pdfPath, 0, 200)).not.toContain('Teaching Assistant');
  expect(cropText(pdfPath, 215, 380)).toContain('Teaching Assistant');
  expect(text).not.toContain('Library Manager');
  expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);

  // The same resume in a two-column design: two equal columns, main (left) then side (right).
  await page.getByLabel('Template').selectOption('FresherTemplate9');
  await expect(resumePaper(page)).toHaveAttribute('data-template', 'FresherTemplate9');
  const second = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF', exact: true }).click();
  const twoColumns = testInfo.outputPath('two-columns.pdf');
  await (await second).saveAs(twoColumns);
  expectColumns(
    twoColumns,
    ['Meera Kulkarni', 'Profile', 'Education', 'Fergusson College', 'Experience', 'Teaching Assistant'],
    ['Projects', 'Chess Engine in Rust', 'Technical Skills', 'Certifications', 'Languages'],
  );
  expect(cropText(twoColumns, 0, 295)).toContain('Teaching Assistant');
  expect(cropText(twoColumns, 0, 295)).not.toContain('Chess Engine');
  expect(cropText(twoColumns, 300, 295)).toContain('Chess Engine in Rust');
});

test('a long resume breaks into A4 pages with no line cut and every heading followed by its content', async ({
  page,
  request,
}, testInfo) => {
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder/templates/exp-5');
  await expect(resumePaper(page)).toBeVisible();
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '+ Add Experience' }).click();
  for (let i = 3; i <= 10; i++) await editField(page, `Experience ${i} role`, `Role number ${i}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF', exact: true }).click();
  const pdfPath = testInfo.outputPath('long.pdf');
  await (await download).saveAs(pdfPath);
  const pages = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim());
  expect(pages.length).toBeGreaterThan(1);
  const all = pages.join(' ');
  for (let i = 3; i <= 10; i++) expect(all).toContain(`Role number ${i}`);
  for (const p of pages) {
    const lines = p
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // The last text line of a page is its number; the one before it is never a section heading.
    expect(lines.at(-1)).toMatch(/^Page \d+ of \d+$/);
    expect(['Profile', 'Experience', 'Projects', 'Education', 'Technical Skills', 'Certifications', 'Languages']).not.toContain(
      lines.at(-2),
    );
  }
});

test('JSON Resume export, then import into a new resume', async ({ page, request }, testInfo) => {
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder/templates/FresherTemplate1');
  await editField(page, 'Name', 'Kabir Joshi');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON Resume' }).click();
  const jsonPath = testInfo.outputPath('resume.json');
  await (await download).saveAs(jsonPath);
  const exported = JSON.parse(readFileSync(jsonPath, 'utf8')) as { basics: { name: string }; meta: Record<string, unknown> };
  expect(exported.basics.name).toBe('Kabir Joshi');
  expect(exported.meta['x-app']).toBeTruthy();

  await page.getByRole('button', { name: 'New resume' }).click();
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Priya Sharma');
  exported.basics.name = 'Kabir J. Joshi';
  writeFileSync(jsonPath, JSON.stringify(exported));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await (await chooser).setFiles(jsonPath);
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Kabir J. Joshi');
  // Toasts are alerts: a screen reader says them as they appear (issue 21).
  await expect(page.getByRole('alert').filter({ hasText: 'Resume imported.' })).toBeVisible();
  // Both resumes are listed and each keeps its own content.
  await expect(page.getByLabel('Resume', { exact: true }).locator('option')).toHaveCount(2);

  // A file that is not a resume is refused with a message.
  const badPath = testInfo.outputPath('bad.json');
  writeFileSync(badPath, JSON.stringify({ basics: { name: 42 } }));
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await (await chooser2).setFiles(badPath);
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a JSON Resume this app can read.' })).toBeVisible();
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Kabir J. Joshi');

  // Deleting the imported one leaves the first, which opens.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete resume' }).click();
  await expect(page.getByLabel('Resume', { exact: true }).locator('option')).toHaveCount(1);
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Kabir Joshi');
});

test('a resume edited offline reaches a second device after reconnecting', async ({ page, context, request, browser }) => {
  test.setTimeout(120_000);
  const student = newStudent();
  await registerThroughUi(page, request, student);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  // The offline reload below is served by the service worker.
  await waitForServiceWorker(page);
  await page.goto('/services/resume-builder/templates/FresherTemplate1');
  await expect(resumePaper(page)).toBeVisible();

  await context.setOffline(true);
  await editField(page, 'Name', 'Sana Offline');
  await editField(page, 'Project 1 title', 'Offline Planner');
  // A moment after the last change the resume waits in the outbox, whole, as one write.
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/1 change waiting to sync/, { timeout: 15_000 });
  await page.reload().catch(() => undefined);
  await context.setOffline(false);
  await page.goto('/services/resume-builder/templates/FresherTemplate1');
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Sana Offline');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByLabel('Email').fill(student.email);
  await second.getByLabel('Password', { exact: true }).fill(student.password);
  await second.getByRole('button', { name: 'Login' }).click();
  await expect(second).toHaveURL(/\/student\/dashboard$/);
  await second.goto('/services/resume-builder/templates/exp-4');
  // The sample shows until the first sync brings the account's resume, which then replaces it.
  await expect(resumePaper(second).getByRole('heading', { level: 1 })).toContainText('Sana Offline', { timeout: 30_000 });
  await expect(resumePaper(second)).toContainText('Offline Planner');
  await expect(second.getByLabel('Resume', { exact: true }).locator('option')).toHaveCount(1);
  await other.close();
});

test('after one visit the builder works offline: a template opens, edits are kept, the PDF downloads @phone', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, request, newStudent());
  await waitForServiceWorker(page);
  await page.goto('/services/resume-builder/templates/FresherTemplate9');
  await expect(resumePaper(page)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/services/resume-builder/templates/FresherTemplate14');
  await expect(resumePaper(page)).toHaveAttribute('data-template', 'FresherTemplate14');
  await editField(page, 'Name', 'Nikhil Offline');
  await page.reload();
  await expect(resumePaper(page).getByRole('heading', { level: 1 })).toContainText('Nikhil Offline');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Resume as PDF', exact: true }).click();
  const pdfPath = testInfo.outputPath('offline.pdf');
  await (await download).saveAs(pdfPath);
  expect(execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' })).toContain('Nikhil Offline');
  await context.setOffline(false);
});

// Not a test but a tool (@tool: no test project runs it): `pnpm resume:cards` (after `pnpm build`)
// renders the landing page's card images from the templates themselves (pwa/public/resume-templates).
test('render the landing cards from the templates @tool', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  await registerThroughUi(page, request, newStudent());
  // Half scale: the cards show them 400 px high.
  const small = await browser.newContext({
    viewport: { width: 1280, height: 1400 },
    deviceScaleFactor: 0.5,
    storageState: await page.context().storageState(),
  });
  const shot = await small.newPage();
  for (const id of templates) {
    await shot.goto(`/services/resume-builder/templates/${id}`);
    await expect(resumePaper(shot)).toBeVisible();
    await shot.addStyleTag({ content: '[role=button]{background:none!important} article button{display:none!important}' });
    await resumePaper(shot).screenshot({ path: `public/resume-templates/${id}.jpg`, type: 'jpeg', quality: 75, scale: 'device' });
  }
  await small.close();
  // WebP at 400 and 600 px wide (quality 0.75) for the cards' srcset: a render at full scale (the
  // paper's 794 px), drawn down by the browser's canvas and encoded there (no image tool needed).
  // 600 px serves phones at 1.5-3x (sharper than the 397 px JPEG for a fifth more bytes); 794 px
  // would cost half as much again for a difference a 400 px card hardly shows.
  const full = await browser.newContext({ viewport: { width: 1280, height: 1400 }, storageState: await page.context().storageState() });
  const big = await full.newPage();
  for (const id of templates) {
    await big.goto(`/services/resume-builder/templates/${id}`);
    await expect(resumePaper(big)).toBeVisible();
    await big.addStyleTag({ content: '[role=button]{background:none!important} article button{display:none!important}' });
    const png = (await resumePaper(big).screenshot({ type: 'png' })).toString('base64');
    const webps = await big.evaluate(
      async ({ png, widths }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        return widths.map((w) => {
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = Math.round((img.naturalHeight * w) / img.naturalWidth);
          const ctx = canvas.getContext('2d')!;
          ctx.imageSmoothingQuality = 'high';
          ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', 0.75).split(',')[1]!;
        });
      },
      { png, widths: [400, 600] },
    );
    writeFileSync(`public/resume-templates/${id}-400w.webp`, Buffer.from(webps[0]!, 'base64'));
    writeFileSync(`public/resume-templates/${id}-600w.webp`, Buffer.from(webps[1]!, 'base64'));
  }
  await full.close();
});
