import { Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { adminApi, formatRupees, messages, type AnswerOf } from '@institute/shared-schema';
import { endpointQuery, withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatCard } from '../../ui/stat-card';

type AdminStats = AnswerOf<typeof adminApi.stats>;

const cards: { key: keyof AdminStats; label: string; format?: (n: number) => string }[] = [
  { key: 'totalStudents', label: 'Total students' },
  { key: 'totalCourses', label: 'Total courses' },
  { key: 'activeCourses', label: 'Active courses' },
  { key: 'totalRevenue', label: 'Revenue (approved payments)', format: formatRupees },
  { key: 'estimatedRevenue', label: 'Estimated revenue (price × students)', format: formatRupees },
  { key: 'totalTestimonials', label: 'Testimonials' },
  { key: 'liveSessions', label: 'Live sessions' },
  { key: 'upcomingSessions', label: 'Upcoming sessions' },
];

/** The administrator's overview: the figures counted by the server. Admin screens need the network. */
export const AdminDashboardPage = withQueries(AdminDashboardScreen);

function AdminDashboardScreen() {
  const query = useQuery(endpointQuery(adminApi.stats, {}, { fallback: messages.adminFetch.additional }));
  const stats = query.data ?? null;
  const error = query.error?.message ?? null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Dashboard</Title>
          <Group gap="xs" component="nav" aria-label="Administration">
            <Button component={Link} to="/admin/users" variant="light">
              Users
            </Button>
            <Button component={Link} to="/admin/courses" variant="light">
              Courses
            </Button>
            <Button component={Link} to="/admin/payment-verifications" variant="light">
              Payments
            </Button>
            <Button component={Link} to="/admin/profile" variant="default">
              Profile
            </Button>
          </Group>
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {cards.map((c) => (
            <StatCard key={c.key} label={c.label} value={stats && (c.format ?? String)(stats[c.key])} loading={!error} testId={c.key} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
