/**
 * The embedded fonts' files, part of the build (precached by the service worker, so a download works
 * offline) and fetched only when a resume needs them. Made by `pwa/scripts/resume-fonts.mjs`.
 */
import boldUrl from './fonts/NotoSansDevanagari-Bold.ttf?url';
import regularUrl from './fonts/NotoSansDevanagari-Regular.ttf?url';
import type { PdfFonts } from './pdf-fonts';

let loading: Promise<PdfFonts> | undefined;

async function get(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  return response.arrayBuffer();
}

export function loadPdfFonts(): Promise<PdfFonts> {
  loading ??= Promise.all([get(regularUrl), get(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  // A failed fetch is tried again at the next download.
  loading.catch(() => (loading = undefined));
  return loading;
}
