/**
 * End-to-end tests against the real built app and server: `node sync-server/dist/start.js` on an
 * empty PGlite data folder, Debian's Chromium, the real service worker.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium-args';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(os.tmpdir(), `institute-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  // The HTTPS lab server has a config of its own (playwright.https.config.ts).
  testIgnore: 'lab-https.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every test starts as a visitor who has closed the home page's welcome pop-up once, so it
    // covers nothing they click; e2e/home.spec.ts starts without it to test the pop-up itself.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'home.welcomeDismissed', value: 'e2e' }] }],
    },
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
    { name: 'desktop', grepInvert: /@phone-only|@tool/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    ...(process.env.RENDER_RESUME_CARDS
      ? [{ name: 'tools', grep: /@tool/, use: { ...devices['Desktop Chrome'], channel: undefined } }]
      : []),
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node ../sync-server/dist/start.js`,
    url: `http://127.0.0.1:${port}/api/health`,
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
  },
});
