import { expect, test } from '@playwright/test';
import { messages } from '@institute/shared-schema';
import { hydrated } from './hydration';

test('a button tapped while the page is still loading its code does its work once the page has hydrated', async ({ page }) => {
  // The page's own code (`quiz-….js`) is asked for by the entry, once it runs, before it hydrates.
  // Hold it until the tap is made: the entry is running, the page not yet hydrated.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const pageCodeAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/quiz-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/services/quiz', { waitUntil: 'commit' });
  await pageCodeAsked;
  const levels = page.getByRole('navigation', { name: 'Quiz levels' });
  await levels.getByRole('button', { name: 'Python', exact: true }).click();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  const loginRequired = page.getByRole('dialog', { name: messages.quiz.loginTitle });
  await expect(loginRequired).toHaveCount(0);
  release();
  await hydrated(page);
  // A visitor who is not signed in is asked to; the tap was made once, so the dialog opens once.
  await expect(loginRequired).toBeVisible();
});
