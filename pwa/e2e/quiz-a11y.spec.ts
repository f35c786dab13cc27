/**
 * Options that differ only in spaces or letter case (`12 30` and `1230`, `True` and `TRUE`) must
 * not sound the same to a screen reader. Python Beginner Level 1 has eight such questions among its
 * 26, so any 20 of them include at least two.
 */
import { expect, test } from '@playwright/test';
import { newStudent, signInNewStudent } from './accounts';
import { chooseLevel, optionTexts } from './quiz-page';

/** What a screen reader hears of a text: no spaces, no case. */
const heard = (s: string) => s.replace(/\s+/g, '').toLowerCase();

test('options that differ only in spaces or case have distinct accessible names, and the review marks the spaces', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/quiz');
  await chooseLevel(page, 'Python', 'Beginner', 'Level 1');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();

  let alike = 0;
  for (let i = 0; i < 20; i++) {
    await expect(page.getByText(`Question ${i + 1} of 20`, { exact: true })).toBeVisible();
    const texts = await optionTexts(page);
    const alikeHere = new Set(texts.map(heard)).size < texts.length;
    if (alikeHere) {
      alike += 1;
      // The names as the accessibility tree gives them to a screen reader.
      const snapshot = await page.getByRole('radiogroup').ariaSnapshot();
      const names = snapshot
        .split('\n')
        .flatMap((line) => /^\s*- '?radio "(.*)"'?:?$/.exec(line)?.[1] ?? [])
        .map((name) => name.replace(/''/g, "'").replace(/^Option \d: /, ''));
      expect(names, snapshot).toHaveLength(texts.length);
      expect(new Set(names.map(heard)).size, `heard alike: ${names.join(' | ')}`).toBe(texts.length);
    }
    // Answer with a spaced option where there is one, so the review has spaces to show.
    const spaced = texts.findIndex((t) => /\S \S/.test(t));
    await page
      .getByRole('radio')
      .nth(alikeHere && spaced >= 0 ? spaced : 0)
      .click();
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  expect(alike).toBeGreaterThanOrEqual(2);

  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Answers' }).click();
  // A spaced answer of such a question shows its spaces as marks.
  await expect(page.getByRole('list', { name: 'Answers' }).getByText(/\S·\S/).first()).toBeVisible();
});
