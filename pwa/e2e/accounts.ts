/** Page-model helpers for accounts: a unique student, the code from the memory SMS provider. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export function newStudent() {
  const n = `${Date.now() % 1e7}`.padStart(7, '0') + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return { firstName: 'Asha', lastName: 'Patil', email: `asha.${n}@example.com`, phone: `9${n}`, password: 'Secret1!' };
}

export async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/sms')).json()) as { messages: { to: string; message: string }[] };
      code = /\b(\d{6})\b/.exec([...messages].reverse().find((m) => m.to === phone)?.message ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Fills the registration form and asks for a code; returns the code the server sent. */
export async function requestRegistrationCode(page: Page, request: APIRequestContext, s: ReturnType<typeof newStudent>) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(s.firstName);
  await page.getByLabel('Last name').fill(s.lastName);
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Phone').fill(s.phone);
  await page.getByLabel('Password', { exact: true }).fill(s.password);
  await page.getByLabel('Confirm password').fill(s.password);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  return lastCode(request, s.phone);
}

export async function registerThroughUi(page: Page, request: APIRequestContext, s: ReturnType<typeof newStudent>) {
  const code = await requestRegistrationCode(page, request, s);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify & Sign Up' }).click();
  // Registered users always land on the student dashboard; wait, so the session is stored.
  await expect(page).toHaveURL(/\/student\/dashboard$/);
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function logoutThroughUi(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
