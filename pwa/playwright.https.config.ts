/**
 * The lab server over HTTPS (`e2e/lab-https.spec.ts`): the built server with HTTPS=auto on an
 * empty data folder, so it makes its own certificate authority; the spec makes Chromium trust that
 * authority through an NSS database of its own. A config of its own because the server it starts
 * differs from the other specs' (HTTPS, two ports).
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { labHost, labHttpPort, labHttpsPort } from './e2e/lab-https-server';

const dataDir = path.join(os.tmpdir(), `institute-e2e-https-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'lab-https.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/playwright-https.json' }]] : [['list']],
  use: { trace: 'retain-on-failure' },
  webServer: {
    command: `rm -rf ${dataDir} && node ../sync-server/dist/start.js`,
    // The plain HTTP port answers the authority's certificate once the server is up.
    url: `http://127.0.0.1:${labHttpPort}/ca.crt`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(labHttpsPort),
      HTTP_PORT: String(labHttpPort),
      HTTPS: 'auto',
      HTTPS_HOSTS: labHost,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'Admin1!e2e',
    },
  },
});
