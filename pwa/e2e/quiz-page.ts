/**
 * Page model of the quiz challenge: the answer key from the bank API (options are shuffled on
 * screen, so answers are found by their text), choosing a level in the sidebar (a drawer on
 * phones), and taking a quiz by clicks or by keys.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface BankQuestion {
  id: string;
  question: string;
  code?: string;
  options: string[];
  correct: number;
}
type Bank = Record<string, { levels: Record<string, { subLevels: Record<string, { questions: BankQuestion[] }> }> }>;

export class AnswerKey {
  private constructor(
    readonly bank: Bank,
    private readonly byText: Map<string, BankQuestion>,
  ) {}

  static async load(request: APIRequestContext) {
    const bank = (await (await request.get('/api/quiz/bank')).json()) as Bank;
    const byText = new Map<string, BankQuestion>();
    for (const language of Object.values(bank))
      for (const tier of Object.values(language.levels))
        for (const sub of Object.values(tier.subLevels)) for (const q of sub.questions) byText.set(`${q.question}\n${q.code ?? ''}`, q);
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
  if (isPhone(page) && !(await levels.isVisible())) await page.getByRole('button', { name: 'Choose a quiz' }).click();
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
 * Answers the quiz on screen: the first `right` questions correctly, the rest wrongly. A person
 * needs a moment per question (the server refuses a quiz finished faster than 200 ms a question),
 * so each answer waits a little before it is given.
 */
export async function takeQuiz(page: Page, key: AnswerKey, right: number, { keyboard = false } = {}) {
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
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('radio').nth(choice).click();
      await page.getByRole('button', { name: 'Next Question' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
  }
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
}

/** The options' texts as shown, in screen order (their accessible names may spell them out). */
export const optionTexts = (page: Page) =>
  page.getByRole('radio').evaluateAll((els) => els.map((e) => e.querySelector('[data-option-text]')?.textContent ?? ''));

/** The signed-in user's access token, to call the API as they would. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');
