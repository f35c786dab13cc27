/**
 * Site images (issue 15): an administrator's upload is checked by its content (magic bytes, then a
 * real decode by sharp, with a pixel limit so a decompression bomb is refused before it is
 * decoded) and converted ONCE into WebP at the widths pages ask for (`siteImageWidths`, never
 * enlarged) and a tiny blurred placeholder inlined as a data: URL. The files go to the upload
 * store (purpose `site-image`) and are served to everyone, immutable, by `GET /api/site-images/{id}`.
 */
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { detectImageType, messages, siteImageLimits, siteImageWidths, type SiteImage } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { sha256, type UploadStore } from '../uploads/upload-store.js';

export const siteImagePurpose = 'site-image';
export const siteImageUrl = (uploadId: string) => `/api/site-images/${uploadId}`;

/** One size of a converted image, before it is stored. */
export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ConvertedImage {
  width: number;
  height: number;
  placeholder: string;
  variants: ImageVariant[];
}

/** The widths to make for an image `width` pixels wide: every standard width below it, and its own when it is narrower than the largest. */
export function widthsFor(width: number): number[] {
  const below = siteImageWidths.filter((w) => w < width);
  return width <= siteImageWidths.at(-1)! ? [...below, width] : [...siteImageWidths];
}

/**
 * Converts an image (any format sharp reads). `quality` and `effort` trade size for time: the demo
 * content's generated pictures use a lower effort so a first start stays quick.
 */
export async function convertImage(bytes: Buffer, options: { effort?: number } = {}): Promise<ConvertedImage> {
  const input = () => sharp(bytes, { limitInputPixels: siteImageLimits.maxPixels, failOn: 'error' }).rotate();
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (e) {
    throw unreadable(e);
  }
  if (!meta.width || !meta.height) throw new HttpError(400, messages.siteContent.unreadableImage);
  if (meta.width * meta.height > siteImageLimits.maxPixels) throw new HttpError(400, messages.siteContent.imageTooManyPixels);
  // EXIF orientations 5 to 8 swap the sides.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const effort = options.effort ?? 4;
  try {
    // Decoded once, at the largest width wanted; every size and the placeholder come from those pixels.
    const base = await input()
      .resize({ width: Math.min(width, siteImageWidths.at(-1)!), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });
    const variants = await Promise.all(
      widthsFor(width).map(async (w) => {
        const { data, info } = await pixels()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 76, effort })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
    const tiny = await pixels().resize({ width: 16 }).blur(0.8).webp({ quality: 40, effort }).toBuffer();
    return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, variants };
  } catch (e) {
    throw unreadable(e);
  }
}

function unreadable(e: unknown) {
  if (e instanceof HttpError) return e;
  const text = e instanceof Error ? e.message : '';
  if (/pixel limit/i.test(text)) return new HttpError(400, messages.siteContent.imageTooManyPixels);
  return new HttpError(400, messages.siteContent.unreadableImage);
}

/** Checks an upload's content: one of the image types by its first bytes, else the catalogue's refusal. */
export function assertImageBytes(bytes: Buffer) {
  if (bytes.length === 0 || !detectImageType(bytes)) throw new HttpError(400, messages.siteContent.notAnImage);
}

/** Stores a converted image's variants in the upload store; answers the image as pages get it. */
export async function storeConvertedImage(uploads: UploadStore, ownerId: string | null, image: ConvertedImage, originalName: string) {
  const id = randomUUID();
  const sources: SiteImage['sources'] = [];
  for (const variant of image.variants) {
    const tempPath = await uploads.tempPath();
    await fs.writeFile(tempPath, variant.bytes, { flag: 'wx' });
    const uploadId = await uploads.adopt({
      ownerId,
      purpose: siteImagePurpose,
      contentType: 'image/webp',
      size: variant.bytes.length,
      sha256: sha256(variant.bytes),
      tempPath,
      originalName: `${variant.width}w-${originalName}`,
    });
    sources.push({ width: variant.width, url: siteImageUrl(uploadId) });
  }
  return { id, width: image.width, height: image.height, placeholder: image.placeholder, sources } satisfies SiteImage;
}
