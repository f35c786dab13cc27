/**
 * The demo site content on a new install (issue 15): its pictures drawn as SVG, converted like an
 * administrator's upload (WebP widths and a placeholder, in the upload store), then every entry in
 * one transaction. Runs once per database (`site_content_seeded`), so an institute that removed
 * the demo entries does not get them back on the next start.
 */
import type { Kysely } from 'kysely';
import type { SiteImage } from '@institute/shared-schema';
import type { DB } from '../db/schema.js';
import { readServerSetting, serverSettingKeys, writeServerSetting } from '../db/server-settings.js';
import { insertSiteImage, insertSiteItemRows } from '../features/site-content/site-content.repository.js';
import { convertImage, storeConvertedImage } from '../features/site-content/site-images.js';
import type { UploadStore } from '../features/uploads/upload-store.js';
import { demoSiteContent } from './demo-site-content.js';

/** Adds the demo content unless this database had it once; answers how many entries were added. */
export async function seedSiteContent(db: Kysely<DB>, uploads: UploadStore): Promise<number> {
  if (await readServerSetting(db, serverSettingKeys.siteContentSeeded)) return 0;
  const { pictures, items } = demoSiteContent();
  const images = new Map<string, SiteImage>();
  // Two at a time: sharp uses its own threads, and the machine may be small.
  for (let i = 0; i < pictures.length; i += 2) {
    await Promise.all(
      pictures.slice(i, i + 2).map(async (picture) => {
        const converted = await convertImage(Buffer.from(picture.svg), { effort: 1 });
        images.set(picture.key, await storeConvertedImage(uploads, null, converted, `${picture.key}.svg`));
      }),
    );
  }
  await db.transaction().execute(async (trx) => {
    for (const image of images.values()) await insertSiteImage(trx, image, null);
    await insertSiteItemRows(
      trx,
      items.map((item) => {
        const image = item.picture ? images.get(item.picture) : undefined;
        return {
          kind: item.kind,
          category: item.category ?? null,
          position: item.position,
          caption: item.caption,
          alt: item.alt ?? '',
          image_id: image?.id ?? null,
          image: image ? JSON.stringify(image) : null,
          details: JSON.stringify(item.details ?? {}),
        };
      }),
    );
    await writeServerSetting(trx, serverSettingKeys.siteContentSeeded, new Date().toISOString());
  });
  return items.length;
}
