/**
 * The resume builder's exports (issue 17): the PDF with Devanagari names and the rupee sign, shaped
 * and read back as typed with pdftotext (offline too: the fonts and HarfBuzz are precached); DOCX
 * with real headings and lists, its text read back from word/document.xml; Share as image (PNG).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newStudent, registerThroughUi, signInNewStudent } from './accounts';
import { waitForServiceWorker } from './service-worker';
import { firstOutOfOrder } from '../src/testing/words-in-order';

const resumePaper = (page: Page) => page.getByRole('article', { name: /^Resume:/ });

/** Edits a field in place by keyboard: focus it, Enter, type, Enter; the change is announced. */
async function editField(page: Page, label: string, value: string) {
  const field = page.getByRole('button', { name: new RegExp(`^${label}:`) });
  await field.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${label} updated` })).toBeAttached();
}

const name = 'प्रिया शर्मा';
const title = 'सॉफ्टवेअर अभियंता (Marathi)';
const summary = 'Expected stipend ₹15,000 a month. हिंदी और मराठी में काम करने का अनुभव।';

test('offline, a Devanagari name and a rupee amount download as a PDF that pdftotext reads as typed, in order', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, request, newStudent());
  await waitForServiceWorker(page);
  await page.goto('/services/resume-builder/templates/FresherTemplate3');
  await expect(resumePaper(page)).toBeVisible();

  // The fonts and HarfBuzz come from the service worker's precache, not the network.
  await context.setOffline(true);
  await page.reload();
  await expect(resumePaper(page)).toBeVisible();
  await editField(page, 'Name', name);
  await editField(page, 'Title', title);
  await editField(page, 'Profile summary', summary);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Resume', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('प्रिया_शर्मा.pdf');
  const pdfPath = testInfo.outputPath('devanagari.pdf');
  await file.saveAs(pdfPath);
  // The text as written (-raw): FresherTemplate3 is a left sidebar, whose main column poppler's
  // positional guess may take in turns with the sidebar's blocks (docs/ARCHITECTURE.md, "PDF").
  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  // FresherTemplate3's order, as on the page: education before experience.
  expect(firstOutOfOrder(text, [name, title, 'Profile', summary, 'Education', 'Projects', 'Experience']), text).toBeUndefined();
  expect(execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari/);
  await context.setOffline(false);
});

test('DOCX download: the edited words read back from word/document.xml in order, with headings and a list', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder/templates/exp-4');
  await expect(resumePaper(page)).toBeVisible();
  await editField(page, 'Name', 'Anil Joshi अनिल');
  await editField(page, 'Profile summary', summary);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download DOCX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Anil_Joshi_अनिल.docx');
  const docxPath = testInfo.outputPath('resume.docx');
  await file.saveAs(docxPath);
  const xml = execFileSync('unzip', ['-p', docxPath, 'word/document.xml'], { encoding: 'utf8' });
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
  expect(firstOutOfOrder(text, ['Anil Joshi अनिल', 'Profile', summary, 'Experience', 'Education']), text).toBeUndefined();
  expect(xml).toContain('<w:pStyle w:val="Title"/>');
  expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
  expect(xml).toContain('<w:numPr>');
});

test('Share as image: the share sheet gets a PNG where files can be shared, else the PNG downloads @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder/templates/FresherTemplate5');
  await expect(resumePaper(page)).toBeVisible();

  // This browser cannot share files: the PNG downloads.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share as image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Priya_Sharma.png');
  const pngPath = testInfo.outputPath('resume.png');
  await file.saveAs(pngPath);
  const png = readFileSync(pngPath);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // Drawn at twice the page's size: wide enough to read on a phone.
  expect(png.readUInt32BE(16)).toBeGreaterThan(600);
  expect(png.readUInt32BE(20)).toBeGreaterThan(png.readUInt32BE(16));

  // A browser that can share files gets the share sheet with the PNG.
  await page.evaluate(() => {
    const w = window as unknown as { shared?: { name: string; type: string; size: number }[] };
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: { files: File[] }) => {
        w.shared = data.files.map((f) => ({ name: f.name, type: f.type, size: f.size }));
        return Promise.resolve();
      },
    });
  });
  await page.getByRole('button', { name: 'Share as image' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image ready to share.' })).toBeAttached();
  const shared = await page.evaluate(() => (window as unknown as { shared?: { name: string; type: string; size: number }[] }).shared);
  expect(shared).toEqual([{ name: 'Priya_Sharma.png', type: 'image/png', size: expect.any(Number) }]);
  expect(shared?.[0]?.size).toBeGreaterThan(10_000);
});
