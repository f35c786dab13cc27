/**
 * `pnpm bench:jobs`: the job board's search with 1,000 jobs on the device (issue 16).
 *
 * Starts the built server on a fresh PGlite folder, opens /services/job-portal in Chromium with 4x
 * CPU slowdown (DevTools' Emulation.setCPUThrottlingRate), writes 1,000 jobs into the device's
 * `jobs` table, then types a search one key at a time and measures, per keystroke, the time from
 * the input event to the frame after it (React renders an input's update within the event), and
 * the time of the pure filter and sort (matchesJob + arrangeJobs) on the same 1,000 jobs in the page.
 * Prints the figures and writes bench/results/job-search.json. Needs `pnpm build`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4430);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-jobs-'));
const query = 'developer pune';

const server = spawn(process.execPath, [path.join(root, 'sync-server/dist/start.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', SMS_PROVIDER: 'memory' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/services/job-portal`);
  await page
    .getByText(/^\d+ jobs?$/)
    .waitFor({ timeout: 20_000 })
    .catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/jobs-bench-fail.png' });
      throw e;
    });
  // The count above comes from the rows carried in the page's HTML; the device's database exists
  // once sync has filled it (writing before would create an empty database and wait forever).
  await page.locator('[data-testid="sync-status"][data-offline-copy="complete"]').waitFor({ state: 'attached', timeout: 180_000 });
  // 1,000 jobs written into the device's table, as a pull would leave them; then a reload reads them.
  await page.evaluate(`new Promise((resolve, reject) => {
    const words = ['Java', 'Python', 'React', 'Data', 'Cloud', 'QA', 'Android', 'DevOps'];
    const towns = ['Pune', 'Nashik', 'Mumbai', 'Nagpur', 'Remote', 'Bengaluru'];
    const open = indexedDB.open('institute');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      try {
      const tx = open.result.transaction('jobs', 'readwrite');
      for (let i = 0; i < 1000; i++) tx.objectStore('jobs').put({ id: 'bench-' + i, bucket: 'public',
        title: words[i % 8] + (i % 3 ? ' Developer' : ' Intern') + ' ' + i, company: 'Company ' + (i % 97), role: i % 3 ? 'Full Time' : 'Internship',
        location: towns[i % 6], skills: [words[i % 8], 'Git'], postedOn: '2026-11-' + String(1 + (i % 27)).padStart(2, '0'),
        lastDate: '2999-12-31', experience: '0-2 years', salary: 'Not specified', batchEligibility: '2025 Batch', link: 'https://example.com',
        description: 'Job ' + i });
      tx.oncomplete = () => { open.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
      } catch (e) { reject(e); }
    };
  })`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await page.getByText(/^100\d jobs$/).waitFor({ timeout: 60_000 });
  const input = page.getByPlaceholder('Search jobs by title, company, or location...');
  await input.focus();
  // Per key: the frame after the input event (the typed letter on screen), and the frame after the
  // cards answer the whole typed text (`data-query` of the list equals the input's value).
  const keystrokes: number[] = [];
  const results: number[] = [];
  for (const key of query) {
    // The box by its placeholder, focused again before each key: a re-render that moved the focus
    // would send the key nowhere and leave this waiting (a key not answered in 15 s fails the run).
    await page.evaluate(`window.__t = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('no answer to the key within 15 s')), 15000);
      const input = document.querySelector('input[placeholder="Search jobs by title, company, or location..."]');
      input.addEventListener('input', (e) => {
        const t0 = e.timeStamp;
        const times = {};
        requestAnimationFrame(() => setTimeout(() => { times.input = performance.now() - t0; if (times.result !== undefined) resolve(times); }));
        const answered = () => document.querySelector('[data-testid="job-results"]')?.getAttribute('data-query')?.trim() === input.value.trim();
        const done = () => requestAnimationFrame(() => setTimeout(() => { times.result = performance.now() - t0; if (times.input !== undefined) resolve(times); }));
        if (answered()) return done();
        const observer = new MutationObserver(() => { if (answered()) { observer.disconnect(); done(); } });
        observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-query'], childList: true });
      }, { once: true });
    }); 0`);
    await input.focus();
    await page.keyboard.type(key);
    const t = await page.evaluate<{ input: number; result: number }>('window.__t');
    keystrokes.push(t.input);
    results.push(t.result);
  }
  const pure = Number(
    await page.evaluate(`(async () => {
      const open = indexedDB.open('institute');
      await new Promise((r) => (open.onsuccess = r));
      const jobs = await new Promise((r) => { const q = open.result.transaction('jobs').objectStore('jobs').getAll(); q.onsuccess = () => r(q.result); });
      open.result.close();
      const t0 = performance.now();
      for (let n = 0; n < 20; n++) {
        const q = 'developer pune'.slice(0, 1 + (n % 14));
        jobs.filter((j) => [j.title, j.company, j.location].some((f) => f.toLowerCase().includes(q))).sort((a, b) => b.postedOn.localeCompare(a.postedOn));
      }
      return (performance.now() - t0) / 20;
    })()`),
  );
  await browser.close();
  const sorted = [...keystrokes].sort((a, b) => a - b);
  const sortedResults = [...results].sort((a, b) => a - b);
  const result = {
    jobs: 1000,
    cpuSlowdown: 4,
    query,
    keystrokeMs: keystrokes.map((k) => Math.round(k * 10) / 10),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10,
    maxMs: Math.round(sorted[sorted.length - 1]! * 10) / 10,
    resultMs: results.map((k) => Math.round(k * 10) / 10),
    resultMedianMs: Math.round(sortedResults[Math.floor(sortedResults.length / 2)]! * 10) / 10,
    resultMaxMs: Math.round(sortedResults[sortedResults.length - 1]! * 10) / 10,
    filterAndSortMs: Math.round(pure * 100) / 100,
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/job-search.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
