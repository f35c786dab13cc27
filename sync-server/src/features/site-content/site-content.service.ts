/**
 * The rules of site content (issue 15): an entry's image must exist (uploaded before), its kind
 * never changes, every change is audited in its transaction, and an image's files go when the
 * last entry showing it does.
 */
import type { Kysely } from 'kysely';
import { messages, type SiteImage, type SiteItemFormValues, type SiteItemMove } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { assertImageBytes, convertImage, storeConvertedImage } from './site-images.js';
import {
  deleteSiteImageIfUnused,
  deleteSiteItem,
  findSiteImage,
  findSiteItem,
  insertSiteImage,
  insertSiteItem,
  lockSiteItemList,
  setSiteItemPositions,
  updateSiteItem,
} from './site-content.repository.js';

const notFound = () => new HttpError(404, messages.siteContent.notFound);

/** Checks, converts and stores an uploaded image; audited. */
export async function uploadSiteImage(db: Kysely<DB>, uploads: UploadStore, actorId: string, file: { bytes: Buffer; filename: string }) {
  assertImageBytes(file.bytes);
  const converted = await convertImage(file.bytes);
  const image = await storeConvertedImage(uploads, actorId, converted, file.filename);
  await db.transaction().execute(async (trx) => {
    await insertSiteImage(trx, image, actorId);
    await recordAudit(trx, {
      actorId,
      action: 'site-image.upload',
      entity: 'site-image',
      entityId: image.id,
      details: { width: image.width, height: image.height, sizes: image.sources.map((s) => s.width) },
    });
  });
  return image;
}

async function imageOf(db: Kysely<DB>, form: SiteItemFormValues): Promise<SiteImage | null> {
  if (!form.imageId) return null;
  const image = await findSiteImage(db, form.imageId);
  if (!image)
    throw new HttpError(400, messages.siteContent.imageMissing, {
      errors: [{ field: 'imageId', message: messages.siteContent.imageMissing }],
    });
  return image;
}

export async function createSiteItem(db: Kysely<DB>, actorId: string, form: SiteItemFormValues) {
  return db.transaction().execute(async (trx) => {
    const item = await insertSiteItem(trx, form, await imageOf(trx, form));
    await recordAudit(trx, {
      actorId,
      action: 'site-item.create',
      entity: 'site-item',
      entityId: item.id,
      details: { kind: item.kind, caption: item.caption },
    });
    return item;
  });
}

/** Changes an entry; an image it no longer shows is deleted when nothing else shows it (files after the commit). */
export async function changeSiteItem(db: Kysely<DB>, uploads: UploadStore, actorId: string, id: string, form: SiteItemFormValues) {
  const { item, orphan } = await db.transaction().execute(async (trx) => {
    const before = await findSiteItem(trx, id);
    if (!before) throw notFound();
    if (before.kind !== form.kind) throw new HttpError(400, messages.siteContent.kindChanged);
    const changed = await updateSiteItem(trx, id, form, await imageOf(trx, form));
    if (!changed) throw notFound();
    const orphan = before.image && before.image.id !== changed.image?.id ? await deleteSiteImageIfUnused(trx, before.image.id) : undefined;
    await recordAudit(trx, {
      actorId,
      action: 'site-item.update',
      entity: 'site-item',
      entityId: id,
      details: { kind: changed.kind, caption: changed.caption },
    });
    return { item: changed, orphan };
  });
  await removeFiles(uploads, orphan);
  return item;
}

/**
 * Moves an entry one place up or down within its list (its kind; a gallery photo within its
 * category) and numbers the list again 0, 1, 2... in its new order, so equal positions left by
 * hand can never make a move do nothing. The list is locked for the change; audited. Answers the
 * list in its new order.
 */
export async function moveSiteItem(db: Kysely<DB>, actorId: string, id: string, { direction }: SiteItemMove) {
  return db.transaction().execute(async (trx) => {
    const item = await findSiteItem(trx, id);
    if (!item) throw notFound();
    const list = await lockSiteItemList(trx, item.kind, item.category);
    const from = list.findIndex((i) => i.id === id);
    if (from < 0) throw notFound();
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= list.length) throw new HttpError(409, messages.siteContent.cannotMove(direction));
    [list[from], list[to]] = [list[to]!, list[from]!];
    const changes = list.flatMap((entry, position) => (entry.position === position ? [] : [{ id: entry.id, position }]));
    await setSiteItemPositions(trx, changes);
    await recordAudit(trx, {
      actorId,
      action: 'site-item.move',
      entity: 'site-item',
      entityId: id,
      details: { kind: item.kind, category: item.category, direction, from, to },
    });
    return list.map((entry, position) => ({ ...entry, position }));
  });
}

export async function removeSiteItem(db: Kysely<DB>, uploads: UploadStore, actorId: string, id: string) {
  const orphan = await db.transaction().execute(async (trx) => {
    const deleted = await deleteSiteItem(trx, id);
    if (!deleted) throw notFound();
    await recordAudit(trx, {
      actorId,
      action: 'site-item.delete',
      entity: 'site-item',
      entityId: id,
      details: { caption: deleted.caption },
    });
    return deleted.imageId ? await deleteSiteImageIfUnused(trx, deleted.imageId) : undefined;
  });
  await removeFiles(uploads, orphan);
}

async function removeFiles(uploads: UploadStore, sources: SiteImage['sources'] | undefined) {
  for (const source of sources ?? []) await uploads.remove(source.url.split('/').at(-1)!);
}
