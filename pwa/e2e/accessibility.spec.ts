/**
 * Issue 21, "accessibility proven": axe-core (`@axe-core/playwright`, WCAG 2.0, 2.1 and 2.2 A and AA
 * rules) on every route a visitor, a student and an administrator open, in the light and the dark
 * theme, in English, Marathi and Hindi, with 0 violations; and in each language, no message drawn
 * before its catalogue was loaded (`__missingMessages`, app/i18n/catalogs.ts). Each page is checked
 * once its script has taken over its HTML and its data has arrived (no loading placeholder left),
 * since a page's first state and its loaded one differ; the languages by the header's switch, on
 * the page as it is. The failure lists every route with each rule broken and where.
 * The student's sweep covers a course's lessons (the administrator enrols the student), the
 * student's public profile, and a certificate and its verification page (Python Beginner's levels
 * and assignment passed through the API).
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { navigation, resumeTemplateIds, type AuthResponse } from '@institute/shared-schema';
import { loginThroughUi, newStudent, signInNewStudent, e2eAdmin as admin } from './accounts';
import { hydrated } from './hydration';
import { AnswerKey } from './quiz-page';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const themes = ['light', 'dark'] as const;
const languages = ['en', 'mr', 'hi'] as const;

/** Waits until the page is drawn with its data: no skeleton or loader left, the network quiet. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  // Skeletons and loaders are what a page shows while its data comes: wait them out.
  await expect(page.locator('main .mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Switches the page's language with the header's switch and waits until it is drawn in it. */
async function drawnIn(page: Page, locale: (typeof languages)[number]) {
  await page.getByTestId('language-switch').selectOption(locale);
  // The language's catalogues for every part of the page load first: slow on a loaded machine.
  await expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 30_000 });
  await expect(page.getByTestId('language-switch')).toHaveAttribute(
    'aria-label',
    { en: 'Display language', mr: 'ॲपची भाषा', hi: 'ऐप की भाषा' }[locale],
  );
  await settled(page);
}

/**
 * Opens `path`, waits until it is drawn with its data, and returns axe's violations in each theme,
 * one line each. The page follows the system's theme, so the theme is switched by the emulated
 * system setting, on the page as it is (a page loaded twice would double the test's time).
 */
async function violationsAt(page: Page, path: string): Promise<string[]> {
  // Reduced motion: a carousel caught mid-fade would be measured at a passing opacity.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(path);
  await hydrated(page);
  await settled(page);
  const found: string[] = [];
  for (const locale of languages) {
    if (locale !== 'en') await drawnIn(page, locale);
    for (const theme of locale === 'mr' ? [...themes].reverse() : themes) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      // Colours that change with the theme may fade (the header's ground): measured once they end.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished.catch(() => a)] : []))),
      );
      // Legacy mode: `axe.run` in the page itself. The default opens a blank page for every
      // analysis to merge its frames' results (for cross-origin frames, which no page here has):
      // twice the time for the same results.
      const { violations } = await new AxeBuilder({ page }).withTags(wcag).setLegacyMode().analyze();
      found.push(...violations.map((v) => `${locale} ${theme}: ${oneLine(v)}`));
    }
  }
  const missing = await page.evaluate(() => (globalThis as { __missingMessages?: string[] }).__missingMessages ?? []);
  if (missing.length) found.push(`messages drawn before their catalogue: ${[...new Set(missing)].join(', ')}`);
  // Back to English, remembered as the reader's choice, for the next route's English address.
  await drawnIn(page, 'en');
  return found;
}

function oneLine(v: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]): string {
  return `${v.id} (${v.impact}): ${v.help}, at ${v.nodes
    .map(
      (n) =>
        `${n.html.slice(0, 200)} ${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`,
    )
    .slice(0, 4)
    .join('; ')}`;
}

/** Every route of `paths` checked; the test fails with all of them listed. */
async function expectNoViolations(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const list = await violationsAt(page, path);
    if (list.length) found[path] = list;
  }
  expect(found).toEqual({});
}

const firstJobPath = async (request: APIRequestContext) => {
  const { data } = (await (await request.get('/api/jobs')).json()) as { data: { id: string }[] };
  return `/services/job-portal/${data[0]!.id}`;
};
const firstCoursePath = async (request: APIRequestContext) => {
  const [course] = (await (await request.get('/api/courses')).json()) as { id: string }[];
  return `/course/${course!.id}`;
};

/** The public pages, in three tests of some ten routes each, so one test's time stays bounded. */
const publicPages = async (request: APIRequestContext) => [
  ...new Set([
    '/',
    '/courses',
    await firstCoursePath(request),
    '/gallery',
    '/placements',
    '/contact',
    ...navigation.services,
    ...navigation.about,
    ...navigation.footer,
    '/services/job-portal',
    await firstJobPath(request),
    '/services/resume-builder',
    `/services/resume-builder/templates/${resumeTemplateIds[0]}`,
    '/login',
    '/register',
    '/forgot-password',
    '/no-such-page',
  ]),
];

for (const [part, of] of [
  [1, 3],
  [2, 3],
  [3, 3],
] as const)
  test(`every public page has no WCAG A or AA violation (part ${part} of ${of})`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const paths = await publicPages(request);
    const size = Math.ceil(paths.length / of);
    await expectNoViolations(page, paths.slice((part - 1) * size, part * size));
  });

/**
 * What the student's sweep needs beyond an account: the first course, the administrator enrolling
 * the student (as an approved payment does), and a certificate (Python Beginner's three levels and
 * its assignment passed through the API; the server refuses an attempt the account is too young to
 * have taken, so each is retried until it is old enough).
 */
async function enrolledWithCertificate(request: APIRequestContext, session: AuthResponse) {
  const login = await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  const { token: adminToken } = (await login.json()) as AuthResponse;
  const [course] = (await (await request.get('/api/courses')).json()) as { id: string }[];
  const enrolled = await request.post('/api/enroll', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { studentId: session.user.id, courseId: course!.id },
  });
  expect(enrolled.ok()).toBe(true);
  const key = AnswerKey.load();
  let certificateId: string | null = null;
  for (const subLevel of ['level1', 'level2', 'level3', 'assignment'] as const) {
    const pool = key.pool('python', 'beginner', subLevel).slice(0, 20);
    const attempt = { id: randomUUID(), language: 'python', tier: 'beginner', subLevel, totalQuestions: 20, totalTimeMs: 4_000 };
    // An assignment's questions carry no key on the device's copy; the bank's file has it.
    const answers = pool.map((q, n) => ({ questionId: q.id, chosen: n < 18 ? q.correct : null }));
    await expect(async () => {
      const res = await request.post('/api/quiz/attempts', {
        headers: { authorization: `Bearer ${session.token}` },
        data: { ...attempt, answers, finishedAt: new Date().toISOString() },
      });
      expect(res.status()).toBe(200);
      certificateId = ((await res.json()) as { certificateId: string | null }).certificateId;
    }).toPass({ intervals: [1_000], timeout: 30_000 });
  }
  expect(certificateId).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  return { courseId: course!.id, certificateId: certificateId! };
}

test("a student's pages have no WCAG A or AA violation", async ({ page, request }) => {
  test.setTimeout(500_000);
  const session = await signInNewStudent(page, request, newStudent());
  const { courseId, certificateId } = await enrolledWithCertificate(request, session);
  // The certificate's own page is the quiz page's link to it (its address carries the certificate).
  await page.goto('/services/quiz');
  const certificate = page.getByRole('link', { name: /^Python Beginner \(score 18\/20\)/ });
  await expect(certificate).toBeVisible({ timeout: 30_000 });
  const certificatePath = (await certificate.getAttribute('href'))!;
  expect(certificatePath).toMatch(/^\/certificate\.html\?/);
  await expectNoViolations(page, [
    '/student/dashboard',
    '/student/courses',
    '/student/profile',
    '/services/quiz',
    '/services/editor',
    `/student/continue-learning/${courseId}`,
    `/student/${session.user.id}`,
    `/certificates/${certificateId}`,
    certificatePath,
  ]);
});

const adminPages = [
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/users',
  '/admin/courses',
  '/admin/course-content',
  '/admin/assignments',
  '/admin/live-sessions',
  '/admin/payments',
  '/admin/payment-verifications',
  '/admin/reviews',
  '/admin/messages',
  '/admin/job-management',
  '/admin/site-content',
  '/admin/audit',
  '/admin/profile',
];

for (const [part, of] of [
  [1, 2],
  [2, 2],
] as const)
  test(`the administrator's pages have no WCAG A or AA violation (part ${part} of ${of})`, async ({ page }) => {
    test.setTimeout(600_000);
    await loginThroughUi(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const size = Math.ceil(adminPages.length / of);
    await expectNoViolations(page, adminPages.slice((part - 1) * size, part * size));
  });
