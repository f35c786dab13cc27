/** The review dialog: the answer and its files, then marks (0 to the maximum) and feedback. */
import { Alert, Anchor, Button, Group, List, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkMarks, limits, messages, type SubmissionReview } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
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
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const course = s.courseTitle;
  const submitted = f.date(s.submittedAt);
  const due = s.dueDate ? f.date(s.dueDate) : null;
  const maxMarks = f.number(s.maxMarks);

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
          {s.late
            ? due
              ? t`${course} · submitted ${submitted} (late) · due ${due}`
              : t`${course} · submitted ${submitted} (late)`
            : due
              ? t`${course} · submitted ${submitted} · due ${due}`
              : t`${course} · submitted ${submitted}`}
        </Text>
        {s.text ? (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} data-testid="grade-text">
            {s.text}
          </Text>
        ) : (
          <Text c="dimmed">
            <Trans>No written answer.</Trans>
          </Text>
        )}
        {s.files.length > 0 && (
          <List spacing={4} aria-label={t`Attached files`}>
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
            {tm(errors.file)}
          </Alert>
        )}
        <NumberInput
          label={t`Marks (out of ${maxMarks})`}
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
          error={errors.marks && tm(errors.marks)}
          size="md"
          data-autofocus
        />
        <Textarea
          label={t`Feedback`}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button size="md" loading={grade.isPending} onClick={save}>
            <Trans>Save marks</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
