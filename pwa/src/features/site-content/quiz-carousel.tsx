import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { SiteItem } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { SiteImage } from './site-image';

/** The slide before or after `index` among `count`, wrapping around at both ends. */
export const wrapIndex = (index: number, step: number, count: number) => (count === 0 ? 0 : (index + step + count) % count);

/**
 * The quiz view's carousel (site spec section 2, Gallery): one slide at a time, previous and next
 * wrap around. It never moves by itself, so nothing needs pausing (WCAG 2.2.2).
 */
export function QuizCarousel({ slides }: { slides: SiteItem[] }) {
  const { t } = useLingui();
  const f = useFormat();
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  if (!slide) return null;
  const position = f.number(index + 1);
  const total = f.number(slides.length);
  return (
    <Card withBorder padding="sm" role="region" aria-roledescription={t`carousel`} aria-label={t`Quiz slides`} data-testid="quiz-carousel">
      <Card.Section>
        {slide.image && (
          <SiteImage key={slide.id} image={slide.image} alt={slide.alt || slide.caption} sizes="(min-width: 62em) 900px, 100vw" eager />
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <ActionIcon
          size={48}
          variant="light"
          aria-label={t`Previous slide`}
          onClick={() => setIndex((i) => wrapIndex(i, -1, slides.length))}
        >
          <IconChevronLeft />
        </ActionIcon>
        <div style={{ textAlign: 'center' }} aria-live="polite">
          <Text fw={600} data-testid="quiz-slide-caption">
            {slide.caption}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Slide {position} of {total}
            </Trans>
          </Text>
        </div>
        <ActionIcon size={48} variant="light" aria-label={t`Next slide`} onClick={() => setIndex((i) => wrapIndex(i, 1, slides.length))}>
          <IconChevronRight />
        </ActionIcon>
      </Group>
    </Card>
  );
}
