/**
 * Assignment review (issue 18): submissions by course, assignment and state (all, waiting for
 * marks, graded, late), newest first, with their late marks; Review opens the answer and its files
 * and takes marks (0 to the assignment's maximum) and feedback. Grading is audited and the student
 * is notified; their device gets the marks through sync. Needs the network, and says so.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { messages, submissionState, type SubmissionReview } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatCard } from '../../ui/stat-card';
import { segmentStyles } from '../../ui/touch';
import { reviewCoursesQuery, submissionsQuery, type SubmissionFilter } from './assignments-admin-api';
import { GradeDialog } from './grade-dialog';

const filters: { value: SubmissionFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'ungraded', label: msg`To mark` },
  { value: 'graded', label: msg`Graded` },
  { value: 'late', label: msg`Late` },
];

export const AssignmentsAdminPage = withQueries(AssignmentsAdminScreen);

function AssignmentsAdminScreen() {
  const [courseId, setCourseId] = useState<string | null>(null);
  const [assignmentId, setAssignmentId] = useState<string | null>(null);
  const [filter, setFilter] = useState<SubmissionFilter>('all');
  const [reviewing, setReviewing] = useState<SubmissionReview | null>(null);
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const f = useFormat();
  const courses = useQuery(reviewCoursesQuery());
  // Every submission of the course (for the figures and the assignment list), filtered on the page.
  const all = useQuery(submissionsQuery({ courseId: courseId ?? undefined, filter: 'all' }));
  const rows = all.data?.submissions ?? null;
  const assignments = [...new Map((rows ?? []).map((s) => [s.assignmentId, s.assignmentTitle])).entries()];
  const shown = (rows ?? []).filter(
    (s) =>
      (!assignmentId || s.assignmentId === assignmentId) &&
      (filter === 'all' ||
        (filter === 'ungraded' && s.marks === null) ||
        (filter === 'graded' && s.marks !== null) ||
        (filter === 'late' && s.late)),
  );
  const error = all.error?.message ?? courses.error?.message ?? null;
  const count = (test: (s: SubmissionReview) => boolean) => (rows ? f.number(rows.filter(test).length) : null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <Trans>Assignments</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Review what students submitted, give marks and feedback.</Trans>
          </Text>
        </div>
        {typeof navigator !== 'undefined' && !navigator.onLine && (
          <Alert color="yellow" variant="light">
            {tm(messages.assignments.offlineAdmin)}
          </Alert>
        )}
        <ErrorAlert message={error} onRetry={() => void all.refetch()} retrying={all.isFetching} />
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard label={t`Submissions`} value={count(() => true)} loading={all.isPending} testId="stat-submissions" />
          <StatCard label={t`To mark`} value={count((s) => s.marks === null)} loading={all.isPending} testId="stat-to-mark" />
          <StatCard label={t`Late`} value={count((s) => s.late)} loading={all.isPending} />
          <StatCard label={t`Graded`} value={count((s) => s.marks !== null)} loading={all.isPending} />
        </SimpleGrid>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t`Course`}
            placeholder={t`All courses`}
            clearable
            searchable
            data={(courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            value={courseId}
            onChange={(v) => {
              setCourseId(v);
              setAssignmentId(null);
            }}
            size="md"
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t`Assignment`}
            placeholder={t`All assignments`}
            clearable
            data={assignments.map(([value, label]) => ({ value, label }))}
            value={assignmentId}
            onChange={setAssignmentId}
            size="md"
            w={{ base: '100%', sm: 260 }}
          />
          <SegmentedControl
            aria-label={t`Show`}
            data={filters.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            value={filter}
            onChange={setFilter}
            styles={segmentStyles}
          />
        </Group>
        {all.isPending && <Skeleton h={120} />}
        {rows && shown.length === 0 && <Text c="dimmed">{tm(messages.assignments.noneYet)}</Text>}
        <Stack gap="sm">
          {shown.map((s) => (
            <SubmissionCard key={s.id} submission={s} onReview={() => setReviewing(s)} />
          ))}
        </Stack>
      </Stack>
      {reviewing && <GradeDialog submission={reviewing} onClose={() => setReviewing(null)} />}
    </Container>
  );
}

function SubmissionCard({ submission: s, onReview }: { submission: SubmissionReview; onReview: () => void }) {
  const state = submissionState(s);
  const { t } = useT();
  const f = useFormat();
  const { studentName, assignmentTitle } = s;
  const submitted = f.date(s.submittedAt);
  const due = s.dueDate ? f.date(s.dueDate) : null;
  const fileCount = s.files.length;
  return (
    <Card withBorder radius="md" data-testid="submission-row" data-state={state}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{s.studentName}</Text>
            {s.late && (
              <Badge color="orange" variant="light">
                <Trans>Late</Trans>
              </Badge>
            )}
            {s.marks !== null ? (
              <Badge color="teal" variant="light">
                {f.number(s.marks)} / {f.number(s.maxMarks)}
              </Badge>
            ) : (
              <Badge color="blue" variant="light">
                <Trans>To mark</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {s.courseTitle} · {s.assignmentTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {due
              ? t`Submitted ${submitted} · due ${due} · ${plural(fileCount, { one: '# file', other: '# files' })}`
              : t`Submitted ${submitted} · ${plural(fileCount, { one: '# file', other: '# files' })}`}
          </Text>
        </div>
        <Button
          size="md"
          variant={s.marks === null ? 'filled' : 'light'}
          onClick={onReview}
          aria-label={t`Review ${studentName}: ${assignmentTitle}`}
        >
          {s.marks === null ? <Trans>Review</Trans> : <Trans>Change marks</Trans>}
        </Button>
      </Group>
    </Card>
  );
}
