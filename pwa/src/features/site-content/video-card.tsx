import '@mantine/core/styles/AspectRatio.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Button, Card, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { messages, type SiteItem } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { NeedsNetwork } from './needs-network';

/**
 * A video (a quiz video, the pop-up's): nothing loads until Play is pressed, so the page stays
 * light; offline it says in place that it needs the network instead of a broken frame.
 */
export function VideoCard({ video }: { video: SiteItem }) {
  const { online } = useNetwork();
  const { t } = useLingui();
  const tm = useSharedText();
  const caption = video.caption;
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
                <Button leftSection={<IconPlayerPlay size={18} />} onClick={() => setPlaying(true)} aria-label={t`Play ${caption}`}>
                  <Trans>Play video</Trans>
                </Button>
              ) : (
                <div style={{ padding: 8 }}>
                  <NeedsNetwork message={tm(messages.siteContent.videoNeedsNetwork)} />
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
