/**
 * A lab server with HTTPS=auto, opened by a name that is not localhost: Chromium that trusts the
 * lab's certificate authority (installed in an NSS database of its own with `certutil`, as the
 * /ca page tells a Linux user; no flag that ignores certificate errors) gets a secure context, so
 * the service worker registers and controls the page, and the app still loads offline. Chromium
 * without the authority refuses the server. Run by `playwright.https.config.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { hydrated } from './hydration';
import { labHost, labHttpPort, labHttpsPort } from './lab-https-server';
import { waitForServiceWorker } from './service-worker';
import { chromiumArgs, chromiumPath } from './chromium-args';

const origin = `https://${labHost}:${labHttpsPort}`;
const homes: string[] = [];

/** Chromium with its own HOME, so its own NSS database ($HOME/.pki/nssdb); the lab's name maps to this machine. */
async function launchWithHome(trustCa: string | null): Promise<Browser> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-e2e-nss-'));
  homes.push(home);
  if (trustCa) {
    const db = `sql:${path.join(home, '.pki', 'nssdb')}`;
    fs.mkdirSync(path.join(home, '.pki', 'nssdb'), { recursive: true });
    execFileSync('certutil', ['-d', db, '-N', '--empty-password']);
    execFileSync('certutil', ['-d', db, '-A', '-t', 'C,,', '-n', 'lab authority', '-i', trustCa]);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    env: { ...process.env, HOME: home },
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${labHost} 127.0.0.1`],
  });
}

test.afterAll(() => {
  for (const home of homes) fs.rmSync(home, { recursive: true, force: true });
});

test('plain HTTP redirects to HTTPS and serves the certificate page', async ({ request }) => {
  const redirect = await request.get(`http://127.0.0.1:${labHttpPort}/courses?page=2`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`https://127.0.0.1:${labHttpsPort}/courses?page=2`);
  const page = await request.get(`http://127.0.0.1:${labHttpPort}/ca`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<svg');
  for (const platform of ['Android', 'iOS', 'Windows', 'Linux']) expect(html).toContain(platform);
  const crt = await request.get(`http://127.0.0.1:${labHttpPort}/ca.crt`);
  expect(crt.headers()['content-type']).toBe('application/x-x509-ca-cert');
  expect(await crt.text()).toContain('-----BEGIN CERTIFICATE-----');
});

test('Chromium that does not trust the lab authority refuses the server', async () => {
  const browser = await launchWithHome(null);
  const page = await browser.newPage();
  await expect(page.goto(`${origin}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  await browser.close();
});

test('Chromium trusting the lab authority registers the service worker on lab.test and works offline', async ({ request }) => {
  // The certificate as a device gets it: downloaded from the /ca page's link over plain HTTP.
  const crt = await request.get(`http://127.0.0.1:${labHttpPort}/ca.crt`);
  const caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'institute-e2e-ca-')), 'lab-ca.crt');
  homes.push(path.dirname(caFile));
  fs.writeFileSync(caFile, await crt.body());

  const browser = await launchWithHome(caFile);
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'home.welcomeDismissed', value: 'e2e' }] }] },
  });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
  });

  const answer = await page.goto(`${origin}/courses`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['strict-transport-security']).toContain('max-age=');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await hydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);

  // Offline, the app loads from what the worker precached (the shell and every route's code).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await page.goto(`${origin}/terms`);
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn to code');
  await context.setOffline(false);

  expect(cspViolations).toEqual([]);
  await browser.close();
});
