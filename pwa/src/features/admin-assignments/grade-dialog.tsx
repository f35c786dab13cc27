/** The review dialog: the answer and its files, then marks (0 to the maximum) and feedback. */
import { Alert, Anchor, Button, Group, List, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { checkMarks, formatDate, limits, messages, type SubmissionReview } from '@institute/shared-schema';
import { fetchObjectUrl } from '../../api/http';
import { notify } from '../../ui/notify';
import { serverFieldErrors } from '../../ui/form-errors';
import { useGradeSubmission } from './assignments-admin-api';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;

export function GradeDialog({ submission: s, onClose }: { submission: SubmissionReview; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const grade = useGradeSubmission();
  const [marks, setMarks] = useState<number | string>(s.marks ?? '');
  const [feedback, setFeedback] = useState(s.feedback ?? '');
  const [errors, setErrors] = useState<{ marks?: string; feedback?: string; file?: string }>({});

  const open = async (id: string) => {
    const tab = window.open('', '_blank');
    try {
      const url = await fetchObjectUrl(`/api/uploads/${encodeURIComponent(id)}`);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setErrors((e) => ({ ...e, file: messages.assignments.fileMissing }));
    }
  };

  const save = () => {
    const value = typeof marks === 'number' ? marks : Number.NaN;
    const problem = checkMarks(value, s.maxMarks);
    if (problem) return setErrors({ marks: problem });
    setErrors({});
    grade.mutate(
      { params: { id: s.id }, body: { marks: value, feedback } },
      {
        onSuccess: (answer) => {
          void notify(answer.message, 'success', adminToastMs);
          onClose();
        },
        onError: (e) => {
          const fields = serverFieldErrors(e, ['marks', 'feedback']);
          setErrors(fields);
          if (!fields.marks && !fields.feedback) void notify(e.message, 'error', adminToastMs);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`${s.studentName}: ${s.assignmentTitle}`} fullScreen={phone} size="lg">
      <Stack data-testid="grade-dialog">
        <Text size="sm" c="dimmed">
          {s.courseTitle} · submitted {formatDate(s.submittedAt)}
          {s.late ? ' (late)' : ''}
          {s.dueDate ? ` · due ${formatDate(s.dueDate)}` : ''}
        </Text>
        {s.text ? (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} data-testid="grade-text">
            {s.text}
          </Text>
        ) : (
          <Text c="dimmed">No written answer.</Text>
        )}
        {s.files.length > 0 && (
          <List spacing={4} aria-label="Attached files">
            {s.files.map((f) => (
              <List.Item key={f.id}>
                <Anchor component="button" type="button" onClick={() => void open(f.id)} style={{ minHeight: 44 }}>
                  {f.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {errors.file && (
          <Alert color="red" variant="light">
            {errors.file}
          </Alert>
        )}
        <NumberInput
          label={`Marks (out of ${s.maxMarks})`}
          min={0}
          max={s.maxMarks}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={marks}
          onChange={(v) => {
            setMarks(v);
            setErrors((e) => ({ ...e, marks: undefined }));
          }}
          error={errors.marks}
          size="md"
          data-autofocus
        />
        <Textarea
          label="Feedback"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={limits.text}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
          error={errors.feedback}
          size="md"
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" loading={grade.isPending} onClick={save}>
            Save marks
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
