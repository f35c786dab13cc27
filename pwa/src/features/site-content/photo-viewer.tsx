import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { SiteItem } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { SiteImage } from './site-image';
import { Modal } from '../../ui/dialogs';

/** The step a swipe makes: left is next, right is previous; short or mostly vertical moves are not swipes. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * A photo full screen (issue 15): previous and next buttons, the arrow keys, Escape to close and a
 * swipe on touch screens; the list wraps around at both ends.
 */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: SiteItem[];
  index: number | null;
  /** The open photo's setter: steps are applied to the latest index, so two quick key presses make two steps. */
  onIndex: Dispatch<SetStateAction<number | null>>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const f = useFormat();
  const photo = index === null ? undefined : photos[index];
  const start = useRef<{ x: number; y: number } | null>(null);
  // An updater, not `index + d`: the key listener below is re-attached after each render, and a
  // second key pressed before that would otherwise step from the same stale index again.
  const step = (d: number) => onIndex((i) => (i === null ? null : (i + d + photos.length) % photos.length));

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal
      opened={photo !== undefined}
      onClose={onClose}
      fullScreen
      title={
        photo
          ? t`${ph({ caption: photo.caption })} (${ph({ position: f.number(index! + 1) })} of ${ph({ total: f.number(photos.length) })})`
          : ''
      }
      closeButtonProps={{ 'aria-label': t`Close the photo`, size: 'xl' }}
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      {photo?.image && (
        <Stack
          h="100%"
          justify="center"
          data-testid="photo-viewer"
          onTouchStart={(e) => {
            const t = e.touches[0];
            if (t) start.current = { x: t.clientX, y: t.clientY };
          }}
          onTouchEnd={(e) => {
            const t = e.changedTouches[0];
            if (t && start.current) step(swipeStep(t.clientX - start.current.x, t.clientY - start.current.y));
            start.current = null;
          }}
        >
          <div
            style={{
              maxWidth: `min(100%, calc((100dvh - 160px) * ${photo.image.width / photo.image.height}))`,
              width: '100%',
              margin: '0 auto',
            }}
          >
            <SiteImage image={photo.image} alt={photo.alt || photo.caption} sizes="100vw" eager fit="contain" />
          </div>
          <Group justify="center" gap="lg">
            <ActionIcon size={48} variant="light" aria-label={t`Previous photo`} onClick={() => step(-1)}>
              <IconChevronLeft />
            </ActionIcon>
            <Text size="sm" c="dimmed" aria-live="polite">
              {photo.caption}
            </Text>
            <ActionIcon size={48} variant="light" aria-label={t`Next photo`} onClick={() => step(1)}>
              <IconChevronRight />
            </ActionIcon>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
