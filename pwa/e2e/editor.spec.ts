/**
 * The code editor in Chromium against the real server and its in-process runner: the login
 * dialog for a visitor; Python and Java run on the server with their output and time; JavaScript
 * and HTML run offline in the browser; a C++ run queued offline runs when the network returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { newStudent, registerThroughUi } from './accounts';

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.active);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const output = (page: Page) => page.getByRole('log', { name: 'Program output' });
const language = (page: Page) => page.getByRole('combobox', { name: 'Language' });
const runButton = (page: Page) => page.getByRole('button', { name: 'Run Code' });

async function openEditor(page: Page) {
  await page.goto('/services/editor');
  await expect(page.getByRole('heading', { name: 'EPL Code Editor', level: 1 })).toBeVisible();
  await expect(page.locator('.cm-content')).toBeVisible();
}

test('a visitor gets the Login Required dialog and no run', async ({ page }) => {
  let runRequests = 0;
  page.on('request', (r) => r.url().includes('/api/editor/run') && runRequests++);
  await openEditor(page);
  await expect(output(page)).toContainText('Ready to run your code!');
  await expect(page.getByText('Ctrl+Space for suggestions')).toBeVisible();
  await runButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please login first to run this code')).toBeVisible();
  await expect(dialog.getByText('You need to be logged in to execute code in the editor.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await runButton(page).click();
  await page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(runRequests).toBe(0);
});

test('a student runs Python and Java on the server, JavaScript and HTML offline, and a queued C++ run', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, request, newStudent());
  await openEditor(page);

  // Java is the initial language, with its hello-world starter.
  await expect(language(page)).toHaveValue('java');
  await expect(page.locator('.cm-content')).toContainText('public class Main');
  await runButton(page).click();
  await expect(output(page)).toHaveText('Hello, World!', { timeout: 30_000 });
  await expect(page.getByTestId('elapsed')).toHaveText(/^Time: \d+ ms$/);

  // Changing language puts that language's starter in the editor.
  await language(page).selectOption('python');
  await expect(page.locator('.cm-content')).toContainText('print("Hello, World!")');
  await runButton(page).click();
  await expect(output(page)).toHaveText('Hello, World!');
  await expect(page.getByTestId('elapsed')).toHaveText(/^Time: \d+ ms$/);

  // stdin and an error.
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('name = input()\nprint("Hi " + name)\nraise SystemExit(4)');
  await page.getByLabel('Input (stdin)').fill('Asha');
  await runButton(page).click();
  await expect(output(page)).toContainText('Hi Asha');
  await expect(output(page)).toContainText('Error: Process exited with code 4');

  // Clear.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(output(page)).toHaveText('Output cleared. Ready for next execution!');
  await expect(page.getByTestId('elapsed')).toHaveText('');

  // The code was kept per language: Python still has the edited program after a reload.
  await waitForServiceWorker(page);
  await page.reload();
  await language(page).selectOption('python');
  await expect(page.locator('.cm-content')).toContainText('raise SystemExit(4)');

  // Offline: JavaScript runs in a Web Worker, HTML renders in a sandboxed iframe.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'EPL Code Editor', level: 1 })).toBeVisible();
  await language(page).selectOption('javascript');
  await runButton(page).click();
  await expect(output(page)).toHaveText('Hello, World!');
  await expect(page.getByTestId('elapsed')).toHaveText(/^Time: \d+ ms$/);
  await language(page).selectOption('html');
  await runButton(page).click();
  await expect(page.frameLocator('iframe[title="HTML output"]').getByRole('heading', { name: 'Hello, World!' })).toBeVisible();

  // Offline C++ is queued, shown as queued, and runs when the network returns.
  await language(page).selectOption('cpp');
  await runButton(page).click();
  await expect(output(page)).toContainText('You are offline. This run is queued');
  await expect(page.getByTestId('run-history')).toContainText('Queued (offline)');
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(output(page)).toHaveText('Hello, World!', { timeout: 30_000 });
  await expect(page.getByTestId('run-history').locator('li').first()).toContainText('Success');
});
