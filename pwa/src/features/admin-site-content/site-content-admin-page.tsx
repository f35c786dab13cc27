import { ActionIcon, Badge, Card, Container, Group, Modal, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  galleryCategoryLabels,
  messages,
  siteItemKindLabels,
  siteItemKinds,
  type SiteItem,
  type SiteItemKind,
} from '@institute/shared-schema';
import { withQueries } from '../../api/queries';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { SiteItemForm } from './site-item-form';
import { siteItemsQuery, useDeleteSiteItem, useMoveSiteItem } from './site-content-admin-api';

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
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Site content</Title>
        <Tabs value={kind} onChange={(v) => v && setKind(v as SiteItemKind)} keepMounted={false}>
          <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {siteItemKinds.map((k) => (
                <Tabs.Tab key={k} value={k} mih={44}>
                  {siteItemKindLabels[k]}
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
  const query = useQuery(siteItemsQuery(kind));
  const items = query.data?.data ?? null;
  const remove = useDeleteSiteItem();
  const move = useMoveSiteItem();
  const [deleting, setDeleting] = useState<SiteItem | null>(null);
  const [editing, setEditing] = useState<SiteItem | null>(null);
  // A list is a kind's entries, a gallery photo's category's: moves stay within it.
  const listOf = (item: SiteItem) => items?.filter((i) => i.category === item.category) ?? [];

  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  // Once the moved list is drawn and its buttons enabled again: the same button of the moved entry, or its other one at an end.
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || move.isPending) return;
    const buttons = [wanted.direction, wanted.direction === 'up' ? 'down' : 'up'].map((d) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${d}"]`),
    );
    const target = buttons.find((b) => b && !b.disabled);
    if (!target) return;
    refocus.current = null;
    target.focus();
  }, [items, move.isPending]);

  const moveItem = async (item: SiteItem, direction: 'up' | 'down') => {
    // The list is drawn again in its new order: the focus goes back to the moved entry (above).
    refocus.current = { id: item.id, direction };
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

  return (
    <Stack gap="md">
      <SiteItemForm key={kind} kind={kind} nextPosition={items ? Math.max(-1, ...items.map((i) => i.position)) + 1 : 0} />
      <Title order={2} size="h4">
        {siteItemKindLabels[kind]}
        {items ? ` (${items.length})` : ''}
      </Title>
      <ErrorAlert message={query.error?.message ?? null} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      {!items && !query.error && <Skeleton h={160} aria-label="Loading entries" />}
      {items?.length === 0 && <Text c="dimmed">{messages.siteContent.empty}</Text>}
      <Stack gap="xs">
        {items?.map((item) => (
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
                    {item.category && <Badge variant="light">{galleryCategoryLabels[item.category]}</Badge>}
                    <Text size="xs" c="dimmed">
                      Order {item.position}
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
                  return (['up', 'down'] as const).map((direction) => (
                    <ActionIcon
                      key={direction}
                      variant="subtle"
                      size="xl"
                      aria-label={`Move ${item.caption} ${direction}`}
                      data-move={`${item.id}:${direction}`}
                      disabled={(direction === 'up' ? at === 0 : at === list.length - 1) || move.isPending}
                      onClick={() => void moveItem(item, direction)}
                    >
                      {direction === 'up' ? <IconArrowUp size={20} /> : <IconArrowDown size={20} />}
                    </ActionIcon>
                  ));
                })()}
                <ActionIcon variant="subtle" size="xl" aria-label={`Edit ${item.caption}`} onClick={() => setEditing(item)}>
                  <IconPencil size={20} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" size="xl" aria-label={`Remove ${item.caption}`} onClick={() => setDeleting(item)}>
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit entry" centered size="lg">
        {editing && (
          <SiteItemForm key={editing.id} kind={kind} nextPosition={editing.position} item={editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Remove entry"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        Remove {deleting?.caption}? This cannot be undone.
      </ConfirmDeleteModal>
    </Stack>
  );
}
