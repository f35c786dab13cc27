/**
 * Issue 21, "accessibility proven": the main flows by keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, Escape and typing; no click), each stop's focus visible, and the focus back on the
 * control that opened a dialog once it closes. Desktop only: a keyboard's way.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { messages } from '@institute/shared-schema';
import { lastCode, newStudent, signInNewStudent } from './accounts';
import { hydrated } from './hydration';
import { expectFocusVisible, tabTo, typeInto } from './keyboard';
import { AnswerKey, takeQuiz } from './quiz-page';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

test('registration by keyboard: the form, the code, sign-up', async ({ page, request }) => {
  const s = newStudent();
  await page.goto('/register');
  await hydrated(page);
  await typeInto(page, page.getByLabel('First name'), s.firstName);
  await typeInto(page, page.getByLabel('Last name'), s.lastName);
  await typeInto(page, page.getByLabel('Email'), s.email);
  await typeInto(page, page.getByLabel('Phone'), s.phone);
  await typeInto(page, page.getByLabel('Password', { exact: true }), s.password);
  await typeInto(page, page.getByLabel('Confirm password'), s.password);
  await tabTo(page, page.getByRole('button', { name: 'Send OTP' }));
  await page.keyboard.press('Enter');
  const code = await lastCode(request, s.phone);
  // The code's field takes the focus when it appears.
  const otp = page.getByLabel('OTP');
  await expect(otp).toBeFocused();
  await page.keyboard.type(code);
  await tabTo(page, page.getByRole('button', { name: 'Verify & Sign Up' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('enrolment and payment proof by keyboard; the focus comes back when a dialog closes', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A name of its own: the proof it leaves waiting must not be taken for another test's student's.
  await signInNewStudent(page, request, { ...newStudent(), firstName: 'Kiran', lastName: 'Walker' });
  await page.goto('/courses');
  await hydrated(page);
  const details = page.getByRole('button', { name: 'Details of Web Design with HTML and CSS' });
  await tabTo(page, details, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Web Design with HTML and CSS' });
  const curriculum = dialog.getByRole('tab', { name: 'Curriculum' });
  await expect(curriculum).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  // Escape closes it and the focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  await expectFocusVisible(page);

  await page.keyboard.press('Enter');
  await tabTo(page, curriculum);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Enrollment' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog.getByRole('button', { name: 'Proceed to Payment' }));
  await page.keyboard.press('Enter');

  const method = page.getByRole('dialog', { name: 'Choose a payment method' });
  await tabTo(page, method.getByRole('button', { name: 'Show QR code' }));
  await page.keyboard.press('Enter');
  const verify = page.getByRole('dialog', { name: 'Payment Verification' });
  await expect(page.getByTestId('upi-qr')).toBeVisible({ timeout: 10_000 });
  await typeInto(page, verify.getByLabel('Transaction ID'), `UPI${Date.now()}`);
  // The screenshot's field is a button that opens the system's file chooser.
  await tabTo(page, verify.getByRole('button', { name: /Payment screenshot/ }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'payment.png', mimeType: 'image/png', buffer: png });
  await tabTo(page, verify.getByRole('button', { name: 'Submit for Verification' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Successfully Enrolled' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId('payment-proof').first()).toContainText(messages.payments.pendingVerification, { timeout: 20_000 });
});

test('a whole quiz by keyboard: the level from the sidebar, twenty answers, the review', async ({ page, request }) => {
  test.setTimeout(120_000);
  const key = AnswerKey.load();
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/quiz');
  await hydrated(page);
  const levels = page.getByRole('navigation', { name: 'Quiz levels' });
  await tabTo(page, levels.getByRole('button', { name: 'Python', exact: true }), { max: 60 });
  await page.keyboard.press('Enter');
  await tabTo(page, levels.getByRole('button', { name: 'Python Beginner', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, levels.getByRole('button', { name: 'Python Beginner Level 1', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Start Python Quiz' }), { max: 80 });
  await page.keyboard.press('Enter');
  // Answers by their number keys, Enter to confirm and Enter to go on (quiz-page.ts).
  await takeQuiz(page, key, 17, { keyboard: true });
  await expect(page.getByText('Congratulations! You passed this level!')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Review Answers' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review Answers' })).toBeVisible();
  await expect(page.getByText('Incorrect', { exact: true })).toHaveCount(3);
});

test('a code run by keyboard: the language, into the editor, out of it with Escape, Run', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/editor');
  await hydrated(page);
  const language = page.getByRole('combobox', { name: 'Language', exact: true });
  await tabTo(page, language, { max: 60 });
  await page.keyboard.type('Py');
  await expect(language).toHaveValue('python');
  const editor = page.getByRole('textbox', { name: 'Code (Python)' });
  await tabTo(page, editor);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('print(6 * 7)');
  // Escape, then Tab or Shift+Tab, leaves the editor (Tab alone indents inside it); a first Escape
  // closes the suggestions typing may have opened.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('button', { name: 'Run Code' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('output')).toHaveText('42', { timeout: 60_000 });
});

test('a resume edited and downloaded by keyboard', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/resume-builder/templates/FresherTemplate2');
  await hydrated(page);
  const name = page.getByRole('button', { name: /^Name:/ });
  await tabTo(page, name, { max: 60 });
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(input).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kavya Joshi');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Name: Kavya Joshi\./ })).toBeFocused();
  await expectFocusVisible(page);

  await tabTo(page, page.getByRole('button', { name: /^Download (Resume|PDF)$/ }), { back: true, max: 80 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('Kavya_Joshi.pdf');
  const pdfPath = testInfo.outputPath('resume.pdf');
  await file.saveAs(pdfPath);
  expect(execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' })).toContain('Kavya Joshi');
});
