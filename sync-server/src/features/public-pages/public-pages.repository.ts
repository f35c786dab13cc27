/**
 * The public rows a page's HTML carries (`publicPages`' `data`): the same rows the `public` bucket
 * sends (visible ones only), the first `limit` of what each page shows first.
 */
import type { Kysely } from 'kysely';
import type { PageDataCollection, SiteItemKind } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { captionOrder } from '../site-content/site-content.repository.js';

export async function pageRows(
  db: Kysely<DB>,
  collection: PageDataCollection,
  limit: number,
  siteItemKinds: readonly SiteItemKind[] = [],
): Promise<Record<string, unknown>[]> {
  switch (collection) {
    case 'courses':
      return db
        .selectFrom('courses')
        .selectAll()
        .where('status', '=', 'published')
        .where('is_active', '=', true)
        .orderBy('created_at')
        .orderBy('title')
        .limit(limit)
        .execute();
    case 'jobs':
      return db.selectFrom('jobs').selectAll().orderBy('posted_on', 'desc').orderBy('id').limit(limit).execute();
    case 'testimonials':
      return db.selectFrom('testimonials').selectAll().where('approved', '=', true).orderBy('created_at', 'desc').limit(limit).execute();
    case 'liveSessions':
      return db.selectFrom('live_sessions').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    case 'siteContent':
      return db.selectFrom('site_content').selectAll().limit(limit).execute();
    case 'siteItems': {
      // The first `limit` of each kind in page order, so a long gallery leaves room for the quiz's slides.
      const perKind = await Promise.all(
        siteItemKinds.map((kind) =>
          db
            .selectFrom('site_items')
            .selectAll()
            .where('kind', '=', kind)
            .orderBy('position')
            .orderBy(captionOrder)
            .orderBy('id')
            .limit(limit)
            .execute(),
        ),
      );
      return perKind.flat();
    }
  }
}

/** The jobs still open on `today` (YYYY-MM-DD), for the sitemap: a closed job's page is no longer worth a search engine's visit. */
export async function openJobsForSitemap(db: Kysely<DB>, today: string): Promise<{ id: string; posted_on: string }[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'posted_on'])
    .where('last_date', '>=', today)
    .orderBy('posted_on', 'desc')
    .limit(5000)
    .execute();
}
