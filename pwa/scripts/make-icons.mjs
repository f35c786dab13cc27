// Renders public/favicon.svg to the PNG icons the manifest lists, with Debian's Chromium.
// Run after changing the logo: node scripts/make-icons.mjs
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const svg = fs.readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const render = async (size, padding, file) => {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - 2 * padding;
  await page.setContent(
    `<body style="margin:0;background:${padding ? '#1c7ed6' : 'transparent'}"><div style="padding:${padding}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname, omitBackground: !padding });
};
await render(192, 0, 'icon-192.png');
await render(512, 0, 'icon-512.png');
await render(512, 64, 'icon-maskable-512.png');
await browser.close();
console.log('icons written to public/icons/');
