import { ActionIcon, Badge, Card, Container, Group, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { messages, siteItemKinds, type SiteItem, type SiteItemKind } from '@institute/shared-schema';
import { withQueries } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { SiteItemForm } from './site-item-form';
import { galleryCategoryLabel, siteItemKindTitles } from './site-content-labels';
import { siteItemsQuery, useDeleteSiteItem, useMoveSiteItem } from './site-content-admin-api';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;

/**
 * Site content (issue 15): a tab per kind (gallery photos, quiz slides and videos, team, timeline,
 * placement stars, recruiting partners, promo slides, the pop-up video, institute facts); each adds
 * an entry (image upload, caption, category, order) and lists the entries in page order with Edit,
 * Move up, Move down (within the kind; a gallery photo within its category) and Remove.
 */
export const SiteContentAdminPage = withQueries(SiteContentAdminScreen);

function SiteContentAdminScreen() {
  const [kind, setKind] = useState<SiteItemKind>('gallery');
  const { i18n } = useLingui();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Site content</Trans>
        </Title>
        <Tabs value={kind} onChange={(v) => v && setKind(v as SiteItemKind)} keepMounted={false}>
          <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {siteItemKinds.map((k) => (
                <Tabs.Tab key={k} value={k} mih={44}>
                  {i18n._(siteItemKindTitles[k])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {siteItemKinds.map((k) => (
            <Tabs.Panel key={k} value={k} pt="md">
              <KindPanel kind={k} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}

function KindPanel({ kind }: { kind: SiteItemKind }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const query = useQuery(siteItemsQuery(kind));
  const items = query.data?.data ?? null;
  const remove = useDeleteSiteItem();
  const move = useMoveSiteItem();
  const [deleting, setDeleting] = useState<SiteItem | null>(null);
  const [editing, setEditing] = useState<SiteItem | null>(null);
  // A list is a kind's entries, a gallery photo's category's: moves stay within it.
  const listOf = (item: SiteItem) => items?.filter((i) => i.category === item.category) ?? [];

  // The last move (a new `seq` each time): once the list is drawn in its new order, the moved entry's button takes the focus again.
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down'; seq: number } | null>(null);

  const moveItem = async (item: SiteItem, direction: 'up' | 'down') => {
    setMoved((m) => ({ id: item.id, direction, seq: (m?.seq ?? 0) + 1 }));
    try {
      const answer = await move.mutateAsync({ params: { id: item.id }, body: { direction } });
      void notify(answer.message, 'success', adminToastMs);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.siteContent.saveFailed, 'error', adminToastMs);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: deleting.id } });
      void notify(answer.message, 'success', adminToastMs);
      setDeleting(null);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.siteContent.deleteFailed, 'error', adminToastMs);
    }
  };

  const deletingCaption = deleting?.caption ?? '';

  return (
    <Stack gap="md">
      <SiteItemForm key={kind} kind={kind} nextPosition={items ? Math.max(-1, ...items.map((i) => i.position)) + 1 : 0} />
      <Title order={2} size="h4">
        {i18n._(siteItemKindTitles[kind])}
        {items ? ` (${f.number(items.length)})` : ''}
      </Title>
      <ErrorAlert message={query.error?.message ?? null} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      {!items && !query.error && <Skeleton h={160} aria-label={t`Loading entries`} />}
      {items?.length === 0 && <Text c="dimmed">{tm(messages.siteContent.empty)}</Text>}
      <Stack gap="xs">
        {items?.map((item) => {
          const caption = item.caption;
          const position = f.number(item.position);
          return (
            <Card key={item.id} withBorder padding="sm" data-testid="admin-site-item">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {item.image ? (
                    <img
                      src={item.image.sources[0]!.url}
                      width={64}
                      height={Math.round((64 * item.image.height) / item.image.width)}
                      alt=""
                      loading="lazy"
                      style={{ objectFit: 'cover', borderRadius: 4, background: `url("${item.image.placeholder}") center / cover` }}
                    />
                  ) : null}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {item.caption}
                    </Text>
                    <Group gap={6}>
                      {item.category && <Badge variant="light">{galleryCategoryLabel(i18n, item.category)}</Badge>}
                      <Text size="xs" c="dimmed">
                        <Trans>Order {position}</Trans>
                        {item.details.value ? ` · ${item.details.value}` : ''}
                        {item.details.company ? ` · ${item.details.company}` : ''}
                      </Text>
                    </Group>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  {(() => {
                    const list = listOf(item);
                    const at = list.indexOf(item);
                    const atEnd = { up: at === 0, down: at === list.length - 1 };
                    // After this entry's move: the same button, or its other one when it reached an end.
                    const refocus =
                      moved?.id === item.id
                        ? atEnd[moved.direction]
                          ? moved.direction === 'up'
                            ? 'down'
                            : 'up'
                          : moved.direction
                        : null;
                    return (['up', 'down'] as const).map((direction) => (
                      <MoveButton
                        key={direction}
                        caption={item.caption}
                        direction={direction}
                        disabled={atEnd[direction] || move.isPending}
                        focusRequest={refocus === direction ? moved!.seq : 0}
                        onMove={() => void moveItem(item, direction)}
                      />
                    ));
                  })()}
                  <ActionIcon variant="subtle" size="xl" aria-label={t`Edit ${caption}`} onClick={() => setEditing(item)}>
                    <IconPencil size={20} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="xl" aria-label={t`Remove ${caption}`} onClick={() => setDeleting(item)}>
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t`Edit entry`} centered size="lg">
        {editing && (
          <SiteItemForm key={editing.id} kind={kind} nextPosition={editing.position} item={editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Remove entry`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Trans>Remove {deletingCaption}? This cannot be undone.</Trans>
      </ConfirmDeleteModal>
    </Stack>
  );
}

/** Move up or down (44 px); takes the focus once for each new `focusRequest`, when enabled. */
function MoveButton({
  caption,
  direction,
  disabled,
  focusRequest,
  onMove,
}: {
  caption: string;
  direction: 'up' | 'down';
  disabled: boolean;
  focusRequest: number;
  onMove: () => void;
}) {
  const { t } = useT();
  const button = useRef<HTMLButtonElement>(null);
  const focused = useRef(0);
  useEffect(() => {
    if (!focusRequest || disabled || focused.current === focusRequest) return;
    focused.current = focusRequest;
    button.current?.focus();
  }, [focusRequest, disabled]);
  return (
    <ActionIcon
      ref={button}
      variant="subtle"
      size="xl"
      aria-label={direction === 'up' ? t`Move ${caption} up` : t`Move ${caption} down`}
      disabled={disabled}
      onClick={onMove}
    >
      {direction === 'up' ? <IconArrowUp size={20} /> : <IconArrowDown size={20} />}
    </ActionIcon>
  );
}
