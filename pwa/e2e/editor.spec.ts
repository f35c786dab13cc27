/**
 * The code editor in Chromium against the real server and its in-process runner: the login
 * dialog for a visitor; Python and Java run on the server with their output and time; JavaScript
 * and HTML run offline in the browser; C++ and C runs queued offline (through the sync outbox,
 * kept across a reload) run once each when the network returns, their results back through sync.
 */
import { expect, test, type Page } from '@playwright/test';
import { messages, syncSchemaVersion } from '@institute/shared-schema';
import { newStudent, signInNewStudent } from './accounts';
import { waitForServiceWorker } from './service-worker';

const output = (page: Page) => page.getByRole('log', { name: 'Program output' });
const language = (page: Page) => page.getByRole('combobox', { name: 'Language', exact: true });
const runButton = (page: Page) => page.getByRole('button', { name: 'Run Code' });

async function openEditor(page: Page) {
  await page.goto('/services/editor');
  await expect(page.getByRole('heading', { name: 'EPL Code Editor', level: 1 })).toBeVisible();
  await expect(page.locator('.cm-content')).toBeVisible();
}

test('a visitor gets the Login Required dialog and no run @phone', async ({ page, isMobile }) => {
  let runRequests = 0;
  page.on('request', (r) => r.url().includes('/api/editor/run') && runRequests++);
  await openEditor(page);
  await expect(output(page)).toContainText('Ready to run your code!');
  // Keyboard hints only where a keyboard is likely in use: not on the phone (issue 23).
  if (isMobile) await expect(page.getByText('Ctrl+Space for suggestions')).toBeHidden();
  else await expect(page.getByText('Ctrl+Space for suggestions')).toBeVisible();
  await runButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please login first to run this code')).toBeVisible();
  await expect(dialog.getByText('You need to be logged in to execute code in the editor.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await runButton(page).click();
  await page.getByRole('dialog', { name: 'Login Required' }).getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(runRequests).toBe(0);
});

test('a student runs Python and Java on the server, JavaScript and HTML offline, and C++ and C runs queued offline', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await signInNewStudent(page, request, newStudent());
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

  // Offline: JavaScript runs in a Web Worker, HTML renders in a sandboxed page of its own.
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
  // The student's own script runs in the output (a page of its own, sandboxed), offline too, and
  // cannot reach the app's storage.
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    '<p id="out">not run</p><script>let s; try { s = typeof localStorage.length } catch { s = "no storage" } document.getElementById("out").textContent = "ran, " + s;</script>',
  );
  await runButton(page).click();
  await expect(page.frameLocator('iframe[title="HTML output"]').locator('#out')).toHaveText('ran, no storage');

  // Offline C++ is queued through the sync outbox, shown as queued, and kept across a reload.
  await language(page).selectOption('cpp');
  await runButton(page).click();
  await expect(output(page)).toContainText(messages.runner.queuedOffline);
  await expect(page.getByTestId('run-history').locator('li').first()).toContainText('Queued (offline)');
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/1 change waiting to sync/);
  await page.reload();
  await expect(page.getByTestId('run-history').locator('li').first()).toContainText('Queued (offline)');
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/You are offline, 1 change waiting to sync/);

  // A second one, in C, reading its input; then the network returns: both run on the server once
  // and their results come back through sync, into the Output pane and the list.
  await language(page).selectOption('c');
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    '#include <stdio.h>\nint main(void) { char s[32]; scanf("%31s", s); printf("C says %s\\n", s); return 0; }',
  );
  await page.getByLabel('Input (stdin)').fill('namaste');
  await runButton(page).click();
  await expect(output(page)).toContainText(messages.runner.queuedOffline);
  await context.setOffline(false);
  await expect(output(page)).toHaveText('C says namaste', { timeout: 30_000 });
  await expect(page.getByTestId('elapsed')).toHaveText(/^Time: \d+ ms$/);
  const history = page.getByTestId('run-history').locator('li');
  await expect(history.filter({ hasText: 'C++' })).toContainText('Success', { timeout: 30_000 });
  await expect(history.filter({ hasText: 'C++' })).toContainText('Hello, World!');
  await expect(history.filter({ hasText: 'C says namaste' })).toContainText('Success');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });

  // On the server, each exactly once, under this learner.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const runs: { language: string }[] = [];
  let cursors: Record<string, string> = {};
  for (let more = true; more;) {
    const url = `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=${encodeURIComponent(JSON.stringify(cursors))}`;
    const answer = (await (await request.get(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      hasMore: boolean;
      buckets: { bucket: string; cursor: string; collections: { codeRuns?: { put: { language: string }[] } } }[];
    };
    for (const b of answer.buckets) {
      cursors = { ...cursors, [b.bucket]: b.cursor };
      runs.push(...(b.collections.codeRuns?.put ?? []));
    }
    more = answer.hasMore;
  }
  expect(runs.filter((r) => r.language === 'cpp')).toHaveLength(1);
  expect(runs.filter((r) => r.language === 'c')).toHaveLength(1);
});

test('a NUL byte a program prints shows as ␀ in the Output pane, from the server and from the browser', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInNewStudent(page, request, newStudent());
  await openEditor(page);
  // The language's program loads from the device first: type only once it is in the editor.
  await language(page).selectOption('python');
  await expect(page.locator('.cm-content')).toContainText('print("Hello, World!")');
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('import sys\nsys.stdout.write("a\\0b\\n")');
  await runButton(page).click();
  await expect(output(page)).toHaveText('a␀b', { timeout: 30_000 });
  await expect(page.getByTestId('run-history').locator('li').first()).toContainText('a␀b');
  await language(page).selectOption('javascript');
  await expect(page.locator('.cm-content')).toContainText('console.log("Hello, World!")');
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('console.log("c\\u0000d")');
  await runButton(page).click();
  await expect(output(page)).toHaveText('c␀d');
});
