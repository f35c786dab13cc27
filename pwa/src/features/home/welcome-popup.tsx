/**
 * The welcome pop-up (site spec sections 1 and 2, issue 15): a short video and a word of welcome,
 * shown once per visitor. Loaded only when the page is idle after load and the visitor has not
 * dismissed it before, so it never delays the first paint; the video element (and so its file)
 * exists only while the pop-up is open, and it reads only the file's first bytes until the visitor
 * presses play: it never moves by itself (WCAG 2.2.2) and never becomes the page's largest paint.
 * The video is site content (kind `popup-video`): a file (`<video>`) or a player's address
 * (`<iframe>`, loaded when the pop-up opens). Offline, it says it needs the network in its place.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { WelcomeVideo } from '@institute/shared-schema';
import classes from './welcome-popup.module.css';
import { Modal } from '../../ui/dialogs';

export default function WelcomePopup({ video, onClose }: { video: WelcomeVideo; onClose: () => void }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(true);
  // An embedded player cannot report a failed load: offline, it is not tried.
  const [failed, setFailed] = useState(() => video.player.kind === 'embed' && !navigator.onLine);
  const close = () => {
    setOpened(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={video.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close the welcome video` }}
    >
      <Stack>
        {failed ? (
          <Stack className={classes.video} justify="center" align="center" p="md" data-testid="welcome-video-offline">
            <Text c="white" ta="center">
              <Trans>The welcome video needs the network. Connect to watch it.</Trans>
            </Text>
          </Stack>
        ) : video.player.kind === 'embed' ? (
          <iframe
            className={classes.video}
            src={video.src}
            title={video.title}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            style={{ border: 0 }}
            data-testid="welcome-video"
          />
        ) : (
          <video
            className={classes.video}
            width={480}
            height={270}
            controls
            playsInline
            preload="metadata"
            aria-label={video.title}
            data-testid="welcome-video"
            onError={() => setFailed(true)}
          >
            <source src={video.src} type={video.player.type} onError={() => setFailed(true)} />
          </video>
        )}
        <Text>{video.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button component={Link} to="/courses" size="md" onClick={close}>
            <Trans>Explore courses</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
