import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Button, Card, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { messages, type SiteItem } from '@institute/shared-schema';
import { NeedsNetwork } from './needs-network';

/**
 * A video (a quiz video, the pop-up's): nothing loads until Play is pressed, so the page stays
 * light; offline it says in place that it needs the network instead of a broken frame.
 */
export function VideoCard({ video }: { video: SiteItem }) {
  const { online } = useNetwork();
  const [playing, setPlaying] = useState(false);
  const url = video.details.url ?? '';
  return (
    <Card withBorder padding="sm" data-testid="site-video">
      <Stack gap="xs">
        <AspectRatio ratio={16 / 9}>
          {playing && online ? (
            <iframe
              src={url}
              title={video.caption}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              style={{ border: 0 }}
            />
          ) : (
            <div style={{ display: 'grid', placeItems: 'center', background: 'var(--mantine-color-dark-6)', borderRadius: 4 }}>
              {online ? (
                <Button leftSection={<IconPlayerPlay size={18} />} onClick={() => setPlaying(true)} aria-label={`Play ${video.caption}`}>
                  Play video
                </Button>
              ) : (
                <div style={{ padding: 8 }}>
                  <NeedsNetwork message={messages.siteContent.videoNeedsNetwork} />
                </div>
              )}
            </div>
          )}
        </AspectRatio>
        <Text fw={600}>{video.caption}</Text>
      </Stack>
    </Card>
  );
}
