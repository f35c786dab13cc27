/**
 * "Download for offline" in an open lesson (issue 18): the file's size before, a progress bar while
 * it is stored, then the space the app uses on the device and Remove download. The copy lives in
 * Cache Storage (`offline-lessons.ts`, which says why), and the browser is asked to keep it.
 */
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages, type ContentFileAnswer, type CourseContent } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { notify } from '../../ui/notify';
import {
  askPersistentStorage,
  formatBytes,
  removeLessonOffline,
  saveLessonOffline,
  storageUse,
  storedLesson,
  type StorageUse,
  type StoredLesson,
} from './offline-lessons';

type State =
  | { kind: 'checking' }
  | { kind: 'absent' }
  | { kind: 'saving'; stored: number; total: number }
  | { kind: 'saved'; lesson: StoredLesson; use: StorageUse | null; persisted: boolean | null };

export function OfflineDownload({ content, file, onChange }: { content: CourseContent; file: ContentFileAnswer; onChange?: () => void }) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const bytes = (n: number) => formatBytes(n, f.number);

  useEffect(() => {
    let live = true;
    void (async () => {
      const lesson = await storedLesson(content.id).catch(() => null);
      if (!live) return;
      setState(lesson ? { kind: 'saved', lesson, use: await storageUse().catch(() => null), persisted: null } : { kind: 'absent' });
    })();
    return () => {
      live = false;
    };
  }, [content.id]);

  if (typeof caches === 'undefined') return null;

  const download = async () => {
    setError(null);
    setState({ kind: 'saving', stored: 0, total: file.size });
    try {
      const persisted = await askPersistentStorage();
      await saveLessonOffline(content, file, (stored, total) => setState({ kind: 'saving', stored, total }));
      const lesson = await storedLesson(content.id);
      setState({ kind: 'saved', lesson: lesson!, use: await storageUse().catch(() => null), persisted });
      void notify(messages.learningMore.offlineSaved, 'success');
      onChange?.();
    } catch (e) {
      setState({ kind: 'absent' });
      setError(e instanceof Error && e.message ? e.message : messages.learningMore.offlineFailed);
    }
  };

  const remove = async () => {
    await removeLessonOffline(content.id);
    setState({ kind: 'absent' });
    void notify(messages.learningMore.offlineRemoved, 'success');
    onChange?.();
  };

  const savedPercent = state.kind === 'saving' && state.total > 0 ? Math.round((state.stored / state.total) * 100) : 0;
  const savedPercentText = f.number(savedPercent);
  const storedSize = state.kind === 'saving' ? bytes(state.stored) : '';
  const totalSize = state.kind === 'saving' ? bytes(state.total) : '';

  return (
    <Stack gap="xs" data-testid="offline-download">
      {state.kind === 'absent' && (
        <Group gap="sm" wrap="wrap">
          <Button variant="light" size="md" mih={44} onClick={() => void download()} disabled={!navigator.onLine}>
            {tm(messages.learningMore.offlineDownload)}
          </Button>
          <Text size="sm" c="dimmed">
            {tm(messages.learningMore.offlineSize(bytes(file.size)))}
          </Text>
        </Group>
      )}
      {state.kind === 'saving' && (
        <div aria-live="polite">
          <Text size="sm">{tm(messages.learningMore.offlineSaving)}</Text>
          <Progress value={savedPercent} aria-label={t`Saved ${savedPercentText}%`} mt={4} />
          <Text size="xs" c="dimmed" mt={2}>
            <Trans>
              {storedSize} of {totalSize}
            </Trans>
          </Text>
        </div>
      )}
      {state.kind === 'saved' && (
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Badge color="green" variant="light" size="lg">
              {tm(messages.learningMore.offlineAvailable)} · {bytes(state.lesson.size)}
            </Badge>
            <Button variant="subtle" color="red" size="md" mih={44} onClick={() => void remove()}>
              {tm(messages.learningMore.offlineRemove)}
            </Button>
          </Group>
          {state.use && state.use.quota > 0 && (
            <Text size="sm" c="dimmed" data-testid="offline-space">
              {tm(messages.learningMore.offlineUsed(bytes(state.use.usage), bytes(state.use.quota)))}
            </Text>
          )}
          {state.persisted === false && (
            <Text size="xs" c="dimmed">
              {tm(messages.learningMore.offlinePersistDenied)}
            </Text>
          )}
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" withCloseButton onClose={() => setError(null)}>
          {tm(error)}
        </Alert>
      )}
    </Stack>
  );
}
