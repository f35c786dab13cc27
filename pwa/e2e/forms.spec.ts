/**
 * Issue 23, the rest of "form errors where the field is": every form, submitted empty or invalid,
 * shows each error under its field, marks it `aria-invalid` and focuses the first; sign-in catches
 * a malformed email with the registration's message before asking the server; a student who has
 * just registered is welcomed, not welcomed back; the forgot-password steps fit a phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@institute/shared-schema';
import { loginThroughUi, logoutThroughUi, newStudent, registerThroughUi } from './accounts';
import { hydrated } from './hydration';

const v = messages.validation;

/** The field is marked invalid, has the focus and, when given, is described by the message. */
async function expectFirstInvalid(field: Locator, message?: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  if (message) await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** No toast: each of these errors belongs to a field. */
const expectNoToast = (page: Page) => expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

test('sign-in catches a malformed email under the field with the registration message, without asking the server', async ({ page }) => {
  const loginRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/login')) loginRequests.push(r.url());
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('asha.example.com');
  await page.getByLabel('Password', { exact: true }).fill('Secret1!');
  await page.getByRole('button', { name: 'Login' }).click();

  await expectFirstInvalid(page.getByLabel('Email'), v.emailInvalid);
  await expect(page.getByText(messages.auth.invalidCredentials)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(loginRequests).toEqual([]);

  // Submitted empty, the email comes first.
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectFirstInvalid(page.getByLabel('Email'), v.emailRequired);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(loginRequests).toEqual([]);
});

test('the public forms, submitted empty, mark their fields and focus the first @phone', async ({ page }) => {
  // Registration.
  await page.goto('/register');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectFirstInvalid(page.getByLabel('First name'), v.firstNameRequired);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Patil');
  await page.getByLabel('Email').fill('asha.example.com');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectFirstInvalid(page.getByLabel('Email'), v.emailInvalid);
  await expectNoToast(page);

  // Forgot password, first step.
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectFirstInvalid(page.getByLabel('Mobile number'), v.mobileInvalid);

  // The one-page reset: the mobile number, then the code, then the new password, in turn.
  await page.goto('/reset-password');
  const reset = page.getByRole('button', { name: 'Reset password' });
  await reset.click();
  await expectFirstInvalid(page.getByLabel('Mobile number'), v.mobileInvalid);
  await page.getByLabel('Mobile number').fill('9876543210');
  await reset.click();
  await expectFirstInvalid(page.getByLabel('OTP'), messages.auth.resetInvalidOtp);
  await page.getByLabel('OTP').fill('123456');
  await reset.click();
  await expectFirstInvalid(page.getByLabel('New password', { exact: true }), v.passwordRule);
  await page.getByLabel('New password', { exact: true }).fill('Newpass1!');
  await page.getByLabel('Confirm new password').fill('Newpass2!');
  await reset.click();
  await expectFirstInvalid(page.getByLabel('Confirm new password'), v.passwordsDontMatch);
  await expect(page.getByLabel('New password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoToast(page);

  // Contact.
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByRole('button', { name: /Send/ }).click();
  await expectFirstInvalid(contact.getByRole('textbox', { name: 'Name' }), v.contactNameRequired);
  await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoToast(page);

  // Testimonial.
  await page.goto('/about/testimonials');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add testimonial' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectFirstInvalid(dialog.getByRole('textbox', { name: 'Testimonial text' }), v.testimonialTextRequired);
  await expect(dialog.getByRole('textbox', { name: 'Author' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoToast(page);
});

test('a contact form typed and sent before its script came is sent, with what was typed, once the script is there', async ({ page }) => {
  // The page is prerendered: its form shows before the contact route's code arrives, held here.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Early Visitor');
  await contact.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
  await contact.getByRole('textbox', { name: 'Message' }).fill('Typed before the page had its script.');
  await contact.getByRole('button', { name: /Send/ }).click();
  // Not sent by the browser itself (a reload with the fields in the address), and not yet taken over.
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveValue('Typed before the page had its script.');

  release();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible({ timeout: 30_000 });
  await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(contact.getByRole('textbox', { name: 'Name' })).toHaveValue('Early Visitor');
  await expect(page).toHaveURL(/\/contact$/);
});

test('a new student is welcomed, a returning one welcomed back; change password and profile mark their fields', async ({
  page,
  request,
}) => {
  const s = newStudent();
  await registerThroughUi(page, request, s);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Asha!' })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  // Change password, submitted empty.
  await page.goto('/change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectFirstInvalid(page.getByLabel('Current password'), messages.auth.currentPasswordRequired);
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // The profile: an emptied first name, then a new email without the current password.
  await page.goto('/student/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFirstInvalid(page.getByLabel('First name'), v.firstNameRequired);
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Email').fill(`new.${s.email}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFirstInvalid(page.getByLabel('Current password'), messages.auth.currentPasswordRequired);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Signing in again is a return.
  await logoutThroughUi(page);
  await loginThroughUi(page, s.email, s.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Asha!' })).toBeVisible();
});

test('the forgot-password steps fit a 360 px phone on one row, each label on one line @phone-only', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  const steps = page.locator('.mantine-Stepper-step');
  await expect(steps).toHaveCount(3);
  const boxes = await steps.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  // One row: every step starts at the same height (the third used to wrap to a second row).
  expect(boxes.map((b) => Math.round(b.top))).toEqual(boxes.map(() => Math.round(boxes[0]!.top)));
  // No label wraps: each is as tall as "OTP", which cannot.
  const labels = page.locator('.mantine-Stepper-stepLabel');
  const texts = await labels.allTextContents();
  expect(texts).toEqual(['Mobile', 'OTP', 'New password']);
  const heights = await labels.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(heights).toEqual(heights.map(() => heights[1]));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
