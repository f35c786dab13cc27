import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { requireRole } from '../../features/auth/route-guard';
import { useSession } from '../../features/auth/session';

export const Route = createFileRoute('/student/dashboard')({
  beforeLoad: requireRole('student'),
  component: StudentDashboard,
});

/**
 * The student's home after sign-in. Enrolled courses, their progress and the stat cards arrive with
 * the courses and enrolment feature; until a student has a course, this is its empty state.
 */
function StudentDashboard() {
  const session = useSession();
  if (!session) return null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Welcome, {session.user.firstName}!</Title>
          <Text c="dimmed">Your courses, live sessions and progress live here.</Text>
        </div>
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <IconBooks size={40} aria-hidden color="var(--mantine-color-blue-8)" />
            <Title order={2} size="h3">
              You have not enrolled in a course yet
            </Title>
            <Text c="dimmed">Pick a course, pay by UPI and upload the proof: we verify it within 24 hours.</Text>
            <Button component={Link} to="/courses">
              Browse Courses
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
