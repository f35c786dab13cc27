/**
 * End-to-end tests against the real built app and server: `node sync-server/dist/start.js` on an
 * empty PGlite data folder, Debian's Chromium, the real service worker.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium-args';

const basePort = Number(process.env.E2E_PORT ?? 4310);

/**
 * Each project has a server of its own, on an empty data folder, so a test never meets another
 * project's writes (the accessibility sweep switches the administrator's language, for one), and
 * projects run side by side, one worker each (`E2E_WORKERS`, 2 by default). The desktop's files are
 * in two projects (`desktop` and `desktop-2`) so that its share of the run is split between the two
 * workers: the accessibility sweep and `desktop` start, `desktop-2` and the phone follow on
 * whichever worker is free first. A test spends much of its time waiting for the page, the server
 * or a timer, so two at a time share the two cores.
 */
const servers = { desktop: basePort, phone: basePort + 1, accessibility: basePort + 2, 'desktop-2': basePort + 3 } as const;

/** The desktop's files that run in `desktop-2`: about half of the desktop's time. */
const desktopSecondHalf = [
  'auth.spec.ts',
  'resume.spec.ts',
  'resume-export.spec.ts',
  'keyboard-walks.spec.ts',
  'languages.spec.ts',
  'admin.spec.ts',
  'admin-analytics.spec.ts',
  'theme.spec.ts',
  'editor.spec.ts',
];
const origin = (port: number) => `http://127.0.0.1:${port}`;

/**
 * A project's `use`: its server's address, and a visitor who has closed the home page's welcome
 * pop-up once, so it covers nothing they click (e2e/home.spec.ts starts without it to test the
 * pop-up itself).
 */
const on = (port: number) => ({
  baseURL: origin(port),
  storageState: {
    cookies: [],
    origins: [{ origin: origin(port), localStorage: [{ name: 'home.welcomeDismissed', value: 'e2e' }] }],
  },
});

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export default defineConfig({
  testDir: 'e2e',
  // The HTTPS lab server has a config of its own (playwright.https.config.ts).
  testIgnore: 'lab-https.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/playwright.json' }]] : [['list']],
  use: {
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // Every test runs on the desktop. A test tagged @phone runs on a 360 px phone too: the flows whose
  // layout or use differs on a phone (the shell, the home page, first visits and offline use,
  // the public forms, touch targets, the phone branches of admin lists). One tagged @phone-only
  // (the 360 px layout checks) runs on the phone alone. The rest would only repeat the desktop's
  // steps at another width, at some 20 s a test on a two-core CI machine. One tagged @tool is not a
  // test: the `tools` project, there only with RENDER_RESUME_CARDS=1 (`pnpm resume:cards`), runs it.
  projects: [
    // axe on every route, language and theme (issue 21): the longest file, first, so
    // that it runs beside the desktop's files rather than alone at the end.
    { name: 'accessibility', testMatch: 'accessibility.spec.ts', workers: 1, use: { ...desktop, ...on(servers.accessibility) } },
    {
      name: 'desktop',
      testIgnore: ['lab-https.spec.ts', 'accessibility.spec.ts', ...desktopSecondHalf],
      grepInvert: /@phone-only|@tool/,
      workers: 1,
      use: { ...desktop, ...on(servers.desktop) },
    },
    {
      name: 'desktop-2',
      testMatch: desktopSecondHalf,
      grepInvert: /@phone-only|@tool/,
      workers: 1,
      use: { ...desktop, ...on(servers['desktop-2']) },
    },
    { name: 'phone', grep: /@phone/, workers: 1, use: { ...phone, ...on(servers.phone) } },
    ...(process.env.RENDER_RESUME_CARDS ? [{ name: 'tools', grep: /@tool/, use: { ...desktop, ...on(servers.desktop) } }] : []),
  ],
  webServer: Object.values(servers).map((port) => {
    const dataDir = path.join(os.tmpdir(), `institute-e2e-${process.pid}-${port}`);
    return {
      command: `rm -rf ${dataDir} && node ../sync-server/dist/start.js`,
      url: `${origin(port)}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'Admin1!e2e',
        // Codes readable at /api/dev/sms; every test signs in from 127.0.0.1, so the limit is raised.
        SMS_PROVIDER: 'memory',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
    };
  }),
});
