import { Button, Container, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBooks, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSession } from '../../data/session';
import { useJustRegistered, welcomeHeading } from '../auth/just-registered';
import { useMyEnrollments, useMyPaymentProofs, type MyEnrollment } from '../payments/payments-data';
import { EnrolledCourseCard } from './enrolled-course-card';
import { PaymentProofList } from './payment-proof-list';
import { studentStats, withMeasuredProgress } from './student-stats';
import { useMeasuredProgress } from './use-measured-progress';
import { ErrorAlert } from '../../ui/error-alert';
import { StatCard } from '../../ui/stat-card';

const statCards = [
  { key: 'totalCourses', label: 'Total Courses' },
  { key: 'inProgress', label: 'In Progress' },
  { key: 'completedCourses', label: 'Completed' },
  { key: 'achievements', label: 'Achievements' },
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
  if (!session) return null;
  const stats = studentStats(enrollments ?? []);

  return (
    <Container size="lg" py="xl">
      <Tabs
        value={tab}
        onChange={setTab}
        keepMounted={false}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant={wide ? 'pills' : 'default'}
      >
        <Tabs.List aria-label="Student area" mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0} miw={wide ? 180 : undefined}>
          <Tabs.Tab value="dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            Dashboard
          </Tabs.Tab>
          <Tabs.Tab value="courses" leftSection={<IconBooks size={16} aria-hidden />}>
            My Courses
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="dashboard" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="lg">
            <div>
              <Title order={1}>{welcomeHeading(session.user.firstName, justRegistered)}</Title>
              <Text c="dimmed">Your courses, progress and payments live here.</Text>
            </div>
            <ErrorAlert message={error} />
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {statCards.map((c) => (
                <StatCard key={c.key} label={c.label} value={enrollments ? stats[c.key] : null} loading testId={`stat-${c.key}`} />
              ))}
            </SimpleGrid>
            <CourseList enrollments={enrollments} />
            <PaymentProofList proofs={proofs ?? []} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="courses" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="lg">
            <Title order={1}>My Courses</Title>
            <ErrorAlert message={error} />
            <CourseList enrollments={enrollments} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function CourseList({ enrollments }: { enrollments: MyEnrollment[] | undefined }) {
  if (!enrollments) return <Skeleton h={160} radius="md" aria-label="Loading your courses" />;
  if (enrollments.length === 0)
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <IconBooks size={40} aria-hidden color="var(--app-text-blue)" />
          <Title order={2} size="h3">
            You have not enrolled in a course yet
          </Title>
          <Text c="dimmed">Pick a course, pay by UPI and upload the proof: we verify it within 24 hours.</Text>
          <Button component={Link} to="/courses">
            Browse Courses
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-courses-heading">
      <Title order={2} size="h3" id="my-courses-heading">
        Enrolled courses
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {enrollments.map((e) => (
          <EnrolledCourseCard key={e.id} enrollment={e} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
