import { msg, ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import {
  galleryCategories,
  galleryCategoryLabels,
  galleryContent,
  messages,
  type GalleryFilter,
  type SiteItem,
} from '@institute/shared-schema';
import { useSharedText, useSiteWords } from '../../i18n/shared-text';
import { PhotoViewer } from './photo-viewer';
import { QuizCarousel } from './quiz-carousel';
import { SiteImage } from './site-image';
import { useSiteItems } from './use-site-items';
import { VideoCard } from './video-card';

const filters: GalleryFilter[] = ['all', ...galleryCategories];
const allLabel = msg`all`;

/**
 * The gallery (site spec section 2): filters all, epl, first, second, third, nashik-quiz (shown as
 * Our Achievement) and mock-interview over the photos; a photo opens full screen. The quiz view
 * adds its five-slide carousel, its four videos and the quiz event's text. Photos load lazily at
 * the width the screen needs, their size set so nothing shifts, a placeholder first.
 */
export function GalleryPage({ filter, onFilter }: { filter: GalleryFilter; onFilter: (f: GalleryFilter) => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const c = useSiteWords(galleryContent);
  // The categories' names are the institute's data (shared-schema), shown as they are.
  const labelOf = (f: GalleryFilter) => (f === 'all' ? i18n._(allLabel) : galleryCategoryLabels[f]);
  const { items } = useSiteItems(['gallery', 'quiz-slide', 'quiz-video']);
  const [open, setOpen] = useState<number | null>(null);
  const photos = items?.filter((i): i is SiteItem => i.kind === 'gallery' && (filter === 'all' || i.category === filter));
  const slides = items?.filter((i) => i.kind === 'quiz-slide') ?? [];
  const videos = items?.filter((i) => i.kind === 'quiz-video') ?? [];
  const photoCount = photos?.length ?? 0;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{c.title}</Title>
          <Text c="dimmed">{c.lead}</Text>
        </Stack>
        <Group gap="xs" role="group" aria-label={t`Filter photos`}>
          {filters.map((f) => (
            <Button
              key={f}
              size="sm"
              mih={44}
              radius="xl"
              variant={filter === f ? 'filled' : 'light'}
              aria-pressed={filter === f}
              onClick={() => onFilter(f)}
              data-testid={`gallery-filter-${f}`}
            >
              {labelOf(f)}
            </Button>
          ))}
        </Group>
        {filter === 'nashik-quiz' && (
          <Stack gap="md" data-testid="quiz-view">
            <Title order={2} size="h3">
              {c.quizTitle}
            </Title>
            <Text fw={600} c="pink">
              {c.quizEvent}
            </Text>
            {items ? <QuizCarousel slides={slides} /> : <Skeleton style={{ aspectRatio: '3 / 2' }} />}
            <Title order={3} size="h4">
              {c.videosTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {videos.map((v) => (
                <VideoCard key={v.id} video={v} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {!photos ? (
          // As tall as a screen, so the photos arriving never move what is in view.
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" mih="100vh" aria-label={t`Loading photos`}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '3 / 2' }} />
            ))}
          </SimpleGrid>
        ) : photos.length === 0 ? (
          <Text c="dimmed">{tm(messages.siteContent.empty)}</Text>
        ) : (
          <>
            {/* One text node: the count growing when sync brings the rest (60 to 200) moves no word after it (CLS 0). */}
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="gallery-count">
              {t`${plural(photoCount, { one: '# photo', other: '# photos' })}`}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="gallery-grid">
              {photos.map((p, i) => (
                <UnstyledButton
                  key={p.id}
                  onClick={() => setOpen(i)}
                  aria-label={t`Open photo: ${ph({ caption: p.caption })}`}
                  data-category={p.category}
                  data-testid="gallery-photo"
                  style={{ borderRadius: 8, overflow: 'hidden' }}
                >
                  {p.image && (
                    <SiteImage image={p.image} alt={p.alt || p.caption} sizes="(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw" />
                  )}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      <PhotoViewer photos={photos ?? []} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </Container>
  );
}
