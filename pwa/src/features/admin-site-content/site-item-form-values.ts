/**
 * The site content form's values as the form holds them (lists comma separated, an image still to
 * upload as a file), how they become the API's `SiteItemForm`, and the shared schema's problems
 * keyed by the form's fields.
 */
import type { MessageDescriptor } from '@lingui/core';
import {
  siteItemFormSchema,
  type GalleryCategory,
  type SiteItem,
  type SiteItemDetails,
  type SiteItemForm,
  type SiteItemKind,
} from '@institute/shared-schema';

export type DetailKey = Exclude<keyof SiteItemDetails, 'stats' | 'features'> | 'stats' | 'features';
/** A detail's field; its label is drawn with `i18n._(label)`. */
export type DetailField = { key: DetailKey; label: MessageDescriptor; multiline?: boolean; list?: boolean; select?: readonly string[] };

export interface SiteItemValues {
  caption: string;
  alt: string;
  category: GalleryCategory | null;
  position: number | string;
  /** The image the entry shows now (editing); a chosen `file` replaces it. */
  imageId: string | null;
  file: File | null;
  details: Partial<Record<DetailKey, string>>;
}

/** Stands for an image still to upload while the form is checked, so nothing uploads for a form that would be refused. */
export const pendingImageId = '00000000-0000-4000-8000-000000000000';

export const blankSiteItem = (kind: SiteItemKind, position: number): SiteItemValues => ({
  caption: '',
  alt: '',
  category: kind === 'gallery' ? 'epl' : null,
  position,
  imageId: null,
  file: null,
  details: {},
});

export function fromSiteItem(item: SiteItem): SiteItemValues {
  const details: Partial<Record<DetailKey, string>> = {};
  for (const [key, value] of Object.entries(item.details) as [DetailKey, string | string[] | undefined][])
    if (value !== undefined) details[key] = Array.isArray(value) ? value.join(', ') : value;
  return {
    caption: item.caption,
    alt: item.alt,
    category: item.category,
    position: item.position,
    imageId: item.image?.id ?? null,
    file: null,
    details,
  };
}

/** The entry to send; `imageId` is the uploaded file's, or the image the entry keeps. */
export function toSiteItemForm(
  kind: SiteItemKind,
  fields: readonly DetailField[],
  v: SiteItemValues,
  imageId: string | null,
): SiteItemForm {
  return {
    kind,
    caption: v.caption,
    alt: v.alt,
    category: kind === 'gallery' ? v.category : null,
    position: typeof v.position === 'number' ? v.position : 0,
    imageId,
    details: Object.fromEntries(
      fields
        .filter((f) => (v.details[f.key] ?? '').trim() !== '')
        .map((f) => [
          f.key,
          f.list
            ? v.details[f.key]!.split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : v.details[f.key]!.trim(),
        ]),
    ),
  };
}

/** @mantine/form's `validate`: the shared schema's first message for each field, none when valid. */
export function siteItemFormErrors(
  kind: SiteItemKind,
  fields: readonly DetailField[],
  v: SiteItemValues,
  maxBytes: number,
  tooLarge: string,
) {
  const errors: Record<string, string> = {};
  if (v.file && v.file.size > maxBytes) errors.imageId = tooLarge;
  const parsed = siteItemFormSchema.safeParse(toSiteItemForm(kind, fields, v, v.file ? pendingImageId : v.imageId));
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
