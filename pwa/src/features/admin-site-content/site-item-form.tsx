import { Button, Card, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import {
  galleryCategories,
  galleryCategoryLabels,
  messages,
  siteImageLimits,
  siteItemFormSchema,
  siteItemKindLabels,
  siteItemNeeds,
  type GalleryCategory,
  type SiteItemDetails,
  type SiteItemKind,
} from '@institute/shared-schema';
import { ApiError } from '../../api/http';
import { notify } from '../../ui/notify';
import { uploadSiteImage, useCreateSiteItem } from './site-content-admin-api';

const adminToastMs = 6000;

type DetailField = { key: keyof SiteItemDetails; label: string; multiline?: boolean; list?: boolean };

/** The details each kind's form asks for (the schema says which are required). */
const detailFields: Partial<Record<SiteItemKind, DetailField[]>> = {
  'quiz-video': [{ key: 'url', label: 'Video address (https://...)' }],
  'popup-video': [{ key: 'url', label: 'Video address (https://...)' }],
  team: [
    { key: 'role', label: 'Role' },
    { key: 'experience', label: 'Experience' },
    { key: 'education', label: 'Education' },
    { key: 'company', label: 'Company' },
    { key: 'email', label: 'Email' },
    { key: 'linkedin', label: 'LinkedIn address' },
    { key: 'facebook', label: 'Facebook address' },
    { key: 'instagram', label: 'Instagram address' },
  ],
  timeline: [
    { key: 'year', label: 'Year' },
    { key: 'content', label: 'Content', multiline: true },
    { key: 'stats', label: 'Figures (comma separated)', list: true },
    { key: 'features', label: 'Features (comma separated)', list: true },
  ],
  star: [{ key: 'company', label: 'Company' }],
  fact: [
    { key: 'key', label: 'Key' },
    { key: 'value', label: 'Value' },
  ],
};

/** Kinds that show no image at all. */
const imageless: SiteItemKind[] = ['quiz-video', 'popup-video', 'timeline'];

/** Adds an entry of one kind: an image uploaded first (converted by the server), then the entry. */
export function SiteItemForm({ kind, nextPosition }: { kind: SiteItemKind; nextPosition: number }) {
  const create = useCreateSiteItem();
  const [caption, setCaption] = useState('');
  const [alt, setAlt] = useState('');
  const [category, setCategory] = useState<GalleryCategory | null>(kind === 'gallery' ? 'epl' : null);
  const [position, setPosition] = useState<number | string>(nextPosition);
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const needs = siteItemNeeds(kind);
  const fields = detailFields[kind] ?? [];

  const values = (imageId: string | null) => ({
    kind,
    caption,
    alt,
    category: kind === 'gallery' ? category : null,
    position: typeof position === 'number' ? position : 0,
    imageId,
    details: Object.fromEntries(
      fields
        .filter((f) => (details[f.key] ?? '').trim() !== '')
        .map((f) => [
          f.key,
          f.list
            ? details[f.key]!.split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : details[f.key],
        ]),
    ),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // Checked here first (a placeholder id stands for the image still to upload), so nothing uploads for a form that would be refused.
    const check = siteItemFormSchema.safeParse(values(file ? '00000000-0000-4000-8000-000000000000' : null));
    const found: Record<string, string> = {};
    if (file && file.size > siteImageLimits.maxBytes) found.imageId = messages.siteContent.imageTooLarge;
    if (!check.success) for (const issue of check.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const image = file ? await uploadSiteImage(file) : null;
      const answer = await create.mutateAsync({ body: values(image?.id ?? null) });
      void notify(answer.message, 'success', adminToastMs);
      setCaption('');
      setAlt('');
      setFile(null);
      setDetails({});
      setPosition((p) => (typeof p === 'number' ? p + 1 : nextPosition));
    } catch (err) {
      const fieldErrors =
        err instanceof ApiError ? (err.body as { errors?: { field: string; message: string }[] } | null)?.errors : undefined;
      if (fieldErrors?.length) setErrors(Object.fromEntries(fieldErrors.map((f) => [f.field, f.message])));
      void notify(err instanceof Error ? err.message : messages.siteContent.saveFailed, 'error', adminToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Add to ${siteItemKindLabels[kind]}`}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Add to {siteItemKindLabels[kind]}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Caption"
            required
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            error={errors.caption}
            maxLength={200}
          />
          <TextInput
            label="Description for screen readers (alt)"
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            error={errors.alt}
            maxLength={200}
          />
          {kind === 'gallery' && (
            <Select
              label="Category"
              required
              data={galleryCategories.map((c) => ({ value: c, label: galleryCategoryLabels[c] }))}
              value={category}
              onChange={(v) => setCategory(v)}
              error={errors.category}
              allowDeselect={false}
            />
          )}
          <NumberInput
            label="Order"
            min={0}
            max={100000}
            value={position}
            onChange={setPosition}
            error={errors.position}
            allowDecimal={false}
          />
          {!imageless.includes(kind) && (
            <FileInput
              label="Image"
              required={needs.image}
              accept="image/png,image/jpeg,image/webp,image/gif"
              placeholder="Choose an image"
              leftSection={<IconPhoto size={18} />}
              value={file}
              onChange={setFile}
              error={errors.imageId}
              clearable
              data-testid="site-image-input"
            />
          )}
          {fields.map((f) =>
            f.multiline ? (
              <Textarea
                key={f.key}
                label={f.label}
                required={needs.details.includes(f.key)}
                value={details[f.key] ?? ''}
                onChange={(e) => setDetails((d) => ({ ...d, [f.key]: e.currentTarget.value }))}
                error={errors[`details.${f.key}`]}
                autosize
                minRows={2}
              />
            ) : (
              <TextInput
                key={f.key}
                label={f.label}
                required={needs.details.includes(f.key)}
                value={details[f.key] ?? ''}
                onChange={(e) => setDetails((d) => ({ ...d, [f.key]: e.currentTarget.value }))}
                error={errors[`details.${f.key}`]}
              />
            ),
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} size="md">
            Add
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
