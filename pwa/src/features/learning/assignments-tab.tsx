/**
 * The Assignments tab (site spec section 2, issue 18): the course's assignments (its content of
 * type assignment) with their due dates, each with Submit Assignment or View Submission. Submitting
 * works offline (the write and its files wait in the outbox); the card says "Waiting to upload"
 * until the server has it, then Submitted or Late (the server's mark), then the marks.
 */
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, FileInput, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { assignmentRules, messages, submissionState, type CourseContent, type SubmissionState } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { notify } from '../../ui/notify';
import { attachedFileUrl, checkFiles, submitAssignment } from './assignments-data';
import type { MySubmission } from './use-course-learning';
import { Modal } from '../../ui/dialogs';

const a = messages.assignments;

const stateBadge: Record<SubmissionState, { label: MessageDescriptor; color: string }> = {
  'not-submitted': { label: msg`Not Started`, color: 'gray' },
  waiting: { label: msg`Waiting to upload`, color: 'yellow' },
  submitted: { label: msg`Submitted`, color: 'blue' },
  late: { label: msg`Submitted late`, color: 'orange' },
  graded: { label: msg`Graded`, color: 'teal' },
};

export function AssignmentsTab({ assignments, submissions }: { assignments: CourseContent[]; submissions: Map<string, MySubmission> }) {
  const [submitting, setSubmitting] = useState<CourseContent | null>(null);
  const [viewing, setViewing] = useState<CourseContent | null>(null);
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  if (assignments.length === 0) return <Text c="dimmed">{tm(a.noAssignments)}</Text>;
  const viewed = viewing ? submissions.get(viewing.id) : undefined;
  return (
    <Stack>
      {assignments.map((assignment) => {
        const submission = submissions.get(assignment.id) ?? null;
        const state = submissionState(submission, submission?.waiting);
        const badge = stateBadge[state];
        const title = assignment.title;
        const due = assignment.dueDate ? f.date(assignment.dueDate) : null;
        const maxMarks = f.number(assignment.maxMarks ?? assignmentRules.defaultMaxMarks);
        return (
          <Card key={assignment.id} withBorder radius="md" data-testid="assignment-card" data-state={state}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs" mb={4}>
                  <Title order={3} size="h5">
                    {assignment.title}
                  </Title>
                  <Badge variant="light" color={badge.color}>
                    {i18n._(badge.label)}
                  </Badge>
                  {submission?.marks !== null && submission?.marks !== undefined && (
                    <Badge variant="filled" color="teal" data-testid="assignment-marks">
                      {f.number(submission.marks)} / {f.number(submission.maxMarks)}
                    </Badge>
                  )}
                </Group>
                {assignment.description && (
                  <Text size="sm" c="dimmed">
                    {assignment.description}
                  </Text>
                )}
                <Text size="sm">
                  {due ? (
                    <Trans>
                      Due {due} · Out of {maxMarks} marks
                    </Trans>
                  ) : (
                    <Trans>No due date · Out of {maxMarks} marks</Trans>
                  )}
                </Text>
              </div>
              {submission ? (
                <Button size="md" variant="light" onClick={() => setViewing(assignment)} aria-label={t`View Submission: ${title}`}>
                  <Trans>View Submission</Trans>
                </Button>
              ) : (
                <Button size="md" onClick={() => setSubmitting(assignment)} aria-label={t`Submit Assignment: ${title}`}>
                  <Trans>Submit Assignment</Trans>
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
      {submitting && (
        <SubmitDialog assignment={submitting} previous={submissions.get(submitting.id) ?? null} onClose={() => setSubmitting(null)} />
      )}
      {viewing && viewed && (
        <ViewDialog
          assignment={viewing}
          submission={viewed}
          onClose={() => setViewing(null)}
          onResubmit={() => {
            setSubmitting(viewing);
            setViewing(null);
          }}
        />
      )}
    </Stack>
  );
}

function SubmitDialog({
  assignment,
  previous,
  onClose,
}: {
  assignment: CourseContent;
  previous: MySubmission | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [text, setText] = useState(previous?.text ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ field: 'text' | 'files'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const title = assignment.title;
  const maxFiles = assignmentRules.maxFiles;
  const fileMb = f.number(assignmentRules.fileMaxBytes / (1024 * 1024));
  const earlierFiles = previous?.files.map((file) => file.name).join(', ') ?? '';

  const submit = async () => {
    const kept = previous?.files ?? [];
    const fileProblem =
      kept.length + files.length > assignmentRules.maxFiles ? a.tooManyFiles(assignmentRules.maxFiles) : checkFiles(files);
    if (fileProblem) return setError({ field: 'files', message: fileProblem });
    if (text.trim() === '' && files.length === 0 && kept.length === 0) return setError({ field: 'text', message: a.answerRequired });
    setError(null);
    setBusy(true);
    try {
      await submitAssignment(assignment.id, text, files, kept);
      void notify(navigator.onLine ? a.submitted : a.submittedOffline, 'success');
      onClose();
    } catch (e) {
      setError({ field: 'text', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Submit: ${title}`} fullScreen={phone} size="lg">
      <Stack>
        {previous && (
          <Alert variant="light" color="blue">
            {previous.files.length > 0 ? (
              <Trans>This replaces your earlier submission. Its files stay attached: {earlierFiles}.</Trans>
            ) : (
              <Trans>This replaces your earlier submission.</Trans>
            )}
          </Alert>
        )}
        <Textarea
          label={t`Your answer`}
          description={t`Write your answer, attach files, or both.`}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={assignmentRules.textMax}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error?.field === 'text' ? tm(error.message) : undefined}
          data-autofocus
        />
        <FileInput
          label={t`Attach files`}
          description={t`PDF, Word, text, Markdown, PNG or JPEG; up to ${plural(maxFiles, { one: '# file', other: '# files' })} of ${fileMb} MB each`}
          placeholder={t`Choose files`}
          multiple
          clearable
          accept=".pdf,.doc,.docx,.txt,.md,.png,.jpg,.jpeg"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setError(null);
          }}
          error={error?.field === 'files' ? tm(error.message) : undefined}
          size="md"
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button size="md" loading={busy} onClick={() => void submit()}>
            <Trans>Submit Assignment</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ViewDialog({
  assignment,
  submission,
  onClose,
  onResubmit,
}: {
  assignment: CourseContent;
  submission: MySubmission;
  onClose: () => void;
  onResubmit: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [fileError, setFileError] = useState<string | null>(null);
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const state = submissionState(submission, submission.waiting);
  const title = assignment.title;
  const submittedOn = f.date(submission.submittedAt);
  const marks = submission.marks === null ? '' : f.number(submission.marks);
  const maxMarks = f.number(submission.maxMarks);
  const open = async (id: string) => {
    // Opened before the await, so the browser does not block it as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const url = await attachedFileUrl(id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setFileError(navigator.onLine ? tm(a.fileMissing) : t`Opening a file needs a connection.`);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t`Your submission: ${title}`} fullScreen={phone} size="lg">
      <Stack data-testid="submission-view">
        <Text size="sm" c="dimmed">
          {state === 'waiting' ? (
            <Trans>Waiting to upload: it will be sent when you are back online.</Trans>
          ) : submission.late ? (
            <Trans>Submitted {submittedOn} (late)</Trans>
          ) : (
            <Trans>Submitted {submittedOn}</Trans>
          )}
        </Text>
        {submission.text && (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} data-testid="submission-text">
            {submission.text}
          </Text>
        )}
        {submission.files.length > 0 && (
          <List spacing={4} aria-label={t`Attached files`}>
            {submission.files.map((file) => (
              <List.Item key={file.id}>
                <Anchor component="button" type="button" onClick={() => void open(file.id)} style={{ minHeight: 44 }}>
                  {file.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {fileError && (
          <Alert color="red" variant="light">
            {fileError}
          </Alert>
        )}
        {submission.marks !== null ? (
          <Alert color="teal" variant="light" title={t`Marks: ${marks} out of ${maxMarks}`} data-testid="submission-grade">
            {submission.feedback ?? t`No feedback was given.`}
          </Alert>
        ) : (
          <Text size="sm">
            <Trans>Not graded yet. You can resubmit until it is graded.</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          {submission.marks === null && !submission.waiting && (
            <Button variant="light" size="md" onClick={onResubmit}>
              <Trans>Resubmit</Trans>
            </Button>
          )}
          <Button size="md" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
