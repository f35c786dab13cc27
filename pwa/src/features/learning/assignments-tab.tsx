/**
 * The Assignments tab (site spec section 2, issue 18): the course's assignments (its content of
 * type assignment) with their due dates, each with Submit Assignment or View Submission. Submitting
 * works offline (the write and its files wait in the outbox); the card says "Waiting to upload"
 * until the server has it, then Submitted or Late (the server's mark), then the marks.
 */
import { Alert, Anchor, Badge, Button, Card, FileInput, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { assignmentRules, formatDate, messages, submissionState, type CourseContent, type SubmissionState } from '@institute/shared-schema';
import { notify } from '../../ui/notify';
import { attachedFileUrl, checkFiles, submitAssignment } from './assignments-data';
import type { MySubmission } from './use-course-learning';
import { Modal } from '../../ui/dialogs';

const a = messages.assignments;

const stateBadge: Record<SubmissionState, { label: string; color: string }> = {
  'not-submitted': { label: 'Not Started', color: 'gray' },
  waiting: { label: 'Waiting to upload', color: 'yellow' },
  submitted: { label: 'Submitted', color: 'blue' },
  late: { label: 'Submitted late', color: 'orange' },
  graded: { label: 'Graded', color: 'teal' },
};

export function AssignmentsTab({ assignments, submissions }: { assignments: CourseContent[]; submissions: Map<string, MySubmission> }) {
  const [submitting, setSubmitting] = useState<CourseContent | null>(null);
  const [viewing, setViewing] = useState<CourseContent | null>(null);
  if (assignments.length === 0) return <Text c="dimmed">{a.noAssignments}</Text>;
  const viewed = viewing ? submissions.get(viewing.id) : undefined;
  return (
    <Stack>
      {assignments.map((assignment) => {
        const submission = submissions.get(assignment.id) ?? null;
        const state = submissionState(submission, submission?.waiting);
        const badge = stateBadge[state];
        return (
          <Card key={assignment.id} withBorder radius="md" data-testid="assignment-card" data-state={state}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs" mb={4}>
                  <Title order={3} size="h5">
                    {assignment.title}
                  </Title>
                  <Badge variant="light" color={badge.color}>
                    {badge.label}
                  </Badge>
                  {submission?.marks !== null && submission?.marks !== undefined && (
                    <Badge variant="filled" color="teal" data-testid="assignment-marks">
                      {submission.marks} / {submission.maxMarks}
                    </Badge>
                  )}
                </Group>
                {assignment.description && (
                  <Text size="sm" c="dimmed">
                    {assignment.description}
                  </Text>
                )}
                <Text size="sm">
                  {assignment.dueDate ? `Due ${formatDate(assignment.dueDate)}` : 'No due date'} · Out of{' '}
                  {assignment.maxMarks ?? assignmentRules.defaultMaxMarks} marks
                </Text>
              </div>
              {submission ? (
                <Button
                  size="md"
                  variant="light"
                  onClick={() => setViewing(assignment)}
                  aria-label={`View Submission: ${assignment.title}`}
                >
                  View Submission
                </Button>
              ) : (
                <Button size="md" onClick={() => setSubmitting(assignment)} aria-label={`Submit Assignment: ${assignment.title}`}>
                  Submit Assignment
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
    <Modal opened onClose={onClose} title={`Submit: ${assignment.title}`} fullScreen={phone} size="lg">
      <Stack>
        {previous && (
          <Alert variant="light" color="blue">
            This replaces your earlier submission.
            {previous.files.length > 0 && ` Its files stay attached: ${previous.files.map((f) => f.name).join(', ')}.`}
          </Alert>
        )}
        <Textarea
          label="Your answer"
          description="Write your answer, attach files, or both."
          autosize
          minRows={5}
          maxRows={14}
          maxLength={assignmentRules.textMax}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error?.field === 'text' ? error.message : undefined}
          data-autofocus
        />
        <FileInput
          label="Attach files"
          description={`PDF, Word, text, Markdown, PNG or JPEG; up to ${assignmentRules.maxFiles} files of ${assignmentRules.fileMaxBytes / (1024 * 1024)} MB each`}
          placeholder="Choose files"
          multiple
          clearable
          accept=".pdf,.doc,.docx,.txt,.md,.png,.jpg,.jpeg"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={files}
          onChange={(f) => {
            setFiles(f);
            setError(null);
          }}
          error={error?.field === 'files' ? error.message : undefined}
          size="md"
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" loading={busy} onClick={() => void submit()}>
            Submit Assignment
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
  const state = submissionState(submission, submission.waiting);
  const open = async (id: string) => {
    // Opened before the await, so the browser does not block it as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const url = await attachedFileUrl(id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setFileError(navigator.onLine ? a.fileMissing : 'Opening a file needs a connection.');
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Your submission: ${assignment.title}`} fullScreen={phone} size="lg">
      <Stack data-testid="submission-view">
        <Text size="sm" c="dimmed">
          {state === 'waiting'
            ? 'Waiting to upload: it will be sent when you are back online.'
            : `Submitted ${formatDate(submission.submittedAt)}${submission.late ? ' (late)' : ''}`}
        </Text>
        {submission.text && (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} data-testid="submission-text">
            {submission.text}
          </Text>
        )}
        {submission.files.length > 0 && (
          <List spacing={4} aria-label="Attached files">
            {submission.files.map((f) => (
              <List.Item key={f.id}>
                <Anchor component="button" type="button" onClick={() => void open(f.id)} style={{ minHeight: 44 }}>
                  {f.name}
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
          <Alert
            color="teal"
            variant="light"
            title={`Marks: ${submission.marks} out of ${submission.maxMarks}`}
            data-testid="submission-grade"
          >
            {submission.feedback ?? 'No feedback was given.'}
          </Alert>
        ) : (
          <Text size="sm">Not graded yet. You can resubmit until it is graded.</Text>
        )}
        <Group justify="flex-end">
          {submission.marks === null && !submission.waiting && (
            <Button variant="light" size="md" onClick={onResubmit}>
              Resubmit
            </Button>
          )}
          <Button size="md" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
