/**
 * The public rows a page's HTML carries (`<script id="page-data">`, written by the server with the
 * page), so the first render of a visitor's first visit shows real courses, jobs or testimonials
 * before the device holds the public bucket, and hydration draws the same tree the server did.
 * Once the device holds the bucket, its own rows are read instead (`useBucketQuery`).
 */
import { createContext, useContext } from 'react';
import type { PageDataCollection } from '@institute/shared-schema';

export type PageData = Partial<Record<PageDataCollection, readonly Record<string, unknown>[]>>;

export const PageDataContext = createContext<PageData>({});

export const usePageData = (): PageData => useContext(PageDataContext);

/** The id of the script element holding a page's data as JSON. */
export const pageDataElementId = 'page-data';

/** The page data in this document, if the server wrote one (read once, before hydration). */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}
