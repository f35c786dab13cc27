/**
 * Page model of the quiz challenge: the answer key (options are shuffled on screen, so answers are
 * found by their text), choosing a level in the sidebar (a drawer on phones), and taking a quiz by
 * clicks or by keys.
 *
 * The key is read from the repo's bank files, as a learner who knows every answer would answer:
 * the bank API carries no key of an Assignment Level (the server scores those), so it cannot be the
 * key of these tests.
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';

interface BankQuestion {
  id: string;
  question: string;
  code?: string;
  options: string[];
  correct: number;
}
type Bank = Record<string, { levels: Record<string, { subLevels: Record<string, { questions: BankQuestion[] }> }> }>;

const bankDir = new URL('../../quiz-bank/', import.meta.url);

export class AnswerKey {
  private constructor(
    readonly bank: Bank,
    private readonly byText: Map<string, BankQuestion>,
  ) {}

  static load() {
    const bank: Bank = {};
    const byText = new Map<string, BankQuestion>();
    for (const language of fs
      .readdirSync(bankDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)) {
      const levels: Bank[string]['levels'] = {};
      for (const file of fs.readdirSync(new URL(`${language}/`, bankDir)).filter((f) => f.endsWith('.json'))) {
        const subLevels = JSON.parse(fs.readFileSync(new URL(`${language}/${file}`, bankDir), 'utf8')) as Record<
          string,
          { questions: BankQuestion[] }
        >;
        levels[file.replace(/\.json$/, '')] = { subLevels };
        for (const sub of Object.values(subLevels)) for (const q of sub.questions) byText.set(`${q.question}\n${q.code ?? ''}`, q);
      }
      bank[language] = { levels };
    }
    return new AnswerKey(bank, byText);
  }

  /** The right option's text for the question on screen. */
  correctText(question: string, code: string) {
    const q = this.byText.get(`${question}\n${code}`);
    if (!q) throw new Error(`question not in the bank: ${question}`);
    return q.options[q.correct]!;
  }

  pool(language: string, tier: string, subLevel: string) {
    return this.bank[language]!.levels[tier]!.subLevels[subLevel]!.questions;
  }
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The level sidebar; on phones (under 768 px) it is in a drawer behind "Choose a quiz". */
export async function openLevels(page: Page) {
  const levels = page.getByRole('navigation', { name: 'Quiz levels' });
  // The page is prerendered: a click before it has hydrated does nothing, as a person would see.
  await hydrated(page);
  if (isPhone(page))
    await expect(async () => {
      if (!(await levels.isVisible())) await page.getByRole('button', { name: 'Choose a quiz' }).click();
      await expect(levels).toBeVisible({ timeout: 2_000 });
    }).toPass();
  await expect(levels).toBeVisible();
  return levels;
}

/** Opens Python > Beginner > the given sub-level in the sidebar. */
export async function chooseLevel(page: Page, language: string, tier: string, subLevel: string) {
  const levels = await openLevels(page);
  const tierLink = levels.getByRole('button', { name: `${language} ${tier}`, exact: true });
  if (!(await tierLink.isVisible())) await levels.getByRole('button', { name: language, exact: true }).click();
  const sub = levels.getByRole('button', { name: `${language} ${tier} ${subLevel}`, exact: true });
  if (!(await sub.isVisible())) await tierLink.click();
  await sub.click();
  // On phones the drawer closes once a level is chosen.
  if (isPhone(page)) await expect(levels).toBeHidden();
  await expect(page.getByRole('button', { name: `Start ${language} Quiz` })).toBeEnabled();
}

/**
 * Answers the quiz on screen: the first `right` questions correctly, the rest wrongly (`judged:
 * false` for an assignment: each answer is only recorded, not marked). A person
 * needs a moment per question (the server refuses a quiz finished faster than 200 ms a question),
 * so each answer waits a little before it is given.
 */
export async function takeQuiz(page: Page, key: AnswerKey, right: number, { keyboard = false, judged = true } = {}) {
  for (let i = 0; i < 20; i++) {
    await expect(page.getByText(`Question ${i + 1} of 20`, { exact: true })).toBeVisible();
    const question = (await page.locator('#quiz-question').textContent()) ?? '';
    const codeBlock = page.getByLabel('Code', { exact: true });
    const code = (await codeBlock.count()) ? ((await codeBlock.textContent()) ?? '') : '';
    const answer = key.correctText(question, code);
    const texts = await optionTexts(page);
    const rightIndex = texts.indexOf(answer);
    expect(rightIndex, `the right answer is on screen: ${answer}`).toBeGreaterThanOrEqual(0);
    const choice = i < right ? rightIndex : (rightIndex + 1) % texts.length;
    await page.waitForTimeout(220);
    if (keyboard) {
      await page.keyboard.press(String(choice + 1));
      await expect(page.getByRole('radio').nth(choice)).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      if (!judged) await expectRecordedNotJudged(page);
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('radio').nth(choice).click();
      await page.getByRole('button', { name: 'Next Question' }).click();
      if (!judged) await expectRecordedNotJudged(page);
      await page.getByRole('button', { name: 'Continue' }).click();
    }
  }
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
}

/** The options' texts as shown, in screen order (their accessible names may spell them out). */
export const optionTexts = (page: Page) =>
  page.getByRole('radio').evaluateAll((els) => els.map((e) => e.querySelector('[data-option-text]')?.textContent ?? ''));

/** An assignment's answer is recorded, never marked right or wrong: the device has no key. */
async function expectRecordedNotJudged(page: Page) {
  await expect(page.getByText('Answer recorded.', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /\((correct answer|your answer, wrong)\)$/ })).toHaveCount(0);
}

/** The signed-in user's access token, to call the API as they would. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');
