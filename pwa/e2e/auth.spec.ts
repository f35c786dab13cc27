import { expect, test } from '@playwright/test';
import {
  lastCode,
  loginThroughUi,
  logoutThroughUi,
  newStudent,
  openAccountMenu,
  registerThroughUi,
  requestRegistrationCode,
  e2eAdmin,
} from './accounts';
import { waitForServiceWorker } from './service-worker';

// Desktop only: on phones every spec registers through these screens, and the one-page reset below
// covers resetting there.
test('register with a code, log out, log in, reset the password in three steps, log in again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const s = newStudent();
  // The welcome toast shows for 3 seconds (spec): watched for from before the form is sent, so a
  // slow machine's next steps cannot outlast it.
  const welcomed = page.getByText(/Welcome to .*Your account is ready\./).waitFor();
  await registerThroughUi(page, request, s);
  await welcomed;
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome, Asha!$/ })).toBeVisible();

  await logoutThroughUi(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully!')).toBeVisible();

  await loginThroughUi(page, s.email.toUpperCase(), s.password);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByText('Welcome back, Asha Patil!')).toBeVisible();
  await logoutThroughUi(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Mobile number').fill(s.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The registration code went to this number moments ago: the server asks to wait 30 seconds.
  await expect(page.getByRole('alert')).toHaveText(/^Please wait \d+ seconds before requesting another OTP\.$/);
  await expect(async () => {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('OTP')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000, intervals: [3000] });
  const code = await lastCode(request, s.phone);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Newpass1!');
  await page.getByLabel('Confirm new password').fill('Newpass1!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successfully!')).toBeVisible();

  await loginThroughUi(page, s.email, s.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await loginThroughUi(page, s.email, 'Newpass1!');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('registration shows every rule of the form before sending a code', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Please enter a valid 10-digit phone number',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText('Password must contain at least 6 characters, 1 uppercase letter, 1 number, and 1 special character'),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a wrong code is refused with the spec message', async ({ page, request }) => {
  const code = await requestRegistrationCode(page, request, newStudent());
  await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify & Sign Up' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  // The server's answer, known by its code, is the code field's own error (not the screen's alert).
  await expect(page.getByLabel('OTP')).toHaveAccessibleDescription(/Invalid OTP\. Please try again\./);
  await expect(page).toHaveURL(/\/register$/);
});

test('the route guard: visitors go to /login, students are kept out of the admin area', async ({ page, request }) => {
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await registerThroughUi(page, request, newStudent());
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  for (const path of ['/admin', '/admin/dashboard', '/admin/users']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test('an administrator signs in to the dashboard with the server-counted figures', async ({ page }) => {
  await loginThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The six demo courses and any an earlier test of the run added (admin.spec creates one).
  await expect(page.getByTestId('totalCourses')).toHaveText(/^([6-9]|[1-9]\d+)$/);
  await expect(page.getByTestId('totalRevenue')).toHaveText(/^₹[\d,]+$/);
  await expect(await openAccountMenu(page)).toContainText('Administrator');
});

test('an administrator finds, edits and deletes a user @phone', async ({ page, request, isMobile }) => {
  const s = newStudent();
  await registerThroughUi(page, request, s);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await logoutThroughUi(page);

  await loginThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  // The dashboard's student count leads to the users page (on a phone too, where the sidebar is a drawer).
  await page.getByTestId('link-totalStudents').click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('textbox', { name: 'Search users' }).fill(s.email);
  const row = isMobile ? page.getByTestId('user-card') : page.getByRole('row').filter({ hasText: s.email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByLabel('Last name').fill('Kulkarni');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row).toContainText('Asha Kulkarni');

  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  // The account is gone on the server too.
  await loginThroughUi(page, s.email, s.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('a student edits their profile and sees the role chip', async ({ page, request }) => {
  const s = newStudent();
  await registerThroughUi(page, request, s);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByRole('main').getByText('Student', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Education').fill('BSc Computer Science');
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Asha');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText('BSc Computer Science')).toBeVisible();
});

test('an expired access token is renewed with the refresh token; offline keeps the session', async ({ page, request, context }) => {
  const s = newStudent();
  await registerThroughUi(page, request, s);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  // An access token the server no longer accepts (as after its 15 minutes).
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
  await page.goto('/student/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Education').fill('Diploma');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  // The edit goes out with the next sync, which renews the token on its 401.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired.or.forged');

  // Days offline: the app still knows who is signed in.
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Asha Patil/ })).toBeVisible();
  await context.setOffline(false);
});

test('a session the server ended leads to /login with the spec message', async ({ page, request }) => {
  await registerThroughUi(page, request, newStudent());
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired.or.forged');
    localStorage.setItem('refreshToken', 'revoked');
  });
  // The profile screen asks the server for the account: the 401 ends the session. The message is a
  // toast that closes after 6 seconds: watched for from before the page is opened.
  const told = page.getByText('Session expired. Please login again.').waitFor();
  await page.goto('/student/profile');
  await expect(page).toHaveURL(/\/login$/);
  await told;
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: 'Login' })
      .or(page.getByRole('button', { name: 'Open navigation' })),
  ).toBeVisible();
});

test('the one-page reset takes the mobile number from the link and sends code and password together', async ({ page, request }) => {
  test.setTimeout(120_000);
  const s = newStudent();
  await registerThroughUi(page, request, s);
  await logoutThroughUi(page);
  // A number in the query: the router reads it as JSON, the page must still see the text.
  await page.goto(`/reset-password?mobile=${s.phone}`);
  await expect(page.getByLabel('Mobile number')).toHaveValue(s.phone);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid OTP')).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeHidden();
  // The registration code went to this number moments ago: the next one may go after 30 seconds.
  await expect(async () => {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000, intervals: [3000] });
  await page.getByLabel('OTP').fill(await lastCode(request, s.phone));
  await page.getByLabel('New password', { exact: true }).fill('Newpass1!');
  await page.getByLabel('Confirm new password').fill('Other1!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Newpass1!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await loginThroughUi(page, s.email, 'Newpass1!');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('changing the phone on the profile asks for the current password and the code sent to the new number', async ({ page, request }) => {
  const s = newStudent();
  const newPhone = newStudent().phone;
  await registerThroughUi(page, request, s);
  await page.goto('/student/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Phone').fill(newPhone);
  // Without the password and the new number's code nothing is sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter your current password')).toBeVisible();
  await page.getByLabel('Current password').fill(s.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please verify the new mobile number with the OTP sent to it')).toBeVisible();

  await page.getByRole('button', { name: 'Send OTP to new number' }).click();
  const code = await lastCode(request, newPhone);
  await page.getByLabel('OTP sent to the new number').fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('main').getByText(newPhone, { exact: true })).toBeVisible();

  // The old number is told, with no code in the message.
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/sms')).json()) as { messages: { to: string; message: string }[] };
      return [...messages].reverse().find((m) => m.to === s.phone)?.message ?? '';
    })
    .toContain(`changed to one ending in ${newPhone.slice(-4)}`);
  // The session goes on, and the new number is the one kept after a reload.
  await page.reload();
  await expect(page.getByRole('main').getByText(newPhone, { exact: true })).toBeVisible();
});

test('a user an administrator added changes the default password before anything else', async ({ page }) => {
  const s = newStudent();
  await loginThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  // The dashboard's student count leads to the users page (on a phone too, where the sidebar is a drawer).
  await page.getByTestId('link-totalStudents').click();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill(s.firstName);
  await dialog.getByLabel('Last name').fill(s.lastName);
  await dialog.getByLabel('Email').fill(s.email);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await loginThroughUi(page, s.email, 'Welcome@123');
  await expect(page).toHaveURL(/\/change-password$/);
  // Every signed-in screen leads back here until the password is changed.
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current password').fill('Welcome@123');
  await page.getByLabel('New password', { exact: true }).fill('Mine@2026');
  await page.getByLabel('Confirm new password').fill('Mine@2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});
