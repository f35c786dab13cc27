/**
 * `pnpm bench:resume`: the resume builder's downloads (issue 17). Needs `pnpm build` and Debian's
 * poppler-utils (`pdfinfo`).
 *
 * Starts the built server on a fresh PGlite folder and Chromium with 4x CPU slowdown (DevTools'
 * Emulation.setCPUThrottlingRate), signs in, imports a two-page resume (JSON Resume) and downloads
 * it as a PDF in three forms: Latin text without a photo, the same with a Devanagari name (embedded
 * Noto Sans Devanagari, HarfBuzz shaping), and a photo template with a 320 px photo. Per form: the
 * file's size and pages, and the time from the Download click (the click event's timestamp) to the
 * file handed to the browser (the download link's click), warm (a first download loads the PDF
 * code, fonts and HarfBuzz; two untimed runs; then five timed runs, median and max).
 * It also loads the landing page in a fresh context (no service worker, so only what the page asks
 * for) and lists its JavaScript, checking that none of it holds jsPDF, html2canvas, HarfBuzz, docx,
 * the fonts or the templates (by each file's source map).
 * Prints the figures and writes bench/results/resume.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'pwa/dist');
const port = Number(process.env.BENCH_PORT ?? 4431);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-resume-'));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-resume-files-'));
const admin = { email: 'bench-admin@example.com', password: 'Bench1!resume' };
const runs = 5;

/** A resume that fills two A4 pages: six jobs with four highlights each, projects, schools, skills. */
function twoPageResume(name: string, image = '') {
  const job = (i: number) => ({
    name: `Company number ${i} Private Limited`,
    position: `Software Engineer ${i}`,
    startDate: `20${10 + i}-06`,
    endDate: `20${11 + i}-05`,
    summary: 'Built and ran the web applications of the sales team, from the database schema to the pages customers use every day.',
    highlights: [
      'Cut the page load time of the search page by a third by caching the product list',
      'Moved the nightly reports from spreadsheets to a PostgreSQL database and a small web page',
      'Mentored two interns through their first releases',
      'Wrote the tests that now run on every change before it reaches customers',
    ],
  });
  return {
    basics: {
      name,
      label: 'Full-stack developer',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      image,
      summary:
        'Developer with eight years of building web applications for retail and finance companies in Pune and Mumbai. Comfortable with Java, TypeScript, React and PostgreSQL; happiest making slow pages fast.',
      location: { city: 'Pune' },
      profiles: [
        { network: 'LinkedIn', username: 'priya', url: 'https://www.linkedin.com/in/priya-sharma' },
        { network: 'GitHub', username: 'priya', url: 'https://github.com/priyasharma' },
      ],
    },
    work: [1, 2, 3, 4, 5, 6].map(job),
    projects: [1, 2, 3].map((i) => ({
      name: `Open source project ${i}`,
      description: 'A library for reading and writing invoices, used by a few hundred shops.',
    })),
    education: [
      {
        institution: 'College of Engineering, Pune',
        area: 'Computer Engineering',
        studyType: 'B.E.',
        startDate: '2006',
        endDate: '2010',
        score: '8.1 CGPA',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['Java', 'TypeScript', 'Python', 'SQL'] },
      { name: 'Web', keywords: ['React', 'Node.js', 'HTML', 'CSS'] },
    ],
    certificates: [{ name: 'Oracle Certified Java Programmer', issuer: 'Oracle', date: '2012' }],
    languages: [
      { language: 'English', fluency: 'Fluent' },
      { language: 'Marathi', fluency: 'Native' },
    ],
  };
}

/** Imports the resume through the Resume Controls' Import JSON Resume, as a student would. */
async function importResume(page: Page, resume: object) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await (await chooser).setFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(resume)) });
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: (resume as { basics: { name: string } }).basics.name })
    .waitFor();
}

/** One download: the file's path and the page's time from the click to the file handed over. */
async function download(page: Page, label: string, file: string) {
  await page.evaluate(`window.__t = new Promise((resolve) => {
    let t0;
    document.addEventListener('click', (e) => { if (e.target.closest('button')) t0 = e.timeStamp; }, { capture: true, once: true });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      if (this.download) { HTMLAnchorElement.prototype.click = click; resolve(performance.now() - t0); }
      return click.call(this);
    };
  }); 0`);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: label, exact: true }).click();
  const ms = await page.evaluate<number>('window.__t');
  const target = path.join(outDir, file);
  await (await downloaded).saveAs(target);
  return { ms, target };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

const server = spawn(process.execPath, [path.join(root, 'sync-server/dist/start.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SMS_PROVIDER: 'memory',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
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

  // The landing page's JavaScript, as a first visit fetches it (no service worker precaching).
  const landingContext = await browser.newContext({ serviceWorkers: 'block' });
  const landing = await landingContext.newPage();
  const scripts = new Set<string>();
  const otherHeavy = new Set<string>();
  landing.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    if (/\.(ttf|wasm)$/.test(url.pathname)) otherHeavy.add(url.pathname);
  });
  await landing.goto(`${base}/services/resume-builder`, { waitUntil: 'networkidle' });
  await landing.getByRole('heading', { name: 'Choose Your Template' }).waitFor();
  const forbidden: [string, RegExp][] = [
    ['jsPDF', /node_modules\/.*jspdf\//],
    ['html2canvas', /node_modules\/.*html2canvas/],
    ['HarfBuzz', /node_modules\/.*harfbuzzjs\//],
    ['docx', /node_modules\/.*\/docx\//],
    ['fonts', /features\/resume\/pdf\/(font-files|fonts\/)/],
    ['templates', /features\/resume\/(templates|resume-document|resume-sections|resume-header)\.tsx?$/],
  ];
  const found: string[] = [];
  let landingJsGzip = 0;
  for (const script of scripts) {
    const file = path.join(dist, script);
    if (!fs.existsSync(file)) continue;
    landingJsGzip += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
    const map = `${file}.map`;
    const sources: string[] = fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    for (const [what, re] of forbidden) if (sources.some((s) => re.test(s))) found.push(`${what} in ${script}`);
  }
  for (const f of otherHeavy) found.push(`fetched ${f}`);
  // Every script the page fetches until the network is idle: the route's and, once idle, the sync engine's.
  await landingContext.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const cdp = await context.newCDPSession(page);

  // A 320 px JPEG photo made as the app makes one (canvas, quality 0.85), with detail in it.
  await page.goto(`${base}/services/resume-builder`);
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 320;
    const ctx = canvas.getContext('2d')!;
    for (let y = 0; y < 320; y += 4)
      for (let x = 0; x < 320; x += 4) {
        ctx.fillStyle = `hsl(${(x * y) % 360} 40% ${30 + ((x + y) % 50)}%)`;
        ctx.fillRect(x, y, 4, 4);
      }
    return canvas.toDataURL('image/jpeg', 0.85);
  });

  const forms = [
    { key: 'latin', template: 'exp-1', label: 'Download Resume', resume: twoPageResume('Priya Sharma'), limitKb: 150 },
    { key: 'devanagari', template: 'exp-1', label: 'Download Resume', resume: twoPageResume('प्रिया शर्मा'), limitKb: 250 },
    { key: 'photo', template: 'FresherTemplate3', label: 'Download Resume', resume: twoPageResume('Priya Sharma', photo), limitKb: 400 },
  ];
  const results: Record<string, unknown>[] = [];
  for (const form of forms) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${base}/services/resume-builder/templates/${form.template}`);
    await page.getByRole('heading', { name: 'Resume Controls' }).waitFor();
    await importResume(page, form.resume);
    // The import's save goes to the outbox 1.5 s after the change and syncs: let it pass first, so
    // the timed downloads measure the PDF, not a sync cycle beside it.
    await page.waitForTimeout(4000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = await download(page, form.label, `${form.key}-first.pdf`);
    // Warm: the code, fonts and HarfBuzz are loaded and compiled; two more untimed runs settle the JIT.
    for (let i = 0; i < 2; i++) await download(page, form.label, `${form.key}-warmup.pdf`);
    const times: number[] = [];
    let last = first.target;
    for (let i = 0; i < runs; i++) {
      const d = await download(page, form.label, `${form.key}-${i}.pdf`);
      times.push(d.ms);
      last = d.target;
    }
    const bytes = fs.statSync(last).size;
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [last], { encoding: 'utf8' }))?.[1]);
    results.push({
      form: form.key,
      pages,
      kb: round(bytes / 1024),
      limitKb: form.limitKb,
      firstDownloadMs: round(first.ms),
      warmMedianMs: round(median(times)),
      warmMaxMs: round(Math.max(...times)),
      warmMs: times.map(round),
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await browser.close();

  const result = {
    date: new Date().toISOString().slice(0, 10),
    cpuSlowdown: 4,
    warmRuns: runs,
    // Other work on the machine moves the times: its load average over the last minute, and cores.
    loadAverage: round(os.loadavg()[0]!),
    cores: os.cpus().length,
    pdf: results,
    landing: { scripts: [...scripts].length, jsGzipKb: round(landingJsGzip / 1024), excludesHeavyCode: found.length === 0, found },
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/resume.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
}
