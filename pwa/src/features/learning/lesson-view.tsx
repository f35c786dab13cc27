/**
 * A lesson opened in place (issue 18): a video that resumes where the learner stopped and counts as
 * watched at 90%, a PDF shown in the page, a text or Markdown note as text, a Word document to
 * download. The file comes through a short-lived link the server signs for the course's students
 * (`GET /api/content/{id}/link`), which the video element can seek through with range requests.
 */
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { messages, type ContentFileAnswer, type CourseContent } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { lessonProgress, saveLessonProgress, watchedFraction } from './lesson-progress';
import { OfflineDownload } from './offline-download';
import { lessonSource } from './offline-lessons';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; file: ContentFileAnswer; text: string | null };

export function LessonView({ content, onClose }: { content: CourseContent; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const lastSaved = useRef(0);
  const { t } = useT();
  const tm = useSharedText();

  useEffect(() => {
    let live = true;
    let release = () => {};
    (async () => {
      // The copy kept for offline use when there is one (offline-lessons.ts), else the signed link.
      const source = await lessonSource(content);
      release = source.release;
      const { file, text } = source;
      if (content.type !== 'video') saveLessonProgress(content.id, { done: true });
      if (live) setState({ kind: 'ready', file, text });
      else release();
    })().catch(
      (e: unknown) => live && setState({ kind: 'error', message: e instanceof Error ? e.message : messages.student.courseLoadFailed }),
    );
    return () => {
      live = false;
      release();
    };
  }, [content, reload]);

  const onTime = (video: HTMLVideoElement) => {
    if (!Number.isFinite(video.duration) || video.duration === 0) return;
    const done = video.currentTime / video.duration >= watchedFraction;
    if (done || Math.abs(video.currentTime - lastSaved.current) >= 5) {
      lastSaved.current = video.currentTime;
      saveLessonProgress(content.id, { position: video.currentTime, done });
    }
  };

  const fileName = state.kind === 'ready' ? state.file.fileName : '';

  return (
    <Paper withBorder radius="md" p="md" data-testid="lesson-view">
      <Group justify="space-between" mb="sm" wrap="wrap" align="flex-start" gap="sm">
        <Title order={2} size="h4">
          {content.title}
        </Title>
        <Button variant="default" size="md" onClick={onClose}>
          <Trans>Back to lessons</Trans>
        </Button>
      </Group>
      {content.description && (
        <Text size="sm" c="dimmed" mb="sm">
          {content.description}
        </Text>
      )}
      {state.kind === 'loading' && <Loader aria-label={t`Loading the lesson`} />}
      {state.kind === 'error' && (
        <Alert color="red" variant="light" title={t`This lesson could not be opened`}>
          {tm(navigator.onLine ? state.message : messages.learningMore.offlineNotSaved)}
        </Alert>
      )}
      {state.kind === 'ready' && (
        <Stack>
          {content.type === 'video' && (
            <video
              controls
              preload="metadata"
              src={state.file.url}
              style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
              aria-label={content.title}
              onLoadedMetadata={(e) => {
                const { position } = lessonProgress(content.id);
                if (position > 0 && position < e.currentTarget.duration - 1) e.currentTarget.currentTime = position;
              }}
              onTimeUpdate={(e) => onTime(e.currentTarget)}
              onEnded={(e) => saveLessonProgress(content.id, { position: 0, done: e.currentTarget.duration > 0 })}
            />
          )}
          {state.file.contentType === 'application/pdf' && (
            <iframe title={content.title} src={state.file.url} style={{ width: '100%', height: '70vh', border: 0 }} />
          )}
          {state.text !== null && (
            <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} data-testid="lesson-text">
              {state.text}
            </Text>
          )}
          {content.type !== 'video' && (
            <Anchor href={state.file.url} download={state.file.fileName} size="sm">
              <Trans>Download {fileName}</Trans>
            </Anchor>
          )}
          <OfflineDownload content={content} file={state.file} onChange={() => setReload((n) => n + 1)} />
        </Stack>
      )}
    </Paper>
  );
}
