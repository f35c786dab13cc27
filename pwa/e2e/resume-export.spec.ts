/**
 * The resume builder's exports (issue 17): the PDF with Devanagari names and the rupee sign, shaped
 * and read back as typed with pdftotext (offline too: the fonts and HarfBuzz are precached); DOCX
 * with real headings and lists, its text read back from word/document.xml; Share as image (PNG).
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { newStudent, registerThroughUi } from './accounts';
import { waitForServiceWorker } from './service-worker';

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

/** The words appear in this order in the text. */
function expectInOrder(text: string, words: string[]) {
  let at = -1;
  for (const w of words) {
    const found = text.indexOf(w, at + 1);
    expect(found, `"${w}" after position ${at} in: ${text}`).toBeGreaterThan(at);
    at = found;
  }
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
  const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expectInOrder(text, [name, title, 'Profile', summary, 'Experience', 'Education']);
  expect(execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari/);
  await context.setOffline(false);
});
