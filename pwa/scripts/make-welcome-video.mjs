// Makes the demo welcome video (the home page's welcome pop-up) with Debian's Chromium: a canvas
// animation recorded by MediaRecorder (WebM, VP8), 6 s at 480x270. No stock footage is reachable here and the file must stay
// tiny; an institute replaces them with its own video at /admin/site-content (Pop-up video).
// Run: node scripts/make-welcome-video.mjs
/* global document, MediaRecorder, requestAnimationFrame -- the evaluated function runs in the page */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const out = new URL('../public/media/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
const video = await page.evaluate(async () => {
  const w = 480;
  const h = 270;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const lines = ['Welcome to EPL', 'Learn to code', 'Live batches · Mock interviews', 'Get placed'];
  const draw = (t) => {
    const grad = g.createLinearGradient(0, 0, w, h);
    grad.addColorStop(0, '#1c7ed6');
    grad.addColorStop(1, '#d6336c');
    g.fillStyle = grad;
    g.fillRect(0, 0, w, h);
    g.fillStyle = 'rgba(255,255,255,0.15)';
    for (let i = 0; i < 6; i++) g.fillRect(((t * 60 + i * 90) % (w + 80)) - 80, 30 + i * 40, 60, 6);
    const line = lines[Math.min(lines.length - 1, Math.floor(t / 1.5))];
    g.fillStyle = '#fff';
    g.font = 'bold 30px sans-serif';
    g.textAlign = 'center';
    g.fillText(line, w / 2, h / 2 + 10);
    g.font = '16px sans-serif';
    g.fillText('Programming institute', w / 2, h - 30);
  };
  draw(0);
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 120_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < 6) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
});
fs.writeFileSync(`${out}welcome.webm`, Buffer.from(video, 'base64'));
await browser.close();
console.log(`welcome.webm ${(fs.statSync(`${out}welcome.webm`).size / 1024).toFixed(1)} KB`);
