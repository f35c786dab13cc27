import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newStudent, registerThroughUi, signInNewStudent } from './accounts';
import { AnswerKey, chooseLevel, openLevels, takeQuiz, tokenOf } from './quiz-page';
import { waitForServiceWorker } from './service-worker';

test('a visitor sees the levels and is asked to log in', async ({ page }) => {
  await page.goto('/services/quiz');
  await expect(page.getByRole('heading', { name: 'Quiz Challenge', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select a Quiz to Begin' })).toBeDisabled();
  await (await openLevels(page)).getByRole('button', { name: 'Python', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Login First' });
  await expect(dialog.getByText('You need to be logged in to access the quiz levels.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// Desktop only: answering by keys is a keyboard's way; on phones the offline quiz below passes,
// unlocks, fails and reviews by touch, and quiz-a11y.spec.ts takes a quiz there too.
test('a learner passes Python beginner Level 1 by keys, Level 2 unlocks, fails it, reviews; progress is kept', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const key = AnswerKey.load();
  await signInNewStudent(page, request, newStudent());
  await page.goto('/services/quiz');
  const levels = await openLevels(page);
  await levels.getByRole('button', { name: 'Python', exact: true }).click();
  await expect(levels.getByRole('button', { name: 'Python Intermediate (locked)' })).toBeDisabled();
  await levels.getByRole('button', { name: 'Python Beginner', exact: true }).click();
  await expect(levels.getByRole('button', { name: 'Python Beginner Level 2 (locked)' })).toBeDisabled();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 1');
  await expect(page.getByText('Selected quiz').locator('..')).toContainText(/Python.*Beginner.*Level 1/);

  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^Time left: 1[45] seconds$/);
  await takeQuiz(page, key, 20, { keyboard: true });
  await expect(page.getByText('Congratulations! You passed this level!')).toBeVisible();
  await expect(page.getByText('20 / 20')).toBeVisible();
  await expect(page.getByText('100.0%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake Quiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Certificate' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to Home' }).click();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 2');
  await openLevels(page);
  await expect(page.getByRole('button', { name: 'Python Beginner Level 1 (completed)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  await takeQuiz(page, key, 11);
  await expect(page.getByText('You need 16 correct answers to pass. Keep practicing!')).toBeVisible();
  await expect(page.getByText('11 / 20')).toBeVisible();
  await expect(page.getByText('55.0%')).toBeVisible();

  await page.getByRole('button', { name: 'Review Answers' }).click();
  await expect(page.getByRole('heading', { name: 'Review Answers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Answers' }).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText('Incorrect', { exact: true })).toHaveCount(9);
  await expect(page.getByText('Your answer:').first()).toBeVisible();
  await expect(page.getByText('Correct answer:')).toHaveCount(20);
  await page.getByRole('button', { name: 'Done' }).first().click();
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();

  // Both attempts reached the server, and the progress survives a reload.
  const token = await tokenOf(page);
  await expect
    .poll(async () => {
      const res = await request.get('/api/quiz/attempts', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { attempts: { subLevel: string; score: number }[] }).attempts.map((a) => `${a.subLevel}:${a.score}`);
    })
    .toEqual(['level1:20', 'level2:11']);
  await page.reload();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 2');
  await openLevels(page);
  await expect(page.getByRole('button', { name: 'Python Beginner Level 1 (completed)' })).toContainText('Best 20/20 · 1 attempt');
  await expect(page.getByRole('button', { name: 'Python Beginner Level 3 (locked)' })).toBeDisabled();
});

test('an assignment pass gives a certificate whose id verifies on the public page', async ({ page, request, browser, context }) => {
  test.setTimeout(120_000);
  const key = AnswerKey.load();
  const student = newStudent();
  await registerThroughUi(page, request, student);

  // Levels 1 to 3 passed on another device: the server has them, this one merges them in. The server
  // refuses quizzes the account is too young to have taken (each needs 4 s), so each is retried until
  // the account is old enough.
  const token = await tokenOf(page);
  for (const subLevel of ['level1', 'level2', 'level3'] as const) {
    const pool = key.pool('python', 'beginner', subLevel).slice(0, 20);
    const attempt = {
      id: randomUUID(),
      language: 'python',
      tier: 'beginner',
      subLevel,
      totalQuestions: 20,
      totalTimeMs: 4_000,
      answers: pool.map((q, n) => ({ questionId: q.id, chosen: n < 18 ? q.correct : null })),
    };
    await expect(async () => {
      const res = await request.post('/api/quiz/attempts', {
        headers: { authorization: `Bearer ${token}` },
        data: { ...attempt, finishedAt: new Date().toISOString() },
      });
      expect(res.status()).toBe(200);
      expect(((await res.json()) as { score: number }).score).toBe(18);
    }).toPass({ intervals: [1_000], timeout: 30_000 });
  }

  // The assignment is taken offline: its answers are submitted, the server scores them when the device is back.
  await waitForServiceWorker(page);
  // The page shows "synced" from its last sync at once: it is the pull it makes now that brings the levels.
  const pulled = page.waitForResponse((r) => r.url().includes('/api/sync/pull') && r.ok(), { timeout: 30_000 });
  await page.goto('/services/quiz');
  await pulled;
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  await context.setOffline(true);
  await chooseLevel(page, 'Python', 'Beginner', 'Assignment Level');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  // No key on the device: an answer is recorded, not judged.
  await takeQuiz(page, key, 17, { judged: false });
  await expect(page.getByTestId('assignment-submitted')).toContainText('Your answers are submitted.');
  await expect(page.getByTestId('assignment-submitted')).toContainText('your result arrives when you are back online');
  await expect(page.getByText('Congratulations! You passed this level!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Certificate' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Review Answers' }).click();
  await expect(page.getByRole('list', { name: 'Answers' }).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText('Correct answer:')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).first().click();

  await context.setOffline(false);
  await expect(page.getByText('Congratulations! You passed this level!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('17 / 20')).toBeVisible();
  // A passed assignment is completed and locked: no retake.
  await expect(page.getByRole('button', { name: 'Retake Quiz' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Certificate' }).click();

  await expect(page).toHaveURL(/\/certificate\.html\?.*firstName=Asha/);
  await expect(page.getByRole('heading', { name: 'Certificate of Achievement' })).toBeVisible();
  await expect(page.getByText(`${student.firstName} ${student.lastName}`, { exact: true })).toBeVisible();
  await expect(page.getByText('has passed the Beginner Assignment Level of the Python Quiz Challenge')).toBeVisible();
  await expect(page.getByText('17 / 20')).toBeVisible();
  const certificateId = (await page.getByTestId('certificate-id').textContent()) ?? '';
  expect(certificateId).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  await expect(page.getByRole('img', { name: `QR code linking to the verification page of certificate ${certificateId}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`certificate-${certificateId}.pdf`);

  // The certificate is drawn from its address alone: it opens with no network.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Certificate of Achievement' })).toBeVisible();
  await expect(page.getByTestId('certificate-id')).toHaveText(certificateId);
  await expect(page.getByRole('img', { name: /^QR code linking/ })).toBeVisible();
  await context.setOffline(false);

  // An employer, not signed in, opens the verification link.
  const employer = await browser.newContext();
  const check = await employer.newPage();
  await check.goto(`/certificates/${certificateId}`);
  await expect(check.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(check.getByText(`${student.firstName} ${student.lastName}`, { exact: true })).toBeVisible();
  await expect(check.getByText('Python', { exact: true })).toBeVisible();
  await expect(check.getByText('Beginner · Assignment Level')).toBeVisible();
  await expect(check.getByText('17 / 20')).toBeVisible();
  await check.goto('/certificates/0000-0000-0000-0000');
  await expect(check.getByRole('alert')).toHaveText(/No certificate with this id was found/);
  await employer.close();

  // Back in the quiz: the assignment is locked for good, the intermediate tier is open, the certificate is listed.
  await page.goto('/services/quiz');
  await expect(page.getByRole('link', { name: /Python Beginner \(score 17\/20\)/ })).toBeVisible();
  const levels = await openLevels(page);
  await levels.getByRole('button', { name: 'Python', exact: true }).click();
  await levels.getByRole('button', { name: 'Python Beginner', exact: true }).click();
  await expect(levels.getByRole('button', { name: 'Python Beginner Assignment Level (completed, locked)' })).toBeDisabled();
  await expect(levels.getByRole('button', { name: 'Python Intermediate', exact: true })).toBeEnabled();
});

test('offline: a pass unlocks the next level, a fail is reviewed, both survive a reload and sync once; another device sees the progress @phone', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const key = AnswerKey.load();
  const student = newStudent();
  await registerThroughUi(page, request, student);
  await waitForServiceWorker(page);
  await page.goto('/services/quiz');
  // The bank is on the device once the first sync is done.
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 1');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  await takeQuiz(page, key, 17);
  await expect(page.getByText('Congratulations! You passed this level!')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/You are offline, 1 change waiting to sync/);

  // Level 2 is open at once, still offline: failed, then reviewed.
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 2');
  await page.getByRole('button', { name: 'Start Python Quiz' }).click();
  await takeQuiz(page, key, 9);
  await expect(page.getByText('You need 16 correct answers to pass. Keep practicing!')).toBeVisible();
  await page.getByRole('button', { name: 'Review Answers' }).click();
  await expect(page.getByRole('list', { name: 'Answers' }).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText('Incorrect', { exact: true })).toHaveCount(11);
  await expect(page.getByTestId('sync-status')).toHaveAccessibleName(/You are offline, 2 changes waiting to sync/);

  // Reloaded with no network: the progress is still there, Level 2 open and tried once.
  await page.reload();
  await chooseLevel(page, 'Python', 'Beginner', 'Level 2');
  await openLevels(page);
  await expect(page.getByRole('button', { name: 'Python Beginner Level 1 (completed)' })).toContainText('Best 17/20 · 1 attempt');
  await expect(page.getByRole('button', { name: 'Python Beginner Level 2', exact: true })).toContainText('Best 9/20 · 1 attempt');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  const token = await tokenOf(page);
  const res = await request.get('/api/quiz/attempts', { headers: { authorization: `Bearer ${token}` } });
  expect(
    ((await res.json()) as { attempts: { subLevel: string; score: number }[] }).attempts.map((a) => `${a.subLevel}:${a.score}`),
  ).toEqual(['level1:17', 'level2:9']);

  // The same account on a second device.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByLabel('Email').fill(student.email);
  await second.getByLabel('Password', { exact: true }).fill(student.password);
  await second.getByRole('button', { name: 'Login' }).click();
  await expect(second).toHaveURL(/\/student\/dashboard$/);
  await second.goto('/services/quiz');
  await chooseLevel(second, 'Python', 'Beginner', 'Level 2');
  await openLevels(second);
  await expect(second.getByRole('button', { name: 'Python Beginner Level 1 (completed)' })).toContainText('Best 17/20 · 1 attempt');
  await other.close();
});
