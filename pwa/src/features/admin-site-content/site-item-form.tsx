import {
  Button,
  Card,
  FileInput,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import {
  galleryCategories,
  messages,
  promoColors,
  siteImageLimits,
  siteItemNeeds,
  type SiteItem,
  type SiteItemKind,
} from '@institute/shared-schema';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { galleryCategoryLabel, siteItemKindTitles } from './site-content-labels';
import { notify } from '../../ui/notify';
import { uploadSiteImage, useCreateSiteItem, useUpdateSiteItem } from './site-content-admin-api';
import {
  blankSiteItem,
  fromSiteItem,
  siteItemFormErrors,
  toSiteItemForm,
  type DetailField,
  type SiteItemValues,
} from './site-item-form-values';

const adminToastMs = 6000;

/** The details each kind's form asks for (the schema says which are required). */
const detailFields: Partial<Record<SiteItemKind, DetailField[]>> = {
  'quiz-video': [{ key: 'url', label: msg`Video address (https://...)` }],
  'popup-video': [
    { key: 'url', label: msg`Video address (a file such as /media/welcome.webm, or https://...)` },
    { key: 'content', label: msg`Words of welcome`, multiline: true },
  ],
  'promo-slide': [
    { key: 'content', label: msg`Content`, multiline: true },
    { key: 'linkLabel', label: msg`Button text` },
    { key: 'linkTo', label: msg`Button link (a page such as /courses, or https://...)` },
    // The colours are the theme's names, sent as they are.
    { key: 'color', label: msg`Colour`, select: promoColors },
  ],
  team: [
    { key: 'role', label: msg`Role` },
    { key: 'experience', label: msg`Experience` },
    { key: 'education', label: msg`Education` },
    { key: 'company', label: msg`Company` },
    { key: 'email', label: msg`Email` },
    { key: 'linkedin', label: msg`LinkedIn address` },
    { key: 'facebook', label: msg`Facebook address` },
    { key: 'instagram', label: msg`Instagram address` },
  ],
  timeline: [
    { key: 'year', label: msg`Year` },
    { key: 'content', label: msg`Content`, multiline: true },
    { key: 'stats', label: msg`Figures (comma separated)`, list: true },
    { key: 'features', label: msg`Features (comma separated)`, list: true },
  ],
  star: [{ key: 'company', label: msg`Company` }],
  fact: [
    { key: 'key', label: msg`Key` },
    { key: 'value', label: msg`Value` },
  ],
};

/** Kinds that show no image at all. */
const imageless: SiteItemKind[] = ['quiz-video', 'popup-video', 'timeline', 'promo-slide'];

/**
 * Adds an entry of one kind, or changes one (`item`): caption, alt text, a gallery photo's
 * category, the order, the kind's details, and an image uploaded first (checked and converted by
 * the server); editing keeps the entry's image unless another is chosen. Checked with the shared
 * schema before anything is sent; each problem shows under its field and the first invalid field
 * takes the focus.
 */
export function SiteItemForm({
  kind,
  nextPosition,
  item = null,
  onDone,
}: {
  kind: SiteItemKind;
  nextPosition: number;
  item?: SiteItem | null;
  onDone?: () => void;
}) {
  const { i18n } = useLingui();
  const { t } = useT();
  const create = useCreateSiteItem();
  const update = useUpdateSiteItem();
  const needs = siteItemNeeds(kind);
  const fields = detailFields[kind] ?? [];
  const form = useForm<SiteItemValues>({
    mode: 'controlled',
    initialValues: item ? fromSiteItem(item) : blankSiteItem(kind, nextPosition),
    validate: translateErrors((values: SiteItemValues) =>
      siteItemFormErrors(kind, fields, values, siteImageLimits.maxBytes, messages.siteContent.imageTooLarge),
    ),
  });
  const busy = form.submitting;

  const save = async (values: SiteItemValues, formElement: Element | null) => {
    try {
      const image = values.file ? await uploadSiteImage(values.file) : null;
      const body = toSiteItemForm(kind, fields, values, image?.id ?? values.imageId);
      const answer = item ? await update.mutateAsync({ params: { id: item.id }, body }) : await create.mutateAsync({ body });
      void notify(answer.message, 'success', adminToastMs);
      if (item) onDone?.();
      else {
        form.setValues({ ...blankSiteItem(kind, (typeof values.position === 'number' ? values.position : nextPosition) + 1) });
        form.resetDirty();
      }
    } catch (err) {
      const found = serverFieldErrors(err, ['caption', 'alt', 'category', 'position', 'imageId', 'details']);
      if (Object.keys(found).length > 0) {
        form.setErrors(found);
        focusFirstInvalid(formElement);
      }
      void notify(err instanceof Error ? err.message : messages.siteContent.saveFailed, 'error', adminToastMs);
    }
  };

  const caption = item?.caption ?? '';
  const kindTitle = i18n._(siteItemKindTitles[kind]);
  const title = item ? t`Edit ${caption}` : t`Add to ${kindTitle}`;
  const body = (
    <form
      onSubmit={form.onSubmit(
        (values, event) => save(values, submittedForm(event)),
        (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
      )}
      noValidate
      aria-label={title}
    >
      <Stack gap="sm">
        {!item && (
          <Title order={2} size="h4">
            {title}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, sm: item ? 1 : 2 }} spacing="sm">
          <TextInput label={t`Caption`} required maxLength={200} data-autofocus disabled={busy} {...form.getInputProps('caption')} />
          <TextInput label={t`Description for screen readers (alt)`} maxLength={200} disabled={busy} {...form.getInputProps('alt')} />
          {kind === 'gallery' && (
            <Select
              label={t`Category`}
              required
              data={galleryCategories.map((c) => ({ value: c, label: galleryCategoryLabel(i18n, c) }))}
              allowDeselect={false}
              disabled={busy}
              {...form.getInputProps('category')}
            />
          )}
          <NumberInput label={t`Order`} min={0} max={100000} allowDecimal={false} disabled={busy} {...form.getInputProps('position')} />
          {!imageless.includes(kind) && (
            <Stack gap={4}>
              {item?.image && !form.values.file && (
                <Group gap="xs">
                  <Image
                    src={item.image.sources[0]!.url}
                    w={64}
                    h={Math.round((64 * item.image.height) / item.image.width)}
                    radius="sm"
                    alt=""
                  />
                  <Text size="sm" c="dimmed">
                    <Trans>The current image stays unless you choose another.</Trans>
                  </Text>
                </Group>
              )}
              <FileInput
                label={item ? t`Replace the image` : t`Image`}
                required={needs.image && !item}
                accept="image/png,image/jpeg,image/webp,image/gif"
                placeholder={t`Choose an image`}
                leftSection={<IconPhoto size={18} />}
                clearable
                disabled={busy}
                data-testid="site-image-input"
                {...form.getInputProps('file')}
                error={form.errors.imageId}
              />
            </Stack>
          )}
          {fields.map((f) => {
            const input = form.getInputProps(`details.${f.key}`);
            const props = {
              label: i18n._(f.label),
              required: needs.details.includes(f.key),
              disabled: busy,
              ...input,
              value: form.values.details[f.key] ?? '',
            };
            if (f.select) return <Select key={f.key} data={[...f.select]} clearable {...props} value={props.value || null} />;
            return f.multiline ? <Textarea key={f.key} autosize minRows={2} {...props} /> : <TextInput key={f.key} {...props} />;
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          {item && (
            <Button variant="default" size="md" onClick={onDone} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" loading={busy} size="md">
            {item ? <Trans>Save changes</Trans> : <Trans>Add</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  return item ? (
    body
  ) : (
    <Card withBorder padding="lg">
      {body}
    </Card>
  );
}
