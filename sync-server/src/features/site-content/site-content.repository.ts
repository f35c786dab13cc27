/** SQL for site content (`site_items`, `site_images`) lives here and only here. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { GalleryCategory, SiteImage, SiteItem, SiteItemFormValues, SiteItemKind } from '@institute/shared-schema';
import type { DB, SiteItemsTable } from '../../db/schema.js';

export function toSiteItem(row: Selectable<SiteItemsTable>): SiteItem {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    position: row.position,
    caption: row.caption,
    alt: row.alt,
    image: row.image,
    details: row.details,
  };
}

/**
 * Captions compare byte by byte (`collate "C"`), as `bySitePosition` does on devices, so the server's
 * first rows of a list (a page's HTML) are the first ones of the device's whole list too.
 */
export const captionOrder = sql`caption collate "C"`;

/** Entries in page order: by kind, category, position, caption, id. */
export async function listSiteItems(db: Kysely<DB>, kind?: SiteItemKind): Promise<SiteItem[]> {
  const rows = await db
    .selectFrom('site_items')
    .selectAll()
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
    .orderBy('kind')
    .orderBy('category')
    .orderBy('position')
    .orderBy(captionOrder)
    .orderBy('id')
    .execute();
  return rows.map(toSiteItem);
}

/** One list of entries (a kind; a gallery category) in page order, locked until the transaction ends. */
export async function lockSiteItemList(db: Kysely<DB>, kind: SiteItemKind, category: GalleryCategory | null): Promise<SiteItem[]> {
  const rows = await db
    .selectFrom('site_items')
    .selectAll()
    .where('kind', '=', kind)
    .$if(category === null, (q) => q.where('category', 'is', null))
    .$if(category !== null, (q) => q.where('category', '=', category!))
    .orderBy('position')
    .orderBy(captionOrder)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map(toSiteItem);
}

/** Sets the entries' positions (only those that change are written, so only they reach devices again). */
export async function setSiteItemPositions(db: Kysely<DB>, changes: readonly { id: string; position: number }[]) {
  for (const { id, position } of changes) await db.updateTable('site_items').set({ position }).where('id', '=', id).execute();
}

export async function findSiteItem(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('site_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSiteItem(row);
}

export const countSiteItems = async (db: Kysely<DB>) =>
  Number(
    (
      await db
        .selectFrom('site_items')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function insertSiteImage(db: Kysely<DB>, image: SiteImage, createdBy: string | null) {
  await db
    .insertInto('site_images')
    .values({
      id: image.id,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      sources: JSON.stringify(image.sources),
      created_by: createdBy,
    })
    .execute();
}

export async function findSiteImage(db: Kysely<DB>, id: string): Promise<SiteImage | undefined> {
  const row = await db.selectFrom('site_images').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, width: row.width, height: row.height, placeholder: row.placeholder, sources: row.sources };
}

/** Deletes an image's row when no entry shows it any more; answers its sources (their files are the caller's to remove). */
export async function deleteSiteImageIfUnused(db: Kysely<DB>, id: string): Promise<SiteImage['sources'] | undefined> {
  const used = await db.selectFrom('site_items').select('id').where('image_id', '=', id).limit(1).executeTakeFirst();
  if (used) return undefined;
  const row = await db.deleteFrom('site_images').where('id', '=', id).returning('sources').executeTakeFirst();
  return row?.sources;
}

/** A site image upload's row, when the id is one (other uploads are never served by the public route). */
export const findSiteImageUpload = (db: Kysely<DB>, id: string, purpose: string) =>
  db.selectFrom('uploads').select(['storage_key', 'content_type']).where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst();

function columns(form: SiteItemFormValues, image: SiteImage | null) {
  return {
    kind: form.kind,
    category: form.kind === 'gallery' ? (form.category ?? null) : null,
    position: form.position ?? 0,
    caption: form.caption,
    alt: form.alt ?? '',
    image_id: image?.id ?? null,
    image: image ? JSON.stringify(image) : null,
    details: JSON.stringify(form.details ?? {}),
  };
}

export async function insertSiteItem(db: Kysely<DB>, form: SiteItemFormValues, image: SiteImage | null): Promise<SiteItem> {
  return toSiteItem(await db.insertInto('site_items').values(columns(form, image)).returningAll().executeTakeFirstOrThrow());
}

export async function updateSiteItem(db: Kysely<DB>, id: string, form: SiteItemFormValues, image: SiteImage | null) {
  const row = await db.updateTable('site_items').set(columns(form, image)).where('id', '=', id).returningAll().executeTakeFirst();
  return row && toSiteItem(row);
}

/** The deleted entry's image id (null without one), or undefined when there was no such entry. */
export async function deleteSiteItem(db: Kysely<DB>, id: string): Promise<{ imageId: string | null; caption: string } | undefined> {
  const row = await db.deleteFrom('site_items').where('id', '=', id).returning(['image_id', 'caption']).executeTakeFirst();
  return row && { imageId: row.image_id, caption: row.caption };
}

/** Demo content in one statement (the seed): the rows as they are. */
export async function insertSiteItemRows(db: Kysely<DB>, rows: Insertable<SiteItemsTable>[]) {
  if (rows.length) await db.insertInto('site_items').values(rows).execute();
}

/** The imageId of an entry (for an update that keeps it). */
export async function siteItemImageId(db: Kysely<DB>, id: string) {
  return (await db.selectFrom('site_items').select('image_id').where('id', '=', id).executeTakeFirst())?.image_id;
}
