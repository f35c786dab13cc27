/**
 * Issue 21, dark mode: the page follows the system's theme from its first paint (the head's one
 * inline script, allowed by the server's Content-Security-Policy by its hash, and the dark rules in
 * a prerendered page's inlined CSS), and the header's switch overrides it, remembered on the device.
 * Contrast in both themes is checked by accessibility.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';

const darkBody = 'rgb(36, 36, 36)'; // Mantine's dark 7, the dark theme's page
const lightBody = 'rgb(255, 255, 255)';

const bodyColour = (page: Page) => page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);

/** Every message the browser logs about a Content-Security-Policy it enforced. */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) reports.push(m.text());
  });
  return reports;
}

test("a dark system's first visit is dark from the HTML alone", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const reports = cspReports(page);
  // No script file and no stylesheet: what is drawn comes from the page's HTML and inlined CSS.
  await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyColour(page)).toBe(darkBody);
  // The switch shows the sun in the dark theme: the dark theme's rules are in the inlined CSS.
  const toggle = page.getByTestId('color-scheme-toggle');
  await expect(toggle.locator('.mantine-light-hidden')).toBeVisible();
  await expect(toggle.locator('.mantine-dark-hidden')).toBeHidden();
  expect(reports).toEqual([]);
});

test('a light system gets the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/courses');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await bodyColour(page)).toBe(lightBody);
  await expect(page.getByTestId('color-scheme-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test("the header's switch overrides the system and is remembered on the device", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const reports = cspReports(page);
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // By keyboard: the focus stays on the switch, which now says it is pressed.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
  expect(await bodyColour(page)).toBe(darkBody);

  // Remembered: a page opened afresh, in a system still light, is dark before its script runs.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/gallery');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyColour(page)).toBe(darkBody);
  await page.unroute(/\/assets\/.*\.js$/);

  // And back to light, remembered too.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  expect(reports).toEqual([]);
});
