/** Page-model helpers for accounts: a unique student, the code from the memory SMS provider. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@institute/shared-schema';

/** The administrator the test server creates at its first start (ADMIN_EMAIL and ADMIN_PASSWORD in playwright.config.ts). */
export const e2eAdmin = { email: 'admin@e2e.test', password: 'Admin1!e2e' } as const;

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

/**
 * Opens the account menu. The menu's code comes when the pointer first reaches its button
 * (ui/use-deferred-widget.ts), and the real menu then takes the plain button's place: a click that
 * lands just then, pressed on one and released on the other, opens nothing (a person's click comes
 * long after the pointer arrives; Playwright's comes at once). So it clicks again until it opens.
 */
export async function openAccountMenu(page: Page) {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

export async function logoutThroughUi(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
}

/** Registers a student through the API with the code the server sent: for tests whose subject is not the form (auth.spec.ts tests it). */
export async function registerThroughApi(request: APIRequestContext, s: ReturnType<typeof newStudent>): Promise<AuthResponse> {
  expect((await request.post('/api/auth/send-otp', { data: { mobile: s.phone, purpose: 'register' } })).ok()).toBe(true);
  const otp = await lastCode(request, s.phone);
  const registered = await request.post('/api/auth/register', {
    data: { firstName: s.firstName, lastName: s.lastName, email: s.email, phoneNumber: s.phone, password: s.password, otp },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as AuthResponse;
}

/**
 * A new student, signed in from the page's next load on: the session is stored as the app stores it
 * (localStorage `user`, `token`, `refreshToken`) before the page's scripts run, once per tab, so a
 * later sign-out holds. Some 5 s quicker than the form on a two-core machine.
 */
export async function signInNewStudent(page: Page, request: APIRequestContext, s: ReturnType<typeof newStudent>): Promise<AuthResponse> {
  const session = await registerThroughApi(request, s);
  await page.addInitScript(({ user, token, refreshToken }) => {
    try {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', '1');
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refreshToken);
    } catch {
      // A sandboxed frame (the editor's HTML output) has no storage: nothing to sign in there.
    }
  }, session);
  return session;
}
