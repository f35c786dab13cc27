/**
 * Issue 23's polish, checked on the built app: touch targets on a 360 px phone across the public
 * pages, the student area and the admin lists; the admin course form's errors under their fields;
 * toasts below the header; the payment method preselected; keyboard hints only with a keyboard.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { messages } from '@institute/shared-schema';
import { loginThroughUi, newStudent, registerThroughUi, requestRegistrationCode, e2eAdmin as admin } from './accounts';
import { touchTargetOffenders } from './touch-targets';
import { hydrated } from './hydration';

/** Opens a page, waits for its main heading, and returns its offenders prefixed by the page. */
async function measure(page: Page, path: string, ready?: (page: Page) => Promise<void>, label = path) {
  if (path) await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (ready) await ready(page);
  return (await touchTargetOffenders(page)).map((o) => `${label}: ${o}`);
}

/** A screenshot to look at (issue 23 asks for them), in the test's output folder. */
const shot = (page: Page, testInfo: TestInfo, name: string, fullPage = false) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });

async function adminSignIn(page: Page) {
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe('on a 360 px phone @phone-only', () => {
  test('every link, button and control of the public pages, the student area and the admin lists is a 44 px target', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const offenders: string[] = [];
    for (const path of [
      '/',
      '/courses',
      '/about/testimonials',
      '/contact',
      '/terms',
      '/privacy-policy',
      '/login',
      '/register',
      '/forgot-password',
    ])
      offenders.push(...(await measure(page, path)));
    // Nothing sideways: the forgot-password stepper fits the phone's width.
    await page.goto('/forgot-password');
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, testInfo, 'forgot-password');
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('contentinfo').screenshot({ path: testInfo.outputPath('footer.png') });

    // The Login Required dialog offers Register beside Go to Login.
    await page.goto('/services/quiz');
    await hydrated(page);
    await page.getByRole('button', { name: 'Choose a quiz' }).click();
    await page.getByRole('button', { name: 'Python' }).first().click();
    const login = page.getByRole('dialog', { name: messages.quiz.loginTitle });
    await expect(login.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(login.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    offenders.push(...(await touchTargetOffenders(page)).map((o) => `login required: ${o}`));
    await shot(page, testInfo, 'login-required');

    // The navigation drawer.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    offenders.push(...(await touchTargetOffenders(page)).map((o) => `navigation drawer: ${o}`));
    await page.keyboard.press('Escape');

    // The testimonial form with its rating stars.
    await page.goto('/about/testimonials');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await expect(page.getByRole('dialog', { name: 'Add testimonial' })).toBeVisible();
    offenders.push(...(await touchTargetOffenders(page)).map((o) => `testimonial form: ${o}`));
    await page.getByRole('dialog', { name: 'Add testimonial' }).getByRole('button', { name: 'Submit' }).click();
    await shot(page, testInfo, 'testimonial-form-errors');

    // A student: dashboard, the course details and the payment method dialog, the editor and the quiz.
    const s = newStudent();
    const code = await requestRegistrationCode(page, page.request, s);
    await expect(page.getByLabel('OTP')).toBeVisible();
    offenders.push(...(await touchTargetOffenders(page)).map((o) => `register, code sent: ${o}`));
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Verify & Sign Up' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    const dashboard = (p: Page) => expect(p.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    offenders.push(...(await measure(page, '', dashboard, '/student/dashboard')));
    await page.goto('/courses');
    await hydrated(page);
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const details = page.getByRole('dialog');
    await details.getByRole('tab', { name: 'Enrollment' }).click();
    offenders.push(...(await touchTargetOffenders(page)).map((o) => `course details: ${o}`));
    await details.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toBeVisible();
    offenders.push(...(await touchTargetOffenders(page)).map((o) => `payment method: ${o}`));
    await shot(page, testInfo, 'payment-method');
    await page.keyboard.press('Escape');
    for (const path of ['/services/editor', '/services/quiz']) {
      offenders.push(...(await measure(page, path)));
      await shot(page, testInfo, path.split('/').at(-1)!);
    }

    // The administrator's lists, in a context of their own.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const adminPage = await context.newPage();
    await adminSignIn(adminPage);
    offenders.push(...(await measure(adminPage, '', undefined, '/admin/dashboard')));
    await expect(adminPage.getByTestId('totalRevenue')).toBeVisible();
    await shot(adminPage, testInfo, 'admin-dashboard', true);
    const editable = (p: Page) => expect(p.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    offenders.push(...(await measure(adminPage, '/admin/users', editable)));
    await shot(adminPage, testInfo, 'admin-users');
    offenders.push(...(await measure(adminPage, '/admin/courses', editable)));
    await shot(adminPage, testInfo, 'admin-courses');
    offenders.push(...(await measure(adminPage, '/admin/payment-verifications')));
    await context.close();

    expect(offenders, `Touch targets below 44×44 px or crowded:\n${offenders.join('\n')}`).toEqual([]);
  });

  test('the course form submitted empty shows each error under its field and focuses the first', async ({ page }, testInfo) => {
    await adminSignIn(page);
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'Add course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add course' });
    await dialog.getByRole('button', { name: 'Create course' }).click();

    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription(messages.validation.titleRequired);
    for (const [name, message] of [
      ['Description', messages.validation.descriptionRequired],
      ['Duration', messages.validation.durationRequired],
      ['Instructor', messages.validation.instructorRequired],
      ['Price (₹)', messages.validation.priceRequired],
      ['Original price (₹)', messages.validation.originalPriceRequired],
    ] as const) {
      const field = dialog.getByRole('textbox', { name, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(dialog.getByText(messages.validation.levelRequired)).toBeVisible();
    // No toast covers the dialog for errors that have a field.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Add course' })).toBeInViewport();
    await shot(page, testInfo, 'course-form-errors');

    // Fixing the first field moves the focus to the next invalid one on the next submit.
    await title.fill('Polish course');
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  });

  test('QR is preselected and the button says it shows the QR code; keyboard hints stay hidden', async ({ page }, testInfo) => {
    const s = newStudent();
    await registerThroughUi(page, page.request, s);
    await page.goto('/courses');
    await hydrated(page);
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const details = page.getByRole('dialog');
    await details.getByRole('tab', { name: 'Enrollment' }).click();
    await details.getByRole('button', { name: 'Proceed to Payment' }).click();
    const method = page.getByRole('dialog', { name: 'Choose a payment method' });
    await expect(method.getByRole('radio', { name: /QR code/ })).toBeChecked();
    await expect(method.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(method.getByRole('button', { name: 'Show QR code' })).toBeEnabled();
    await page.keyboard.press('Escape');

    await page.goto('/services/quiz');
    await expect(page.getByRole('heading', { name: 'Quiz Challenge' })).toBeVisible();
    await expect(page.getByText(/Keys 1 to 4/).filter({ visible: true })).toHaveCount(0);
    // One tap chooses a level on the phone; Start is the second.
    await page.getByRole('button', { name: 'Start: HTML › Beginner › Level 1' }).click();
    await expect(page.getByRole('button', { name: /^Start .*HTML/ })).toBeEnabled();
    await shot(page, testInfo, 'quiz-welcome-chosen');
    await page.goto('/services/editor');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Input/ })).toBeVisible();
    await expect(page.getByText(/Ctrl\+Space|Ctrl\+Enter|then Tab/).filter({ visible: true })).toHaveCount(0);
  });
});

test('the toast after signing in stays below the header', async ({ page }, testInfo) => {
  const toast = page.locator('.mantine-Notification-root').first();
  // It closes after 3 seconds (spec): watched for from before signing in, then held open by the
  // pointer resting on it (as a reader's would) while it is measured.
  const shown = toast.waitFor();
  await adminSignIn(page);
  await shown;
  await toast.hover();
  // Measured where it comes to rest: while it slides in, it passes over the header.
  await toast.evaluate((el) => Promise.all((el.parentElement ?? el).getAnimations({ subtree: true }).map((a) => a.finished)));
  const header = page.locator('header').first();
  const [t, h] = [await toast.boundingBox(), await header.boundingBox()];
  expect(t && h).toBeTruthy();
  await shot(page, testInfo, `sign-in-toast-${testInfo.project.name}`);
  expect(t!.y, `the toast's top ${t!.y} px must be below the header's bottom ${h!.y + h!.height} px`).toBeGreaterThanOrEqual(
    h!.y + h!.height,
  );
});
