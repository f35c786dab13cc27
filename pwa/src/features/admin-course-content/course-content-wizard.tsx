import '@mantine/core/styles/Stepper.css';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  Progress,
  Radio,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import {
  assignmentFieldsSchema,
  assignmentRules,
  checkContentFile,
  contentApi,
  contentTypes,
  coursesApi,
  liveSessionsApi,
  messages,
  type ContentType,
} from '@institute/shared-schema';
import { endpointQuery, queryClient, withQueries } from '../../api/queries';
import { useFormat, type Formatters } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { segmentStyles } from '../../ui/touch';
import { contentTypeLabels } from './content-labels';
import { CourseLessons } from './course-lessons';
import { uploadResumable, type ResumableUpload } from './resumable-upload';
import { uploadContent } from './upload-content';

const adminToastMs = 6000;
const accept: Record<ContentType, string> = {
  video: 'video/*,.mp4,.webm,.mov,.mkv,.avi,.ogv',
  assignment: '.pdf,.doc,.docx',
  note: '.pdf,.txt,.md',
};
/** A size in megabytes with one decimal, in the reader's digits: "12.5 MB". */
const mb = (f: Formatters, bytes: number) =>
  `${f.number(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })} MB`;

/**
 * Course content (spec sections 2 and 4, "Content wizard"): 1 select the course, 2 select its live
 * session (or none), 3 upload the lesson (title, description, type, file, duration) with a
 * progress bar; back buttons return to earlier steps; success goes to /admin/courses.
 */
export const CourseContentWizard = withQueries(CourseContentScreen);

function CourseContentScreen() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const [step, setStep] = useState(0);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<ContentType>('video');
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState('');
  // An assignment's due date and the marks it is out of (issue 18); sent for that type only.
  const [dueDate, setDueDate] = useState('');
  const [maxMarks, setMaxMarks] = useState<string>(String(assignmentRules.defaultMaxMarks));
  const [errors, setErrors] = useState<Partial<Record<'title' | 'file' | 'course' | 'dueDate' | 'maxMarks', string>>>({});
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const resumable = useRef<ResumableUpload | null>(null);

  const courses = useQuery(endpointQuery(coursesApi.listAll, {}, { fallback: messages.adminFetch.courses }));
  const sessions = useQuery({
    ...endpointQuery(liveSessionsApi.list, { query: { courseId: courseId ?? undefined } }, { fallback: messages.adminFetch.liveSessions }),
    enabled: courseId !== null,
  });
  const course = courses.data?.find((c) => c.id === courseId);

  const toSessions = () => {
    if (!courseId) return setErrors({ course: messages.validation.sessionRequiredFields });
    setErrors({});
    setStep(1);
  };

  const submit = async () => {
    const problems: typeof errors = {};
    if (!title.trim()) problems.title = messages.learning.contentTitleRequired;
    if (!file) problems.file = messages.learning.contentFileRequired;
    else {
      const wrong = checkContentFile(type, file.name);
      if (wrong) problems.file = wrong;
    }
    const assignmentFields = type === 'assignment' ? { dueDate, maxMarks: maxMarks.trim() } : {};
    if (type === 'assignment') {
      const checked = assignmentFieldsSchema.safeParse(assignmentFields);
      for (const issue of checked.error?.issues ?? []) problems[issue.path[0] as 'dueDate' | 'maxMarks'] ??= issue.message;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !file || !courseId) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProgress({ sent: 0, total: file.size });
    try {
      const form = { title, description, type, duration, liveSessionId: sessionId, ...assignmentFields };
      const onProgress = (sent: number, total: number) => {
        setRetrying(false);
        setProgress({ sent, total });
      };
      // A video can be large: resumable (tus), so a dropped connection continues where it stopped.
      // Documents are small: one multipart request.
      let answer: Awaited<ReturnType<typeof uploadContent>>;
      if (type === 'video') {
        resumable.current = uploadResumable(courseId, form, file, { onProgress, onRetrying: () => setRetrying(true) });
        answer = await resumable.current.done;
      } else answer = await uploadContent(courseId, form, file, onProgress);
      await queryClient.invalidateQueries({ queryKey: [contentApi.list.method, contentApi.list.path] });
      void notify(answer.message, 'success', adminToastMs);
      await navigate({ to: '/admin/courses' });
    } catch (e) {
      const body = (e as { body?: { errors?: { field: string; message: string }[] } }).body;
      const fileError = body?.errors?.find((x) => ['file', 'title', 'dueDate', 'maxMarks'].includes(x.field));
      if (fileError) setErrors({ [fileError.field]: fileError.message });
      void notify(`${tm(messages.adminSave.content)}: ${e instanceof Error ? e.message : ''}`, 'error', adminToastMs);
    } finally {
      resumable.current = null;
      setRetrying(false);
      setProgress(null);
    }
  };

  const cancelUpload = () => void resumable.current?.cancel();

  const uploading = progress !== null;
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  // Problems are the shared catalogue's texts (and the server's answers): shown in the reader's language.
  const problem = (field: keyof typeof errors) => {
    const text = errors[field];
    return text ? tm(text) : undefined;
  };
  const courseName = course?.title;
  const sent = progress ? mb(f, progress.sent) : '';
  const total = progress ? mb(f, progress.total) : '';

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        <Trans>Course content</Trans>
      </Title>
      <ErrorAlert message={courses.error?.message ?? null} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      <Stepper active={step} onStepClick={(s) => !uploading && s < step && setStep(s)} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t`Course`} description={t`Select course`}>
          <Stack mt="md">
            {!courses.data && !courses.error && <Skeleton h={60} />}
            {courses.data && (
              <Select
                label={t`Course`}
                required
                searchable
                data={courses.data.map((c) => ({ value: c.id, label: c.title }))}
                value={courseId}
                onChange={(v) => {
                  setCourseId(v);
                  setSessionId('');
                }}
                error={problem('course')}
                nothingFoundMessage={t`No course with this name`}
              />
            )}
            {courseId && <CourseLessons courseId={courseId} />}
            <Group justify="flex-end">
              <Button size="md" onClick={toSessions}>
                <Trans>Next</Trans>
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Live session`} description={t`Select live session`}>
          <Stack mt="md">
            <Text size="sm" c="dimmed">
              {courseName ? (
                <Trans>The content can belong to one of {courseName}’s live sessions, or to none.</Trans>
              ) : (
                <Trans>The content can belong to one of the course’s live sessions, or to none.</Trans>
              )}
            </Text>
            <ErrorAlert message={sessions.error?.message ?? null} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
            {sessions.isPending && <Skeleton h={80} />}
            <Radio.Group value={sessionId} onChange={setSessionId} label={t`Live session`} name="liveSession">
              <Stack gap="sm" mt="xs">
                <Radio value="" label={t`No live session`} styles={{ body: { minHeight: 44, alignItems: 'center' } }} />
                {sessions.data?.map((s) => (
                  <Radio
                    key={s.id}
                    value={s.id}
                    label={`${s.title} · ${f.date(s.date)} ${s.time}`}
                    styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="space-between">
              <Button variant="default" size="md" onClick={() => setStep(0)}>
                <Trans>Back</Trans>
              </Button>
              <Button size="md" onClick={() => setStep(2)}>
                <Trans>Next</Trans>
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Upload`} description={t`Upload content`}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <Stack mt="md">
              <TextInput
                label={t`Title`}
                required
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                error={problem('title')}
                disabled={uploading}
              />
              <Textarea
                label={t`Description`}
                autosize
                minRows={2}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                disabled={uploading}
              />
              <div>
                <Text size="sm" fw={500} mb={4} id="content-type-label">
                  <Trans>Type</Trans>
                </Text>
                <SegmentedControl
                  aria-labelledby="content-type-label"
                  styles={segmentStyles}
                  value={type}
                  onChange={(v: ContentType) => {
                    setType(v);
                    setErrors((e) => ({ ...e, file: undefined }));
                  }}
                  data={contentTypes.map((value) => ({ value, label: i18n._(contentTypeLabels[value]) }))}
                  disabled={uploading}
                />
              </div>
              <FileInput
                label={t`File`}
                required
                accept={accept[type]}
                value={file}
                onChange={setFile}
                error={problem('file')}
                description={file ? `${file.name}, ${mb(f, file.size)}` : undefined}
                disabled={uploading}
                clearable
              />
              {type === 'assignment' && (
                <Group grow align="flex-start" wrap="wrap">
                  <TextInput
                    type="date"
                    label={t`Due date`}
                    value={dueDate}
                    onChange={(e) => setDueDate(e.currentTarget.value)}
                    error={problem('dueDate')}
                    disabled={uploading}
                    miw={180}
                  />
                  <TextInput
                    label={t`Maximum marks`}
                    inputMode="numeric"
                    value={maxMarks}
                    onChange={(e) => setMaxMarks(e.currentTarget.value)}
                    error={problem('maxMarks')}
                    disabled={uploading}
                    miw={140}
                  />
                </Group>
              )}
              <TextInput
                label={t`Duration`}
                placeholder={t`12 min`}
                value={duration}
                onChange={(e) => setDuration(e.currentTarget.value)}
                disabled={uploading}
              />
              {progress && (
                <Alert variant="light" color={retrying ? 'yellow' : undefined} title={tm(messages.learningMore.uploadProgress(percent))}>
                  <Progress value={percent} aria-label={t`Upload ${percent}%`} animated={retrying} />
                  <Text size="xs" mt={4} aria-live="polite">
                    <Trans>
                      {sent} of {total}
                    </Trans>
                    {retrying ? ` · ${tm(messages.learningMore.uploadResuming)}` : ''}
                  </Text>
                  {type === 'video' && (
                    <Button variant="subtle" color="red" size="sm" mt="xs" mih={44} onClick={cancelUpload}>
                      <Trans>Cancel upload</Trans>
                    </Button>
                  )}
                </Alert>
              )}
              <Group justify="space-between">
                <Button variant="default" size="md" onClick={() => setStep(1)} disabled={uploading}>
                  <Trans>Back</Trans>
                </Button>
                <Button type="submit" size="md" loading={uploading}>
                  <Trans>Upload content</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
    </Container>
  );
}
