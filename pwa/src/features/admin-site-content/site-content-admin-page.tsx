import { ActionIcon, Badge, Card, Container, Group, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { siteItemsQuery, useDeleteSiteItem } from './site-content-admin-api';

const adminToastMs = 6000;

/**
 * Site content (issue 15): a tab per kind (gallery photos, quiz slides and videos, team, timeline,
 * placement stars, recruiting partners, promo slides, the pop-up video, institute facts); each adds
 * an entry (image upload, caption, category, order) and lists the entries with Remove.
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
  const [deleting, setDeleting] = useState<SiteItem | null>(null);

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
              <ActionIcon variant="subtle" color="red" size="xl" aria-label={`Remove ${item.caption}`} onClick={() => setDeleting(item)}>
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          </Card>
        ))}
      </Stack>
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
