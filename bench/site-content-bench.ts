/**
 * `pnpm bench:site-content`: what converting site images costs (issue 15).
 *
 * 1. An administrator's upload: a 3000×2000 photo-like JPEG (blurred noise over a gradient, so WebP
 *    cannot cheat on flat colour) converted once into WebP at 320/640/1280 and a placeholder, as
 *    `POST /api/admin/site-images` does; median of 5.
 * 2. The demo content's pictures (42 SVGs) converted as a first start does (`seedSiteContent`).
 * 3. What a phone downloads for the whole gallery at its 320 px width against the largest width.
 * Prints the figures and writes bench/results/site-content.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import sharp from 'sharp';
import { convertImage } from '../sync-server/src/features/site-content/site-images.js';
import { demoSiteContent } from '../sync-server/src/seed/demo-site-content.js';

const root = path.resolve(import.meta.dirname, '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A photo-like JPEG: random pixels softened by a blur over a gradient, so WebP cannot cheat on flat colour. */
async function photoLike(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    noise[i] = x >>> 24;
  }
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#d6336c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const soft = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(soft)
    .composite([{ input: gradient, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const upload = await photoLike(3000, 2000);
const times: number[] = [];
let sizes: { width: number; bytes: number }[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  const converted = await convertImage(upload);
  times.push(performance.now() - t0);
  sizes = converted.variants.map((v) => ({ width: v.width, bytes: v.bytes.length }));
}
console.log(`upload 3000×2000 JPEG (${(upload.length / 1024 / 1024).toFixed(1)} MB): convert median ${median(times).toFixed(0)} ms of 5`);
console.log(`  WebP sizes: ${sizes.map((s) => `${s.width}w ${(s.bytes / 1024).toFixed(0)} KB`).join(', ')}`);

const { pictures, items } = demoSiteContent();
const t0 = performance.now();
let demoBytes = 0;
const byKey = new Map<string, { width: number; bytes: number }[]>();
for (let i = 0; i < pictures.length; i += 2)
  await Promise.all(
    pictures.slice(i, i + 2).map(async (p) => {
      const converted = await convertImage(Buffer.from(p.svg), { effort: 1 });
      demoBytes += converted.variants.reduce((n, v) => n + v.bytes.length, 0);
      byKey.set(
        p.key,
        converted.variants.map((v) => ({ width: v.width, bytes: v.bytes.length })),
      );
    }),
  );
const seedMs = performance.now() - t0;
console.log(
  `demo content: ${pictures.length} pictures for ${items.length} entries converted in ${seedMs.toFixed(0)} ms, ${(demoBytes / 1024).toFixed(0)} KB on disk`,
);

const gallery = items.filter((i) => i.kind === 'gallery');
const smallest = gallery.reduce((n, g) => n + byKey.get(g.picture!)![0]!.bytes, 0);
const largest = gallery.reduce((n, g) => n + byKey.get(g.picture!)!.at(-1)!.bytes, 0);
console.log(
  `gallery of ${gallery.length} photos at 320w: ${(smallest / 1024).toFixed(0)} KB; at the largest width: ${(largest / 1024).toFixed(0)} KB`,
);

const result = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  loadavg: os.loadavg(),
  upload: { bytes: upload.length, medianMs: Math.round(median(times)), sizes },
  demo: { pictures: pictures.length, entries: items.length, ms: Math.round(seedMs), bytes: demoBytes },
  gallery: { photos: gallery.length, bytes320: smallest, bytesLargest: largest },
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/site-content.json'), JSON.stringify(result, null, 2));
