/**
 * The PWA's server bundle (`pwa/dist-ssr/entry-server.js`, beside the built app in `publicDir`):
 * it renders the public pages with their rows and knows the interface's words in every language
 * (the catalogues), so the server's pages and the calendar feed speak the reader's language.
 * Loaded once per folder, on first use; null when the PWA is not built (tests, an API-only server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, PageDataCollection, PublicPage } from '@institute/shared-schema';

export type PageData = Partial<Record<PageDataCollection, Record<string, unknown>[]>>;

export interface PwaBundle {
  render: (url: string, data: PageData) => Promise<string>;
  pageMeta: (page: PublicPage, locale: Locale) => Promise<{ title: string; description: string }>;
  calendarWords: (locale: Locale, institute: string) => Promise<{ name: string; join: string }>;
}

const bundles = new Map<string, Promise<PwaBundle | null>>();

export function pwaBundle(publicDir: string): Promise<PwaBundle | null> {
  const entry = path.resolve(publicDir, '../dist-ssr/entry-server.js');
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = fs.existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<PwaBundle>) : Promise.resolve(null);
    bundles.set(entry, bundle);
  }
  return bundle;
}
