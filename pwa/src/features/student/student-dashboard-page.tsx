import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Button, Container, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBooks, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSession } from '../../data/session';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { useJustRegistered } from '../auth/just-registered';
import { useMyEnrollments, useMyPaymentProofs, type MyEnrollment } from '../payments/payments-data';
import { EnrolledCourseCard } from './enrolled-course-card';
import { PaymentProofList } from './payment-proof-list';
import { studentStats, withMeasuredProgress } from './student-stats';
import { useMeasuredProgress } from './use-measured-progress';
import { ErrorAlert } from '../../ui/error-alert';
import { StatCard } from '../../ui/stat-card';

const statCards = [
  { key: 'totalCourses', label: msg`Total Courses` },
  { key: 'inProgress', label: msg`In Progress` },
  { key: 'completedCourses', label: msg`Completed` },
  { key: 'achievements', label: msg`Achievements` },
] as const;

/** The student's home (spec section 2): sidebar tabs Dashboard and My Courses, four figures, the enrolled courses, the payment proofs. */
export function StudentDashboardPage() {
  const session = useSession();
  const [tab, setTab] = useState<string | null>('dashboard');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { enrollments: synced, error } = useMyEnrollments();
  const measured = useMeasuredProgress(session?.user.id ?? null);
  // The figures the course pages show too (issue 18): measured from what the student did.
  const enrollments = synced?.map((e) => withMeasuredProgress(e, measured?.get(e.courseId)));
  const { proofs } = useMyPaymentProofs();
  const justRegistered = useJustRegistered();
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  if (!session) return null;
  const stats = studentStats(enrollments ?? []);
  const firstName = session.user.firstName;
  const errorText = error && tm(error);

  return (
    <Container size="lg" py="xl">
      <Tabs
        value={tab}
        onChange={setTab}
        keepMounted={false}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant={wide ? 'pills' : 'default'}
      >
        <Tabs.List aria-label={t`Student area`} mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0} miw={wide ? 180 : undefined}>
          <Tabs.Tab value="dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            <Trans>Dashboard</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="courses" leftSection={<IconBooks size={16} aria-hidden />}>
            <Trans>My Courses</Trans>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="dashboard" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="lg">
            <div>
              <Title order={1}>{justRegistered ? <Trans>Welcome, {firstName}!</Trans> : <Trans>Welcome back, {firstName}!</Trans>}</Title>
              <Text c="dimmed">
                <Trans>Your courses, progress and payments live here.</Trans>
              </Text>
            </div>
            <ErrorAlert message={errorText} />
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {statCards.map((c) => (
                <StatCard
                  key={c.key}
                  label={i18n._(c.label)}
                  value={enrollments ? f.number(stats[c.key]) : null}
                  loading
                  testId={`stat-${c.key}`}
                />
              ))}
            </SimpleGrid>
            <CourseList enrollments={enrollments} />
            <PaymentProofList proofs={proofs ?? []} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="courses" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="lg">
            <Title order={1}>
              <Trans>My Courses</Trans>
            </Title>
            <ErrorAlert message={errorText} />
            <CourseList enrollments={enrollments} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function CourseList({ enrollments }: { enrollments: MyEnrollment[] | undefined }) {
  const { t } = useT();
  if (!enrollments) return <Skeleton h={160} radius="md" aria-label={t`Loading your courses`} />;
  if (enrollments.length === 0)
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <IconBooks size={40} aria-hidden color="var(--app-text-blue)" />
          <Title order={2} size="h3">
            <Trans>You have not enrolled in a course yet</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Pick a course, pay by UPI and upload the proof: we verify it within 24 hours.</Trans>
          </Text>
          <Button component={Link} to="/courses">
            <Trans>Browse Courses</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-courses-heading">
      <Title order={2} size="h3" id="my-courses-heading">
        <Trans>Enrolled courses</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {enrollments.map((e) => (
          <EnrolledCourseCard key={e.id} enrollment={e} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
